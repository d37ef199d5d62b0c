/**
 * The bench's results in Markdown, the same text for the terminal and for docs/performance.md: one row per
 * route (the framework floor first), the tap measure's one row per route and control, and the misses. Pure
 * and deterministic: the same results always give the same text.
 */
import {
  CLEAN_BUILD_MAX_MS,
  PLATFORM_TAP_MAX_MS,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  REPLAY_AFTER_HYDRATION_MAX_MS,
} from './budgets';
import type { BenchResults, FloorFigures, RouteResult } from './evaluate';
import { NONE, kb, kib, minutes, phoneProfileText, seconds, wholeMs as ms } from './figures';
import type { LighthouseSummary } from './lighthouse-ci';
import {
  TAP_BUILDS,
  tapMiss,
  type TapMeasure,
  type TapOutcome,
  type TapResults,
} from './tap-results';

const MISSED = '✗';

function flag(text: string, missed: boolean): string {
  return missed ? `${text} ${MISSED}` : text;
}

/** A Markdown table: the first `textColumns` columns left-aligned, the figures right-aligned. */
export function markdownTable(
  columns: readonly string[],
  rows: readonly string[][],
  textColumns = 1,
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rule = `|${columns.map((_, column) => (column < textColumns ? ' --- ' : ' ---: ')).join('|')}|`;
  return [line(columns), rule, ...rows.map(line)].join('\n');
}

const PAGE_COLUMNS = [
  'route',
  'JS gz KiB',
  'Δ floor KiB',
  '× floor',
  'JS budget KiB',
  'view KB',
  'static view KB',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP ms',
  'TBT ms',
  'Δ floor TBT ms',
  'CLS',
] as const;

const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

/** The Lighthouse cells of a row; `floorTbtMs` is undefined for the floor's own row or an unaudited floor. */
function lighthouseCells(lh: LighthouseSummary | undefined, floorTbtMs?: number): string[] {
  if (!lh) return Array<string>(8).fill(NONE);
  const missed = (column: string) => lh.missedColumns.includes(column);
  return [
    String(lh.scores.performance),
    flag(String(lh.scores.accessibility), missed('accessibility')),
    flag(String(lh.scores['best-practices']), missed('best-practices')),
    flag(String(lh.scores.seo), missed('seo')),
    flag(String(Math.round(lh.lcpMs)), missed('largest-contentful-paint')),
    String(Math.round(lh.tbtMs)),
    floorTbtMs === undefined ? NONE : signed(String(Math.round(lh.tbtMs - floorTbtMs))),
    flag(lh.cls.toFixed(3), missed('cumulative-layout-shift')),
  ];
}

function routeRow(result: RouteResult, floor: FloorFigures): string[] {
  const { js, firstView, staticFirstView } = result;
  const floorBytes = floor.js.gzipBytes;
  const viewMissed =
    result.kind === 'product' && !!firstView && firstView.total > PRODUCT_FIRST_VIEW_MAX_BYTES;
  return [
    result.route,
    flag(kib(js.gzipBytes), js.gzipBytes > js.budgetBytes || js.backendClientScripts.length > 0),
    signed(kib(js.gzipBytes - floorBytes)),
    (js.gzipBytes / floorBytes).toFixed(3),
    kib(js.budgetBytes),
    firstView ? flag(kb(firstView.total), viewMissed) : NONE,
    kb(staticFirstView.total),
    ...lighthouseCells(result.lighthouse, floor.lighthouse?.tbtMs),
  ];
}

/** The floor's own figures, unflagged: no budget applies to it, it shows what the framework alone costs. */
function floorRow(floor: FloorFigures): string[] {
  return [
    '(floor: bare Next app, built)',
    kib(floor.js.gzipBytes),
    '+0.0',
    '1.000',
    NONE,
    floor.firstView ? kb(floor.firstView.total) : NONE,
    kb(floor.staticFirstView.total),
    ...lighthouseCells(floor.lighthouse),
  ];
}

const TAP_FIGURES = ['paint', 'tap', 'hydrated', 'tap→effect', 'hydrated→effect'] as const;
const TAP_COLUMNS = [
  'route',
  'control',
  'run by',
  ...TAP_BUILDS.flatMap((build) => TAP_FIGURES.map((figure) => `${build} ${figure}`)),
];

