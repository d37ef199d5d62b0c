/**
 * The bench's tables (terminal and Markdown, same columns): one row per route, and the tap measure's one row
 * per route and control; and its JSON file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CLS_MAX,
  KIB,
  LCP_MAX_MS,
  LIGHTHOUSE_MIN_SCORE,
  PLATFORM_TAP_MAX_MS,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  REPLAY_AFTER_HYDRATION_MAX_MS,
  TBT_MAX_MS,
} from './budgets';
import { MOBILE_DEVICE } from './page-js';
import type { BenchResults, RouteResult } from './evaluate';
import {
  TAP_BUILDS,
  tapMiss,
  type TapMeasure,
  type TapOutcome,
  type TapResults,
} from './tap-results';

const COLUMNS = [
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
  'CLS',
] as const;

const MISSED = '✗';

function flag(text: string, missed: boolean): string {
  return missed ? `${text} ${MISSED}` : text;
}

function row(result: RouteResult, floorBytes: number): string[] {
  const { js, firstView, lighthouse, staticFirstView } = result;
  const lh = lighthouse;
  const score = (category: 'performance' | 'accessibility' | 'best-practices' | 'seo') =>
    lh ? flag(String(lh.scores[category]), lh.scores[category] < LIGHTHOUSE_MIN_SCORE) : '–';
  const viewMissed =
    result.kind === 'product' && !!firstView && firstView.total > PRODUCT_FIRST_VIEW_MAX_BYTES;
  return [
    result.route,
    flag(
      (js.gzipBytes / KIB).toFixed(1),
      js.gzipBytes > js.budgetBytes || js.backendClientScripts.length > 0,
    ),
    `${js.gzipBytes >= floorBytes ? '+' : ''}${((js.gzipBytes - floorBytes) / KIB).toFixed(1)}`,
    (js.gzipBytes / floorBytes).toFixed(3),
    (js.budgetBytes / KIB).toFixed(1),
    firstView ? flag((firstView.total / 1000).toFixed(1), viewMissed) : '–',
    (staticFirstView.total / 1000).toFixed(1),
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    lh ? flag(String(Math.round(lh.lcpMs)), lh.lcpMs > LCP_MAX_MS) : '–',
    lh ? flag(String(Math.round(lh.tbtMs)), lh.tbtMs > TBT_MAX_MS) : '–',
    lh ? flag(lh.cls.toFixed(3), lh.cls > CLS_MAX) : '–',
  ];
}

/** The floor's own figures, unflagged: no budget applies to it, it shows what the framework alone costs. */
function floorRow(results: BenchResults): string[] {
  const { floor } = results;
  const lh = floor.lighthouse;
  return [
    `(floor: bare Next app, ${floor.source})`,
    (floor.gzipBytes / KIB).toFixed(1),
    '+0.0',
    '1.000',
    '–',
    floor.firstView ? (floor.firstView.total / 1000).toFixed(1) : '–',
    floor.staticFirstView ? (floor.staticFirstView.total / 1000).toFixed(1) : '–',
    lh ? String(lh.scores.performance) : '–',
    lh ? String(lh.scores.accessibility) : '–',
    lh ? String(lh.scores['best-practices']) : '–',
    lh ? String(lh.scores.seo) : '–',
    lh ? String(Math.round(lh.lcpMs)) : '–',
    lh ? String(Math.round(lh.tbtMs)) : '–',
    lh ? lh.cls.toFixed(3) : '–',
  ];
}

export function tableRows(results: BenchResults): string[][] {
  return [
    floorRow(results),
    ...results.routes.map((result) => row(result, results.floor.gzipBytes)),
  ];
}

/** A fixed-width table for the terminal: first column left-aligned, the others right-aligned. */
function formatText(columns: readonly string[], rows: string[][]): string {
  const all = [[...columns], ...rows];
  const widths = columns.map((_, column) =>
    Math.max(...all.map((cells) => [...(cells[column] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const padding = ' '.repeat((widths[column] ?? 0) - [...cell].length);
        return column === 0 ? cell + padding : padding + cell;
      })
      .join('  ');
  return [
    line([...columns]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/** The same table in Markdown. */
function formatMarkdown(columns: readonly string[], rows: string[][]): string {
  const header = `| ${columns.join(' | ')} |`;
  const rule = `|${columns.map((_, column) => (column === 0 ? ' --- ' : ' ---: ')).join('|')}|`;
  return [header, rule, ...rows.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}

export function textTable(results: BenchResults): string {
  return formatText(COLUMNS, tableRows(results));
}

/** The same table in Markdown, for docs and reports. */
export function markdownTable(results: BenchResults): string {
  return formatMarkdown(COLUMNS, tableRows(results));
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
  if (!measure) return TAP_FIGURES.map(() => '–');
  const { summary, runBy } = measure;
  const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
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
      : '–';
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

export function tapTextTable(measures: readonly TapMeasure[]): string {
  return formatText(TAP_COLUMNS, tapTableRows(measures));
}

export function tapMarkdownTable(measures: readonly TapMeasure[]): string {
  return formatMarkdown(TAP_COLUMNS, tapTableRows(measures));
}

/** What the tap table's figures are, with the profile and windows of the run. */
export function tapLegend(taps: TapResults): string {
  const { profile, probe } = taps;
  return (
    `Taps: Chromium as a phone (${MOBILE_DEVICE.width}×${MOBILE_DEVICE.height}, touch), CDP throttling ` +
    `${profile.latencyMs} ms latency, ${((profile.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down, ` +
    `${Math.round((profile.uploadBytesPerSecond * 8) / 1024)} kbps up, ${profile.cpuSlowdown}× CPU; cold cache. ` +
    `One tap (or select) per load as soon as ${taps.tappedAt === 'first paint' ? 'the first contentful paint is reported' : 'the page has hydrated (a check of the effect checks, not the measure)'}; ` +
    `medians of ${taps.runs} runs, ` +
    `ms since navigation start in the page's clock. "hydrated": React has attached to the page. ` +
    `"tap→effect": from the tap to the frame its effect shows; "hydrated→effect": for controls run by script. ` +
    `LOST k/N: no effect within ${(probe.lostAfterHydrationMs / 1000).toFixed(0)} s of hydration, or undone by it; ` +
    `TWICE: the effect ran twice; n/a: not in the page at first paint. ` +
    `Targets (our build): platform ≤ ${PLATFORM_TAP_MAX_MS} ms from the tap, replay ≤ ${REPLAY_AFTER_HYDRATION_MAX_MS} ms ` +
    `after hydration, none lost or twice. The tap measure took ${(taps.ms / 60_000).toFixed(1)} min.`
  );
}

export async function writeJsonReport(
  reportsDir: string,
  report: Record<string, unknown>,
): Promise<{ file: string; latest: string }> {
  await mkdir(reportsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(reportsDir, `bench-${stamp}.json`);
  const latest = path.join(reportsDir, 'latest.json');
  const text = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(file, text);
  await writeFile(latest, text);
  return { file, latest };
}