/** A measure's cells: medians in ms, or what became of the tap (LOST 3/3) in place of its time. */
function tapCells(measure: TapMeasure | undefined): string[] {
  if (!measure) return TAP_FIGURES.map(() => NONE);
  const { summary, runBy } = measure;
  const missed = tapMiss(measure) !== null;
  const failedRuns = (outcome: TapOutcome) =>
    `${outcome.toUpperCase()} ${summary.counts[outcome]}/${summary.runs}`;
  const tapToEffect =
    summary.outcome === 'ok'
      ? flag(ms(summary.tapToEffectMs), missed && runBy === 'platform')
      : summary.outcome === 'n/a'
        ? 'n/a'
        : flag(failedRuns(summary.outcome), missed);
  const hydratedToEffect =
    summary.outcome === 'ok' && runBy === 'replay'
      ? flag(ms(summary.hydratedToEffectMs), missed)
      : NONE;
  return [
    ms(summary.firstPaintMs),
    ms(summary.tapMs),
    ms(summary.hydratedMs),
    tapToEffect,
    hydratedToEffect,
  ];
}

/** One row per route and control, each build's figures side by side. */
export function tapTableRows(measures: readonly TapMeasure[]): string[][] {
  const rows = new Map<string, TapMeasure[]>();
  for (const measure of measures) {
    const key = `${measure.route} ${measure.kind}`;
    rows.set(key, [...(rows.get(key) ?? []), measure]);
  }
  return [...rows.values()].map((group) => {
    const { route, kind, runBy } = group[0]!;
    return [
      route,
      kind,
      runBy,
      ...TAP_BUILDS.flatMap((build) => tapCells(group.find((measure) => measure.build === build))),
    ];
  });
}

/** How the run tapped (docs/performance.md says what the figures mean). */
function tapLegend(taps: TapResults): string {
  const { profile, probe } = taps;
  return (
    `Medians of ${taps.runs} runs in ms since navigation start, tapped at first paint; ` +
    `${phoneProfileText(profile)}; LOST after ${(probe.lostAfterHydrationMs / 1000).toFixed(0)} s. ` +
    `Targets (our build): platform ≤ ${PLATFORM_TAP_MAX_MS} ms after the tap, replay ≤ ` +
    `${REPLAY_AFTER_HYDRATION_MAX_MS} ms after hydration. The tap measure took ${minutes(taps.ms)}.`
  );
}

/** What the results were measured with. */
export interface RunFacts {
  versions: Record<string, string>;
  cores: number;
  /** Undefined when Lighthouse was skipped. */
  lighthouseRuns?: number;
  /** Wall-clock minutes of the whole bench run. */
  minutes: number;
}

/** Everything a run measured and missed, as one Markdown section (headings at level 3). */
export function resultsMarkdown(
  results: BenchResults,
  facts: RunFacts,
  misses: readonly string[],
  warnings: readonly string[],
): string {
  const versions = Object.entries(facts.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  const builds = [
    results.buildMs !== undefined &&
      `clean \`npm run build\` ${flag(seconds(results.buildMs), results.buildMs > CLEAN_BUILD_MAX_MS)} (budget ${seconds(CLEAN_BUILD_MAX_MS)})`,
    results.plainBuildMs !== undefined && `plain build ${seconds(results.plainBuildMs)}`,
    results.floor && `framework floor build ${seconds(results.floor.buildMs)}`,
  ].filter(Boolean);
  const sections = [
    `${versions}; ${facts.cores} CPU cores` +
      (facts.lighthouseRuns ? `; ${facts.lighthouseRuns} Lighthouse run(s) per route` : '') +
      '. ' +
      `The bench took ${facts.minutes.toFixed(0)} min.` +
      (builds.length ? ` Builds: ${builds.join(', ')}.` : ''),
  ];
  if (results.floor) {
    const { floor } = results;
    const rows = [floorRow(floor), ...results.routes.map((result) => routeRow(result, floor))];
    sections.push('### Pages', markdownTable(PAGE_COLUMNS, rows));
  }
  if (results.taps) {
    sections.push(
      '### Taps',
      markdownTable(TAP_COLUMNS, tapTableRows(results.taps.measures), 3),
      tapLegend(results.taps),
    );
  }
  sections.push(
    '### Misses',
    misses.length ? misses.map((miss) => `- ${miss}`).join('\n') : 'None: every budget met.',
  );
  if (warnings.length)
    sections.push('### Warnings', warnings.map((warning) => `- ${warning}`).join('\n'));
  return sections.join('\n\n');
}
