/**
 * The catalogue bench's results (catalogue.ts) as data and as Markdown: issue 49's table, the shop's own
 * catalogue beside each bigger one measured, and where each build's time and memory go, step by step. Pure
 * and deterministic, tested in tests/unit/bench-catalogue.test.ts.
 */
import type { AbRow } from './ab-results';
import type { TimedStep } from './build-steps';
import { NONE, minutes, seconds } from './figures';
import { markdownTable } from './report';
import type { ListingWeight, SiteFigures } from './site-figures';

/** One `npm run build`, step by step. */
export interface CatalogueBuild {
  steps: TimedStep[];
}

/** One catalogue as built and measured. */
export interface CatalogueSide {
  /** How many times over it holds the shop's designs: 1 is the shop's own. */
  size: number;
  designs: number;
  /** Its first build, from nothing (no Next cache, no drawn image); null when reused (--no-build). */
  build: CatalogueBuild | null;
  /** Null when its build failed. */
  site: SiteFigures | null;
}

export interface SecondBuild {
  /** The design changed, and how. */
  change: string;
  build: CatalogueBuild;
}

export interface CatalogueRun {
  finishedAt: string;
  /** What was measured: "the working tree (HEAD 3847ad2)". */
  label: string;
  base: CatalogueSide;
  grown: CatalogueSide;
  /** The grown catalogue built again after one design changed; null when not built in this run. */
  secondBuild: SecondBuild | null;
  /** The first view and taps, A the base's site and B the grown one's (ab-results.ts); null when not run. */
  ab: AbRow[] | null;
  /** Loads per side of each route and tapped control in the A/B. */
  abRuns: number | null;
}

const buildMs = (build: CatalogueBuild) => build.steps.reduce((total, step) => total + step.ms, 0);

/** The step a build failed at, if it did. */
export const failedStep = (build: CatalogueBuild) => build.steps.find((step) => step.failure);

/** The step whose largest process held the most memory. */
function largestStep(build: CatalogueBuild): TimedStep | undefined {
  return build.steps.reduce<TimedStep | undefined>(
    (largest, step) => ((step.peakRssKiB ?? 0) > (largest?.peakRssKiB ?? 0) ? step : largest),
    undefined,
  );
}

const thousands = (value: number) => value.toLocaleString('en-US');
const megabytes = (kib: number | null) => (kib === null ? NONE : thousands(Math.round(kib / 1024)));
const ratio = (value: number) => `${value.toFixed(2)}×`;

/** A step's short name: 'tsx scripts/export/rewrite-pages.ts' → 'export/rewrite-pages'; 'next build'. */
export function stepName(step: Pick<TimedStep, 'command'>): string {
  const script = /^tsx scripts\/(\S+)\.[cm]?[jt]s$/.exec(step.command);
  return script ? script[1]! : step.command;
}

function buildCell(side: CatalogueSide): string {
  if (!side.build) return NONE;
  const failed = failedStep(side.build);
  if (failed) return `failed at ${stepName(failed)} after ${minutes(buildMs(side.build))}`;
  const perDesign = buildMs(side.build) / side.designs;
  return `${minutes(buildMs(side.build))} (${seconds(perDesign)} a design)`;
}

function listingCell(weight: ListingWeight | null | undefined): string {
  if (!weight) return NONE;
  const kb = (bytes: number) => thousands(Math.round(bytes / 1000));
  return `${kb(weight.gzipBytes)} KB (${kb(weight.bytes)} KB raw)`;
}

/**
 * The A/B row of `measure` that went worst for B among the routes: one whose loads failed on B first, else
 * the highest B/A (`ratio`) or the longest wait on B (`wait`: a tap's few milliseconds make a ratio of
 * noise); undefined when none was measured.
 */
function worstRow(
  rows: readonly AbRow[] | null,
  measure: string,
  by: 'ratio' | 'wait',
): AbRow | undefined {
  const ofMeasure = (rows ?? []).filter((row) => row.measure === measure);
  const score = (row: AbRow) => (by === 'ratio' ? row.ratio : row.b.median);
  return (
    ofMeasure.find((row) => row.b.failure) ??
    ofMeasure.reduce<AbRow | undefined>((worst, row) => {
      const value = score(row);
      if (value === null) return worst;
      const worstValue = worst && score(worst);
      return worstValue == null || value > worstValue ? row : worst;
    }, undefined)
  );
}

/** A side's median of an A/B row, in ms, or how its taps failed. */
function medianOf(figure: AbRow['a']): string {
  if (figure.failure) return figure.failure;
  return figure.median === null ? NONE : `${thousands(Math.round(figure.median))} ms`;
}

/** The table's rows: each a label, then a function giving each column's cell. */
interface Row {
  label: string;
  base(run: CatalogueRun): string;
  grown(run: CatalogueRun): string;
}

const siteRow = (label: string, cell: (site: SiteFigures) => string): Row => ({
  label,
  base: (run) => (run.base.site ? cell(run.base.site) : NONE),
  grown: (run) => (run.grown.site ? cell(run.grown.site) : NONE),
});

/** A tap's row: the base's median, and the grown catalogue's with its ratio, on the route where B waits longest. */
const tapRow = (label: string, measure: string): Row => ({
  label,
  base: (run) => {
    const row = worstRow(run.ab, measure, 'wait');
    return row ? medianOf(row.a) : NONE;
  },
  grown: (run) => {
    const row = worstRow(run.ab, measure, 'wait');
    if (!row) return NONE;
    return row.ratio === null
      ? `${medianOf(row.b)} (${row.route})`
      : `${medianOf(row.b)} (${ratio(row.ratio)}, ${row.route})`;
  },
});

const ROWS: Row[] = [
  {
    label: 'first `npm run build`, from nothing',
    base: (run) => buildCell(run.base),
    grown: (run) => buildCell(run.grown),
  },
  {
    label: 'second build, one design changed (× the shop’s first build)',
    base: () => NONE,
    grown: ({ secondBuild, base }) => {
      if (!secondBuild) return NONE;
      const failed = failedStep(secondBuild.build);
      if (failed) return `failed at ${stepName(failed)}`;
      const ms = buildMs(secondBuild.build);
      return base.build && !failedStep(base.build)
        ? `${minutes(ms)} (${ratio(ms / buildMs(base.build))})`
        : minutes(ms);
    },
  },
  {
    label: 'largest step’s peak memory, MB',
    base: ({ base }) => peakCell(base.build),
    grown: ({ grown }) => peakCell(grown.build),
  },
  siteRow(
    'export: files, MB',
    (site) => `${thousands(site.files)}, ${thousands(Math.round(site.bytes / 1_000_000))}`,
  ),
  siteRow('`_headers` rules', (site) => (site.headers ? thousands(site.headers.rules) : NONE)),
  siteRow('longest `_headers` line, characters', (site) =>
    site.headers ? thousands(site.headers.longestLine) : NONE,
  ),
  siteRow('/shop HTML, gzip 6', (site) => listingCell(site.shop)),
  siteRow('heaviest category page HTML, gzip 6', (site) =>
    site.heaviestCategory
      ? `${listingCell(site.heaviestCategory)}, ${site.heaviestCategory.route}`
      : NONE,
  ),
  {
    label: 'LCP, worst route (× the shop’s)',
    base: () => NONE,
    grown: (run) => {
      const row = worstRow(run.ab, 'LCP', 'ratio');
      return row?.ratio != null ? `${ratio(row.ratio)} (${row.route})` : NONE;
    },
  },
  tapRow('category tap → effect, at first paint', 'category tap→effect'),
  tapRow('category tap → effect, hydrated', 'category tap→effect, hydrated'),
  tapRow('category tap → drawn, at first paint', 'category tap→drawn'),
  tapRow('category tap → drawn, hydrated', 'category tap→drawn, hydrated'),
  tapRow('sort tap → effect, at first paint', 'sort tap→effect'),
  tapRow('sort tap → effect, hydrated', 'sort tap→effect, hydrated'),
  tapRow('sort tap → drawn, at first paint', 'sort tap→drawn'),
  tapRow('sort tap → drawn, hydrated', 'sort tap→drawn, hydrated'),
  {
    label: 'loads per side of each route and tap (medians of)',
    base: () => NONE,
    grown: (run) => (run.abRuns == null ? NONE : String(run.abRuns)),
  },
];

function peakCell(build: CatalogueBuild | null): string {
  const largest = build && largestStep(build);
  return largest ? `${megabytes(largest.peakRssKiB)} (${stepName(largest)})` : NONE;
}

const designsHeading = (side: CatalogueSide) => `${thousands(side.designs)} designs`;

/**
 * Issue 49's table: the shop's own catalogue (from the latest run) beside each bigger catalogue measured,
 * smallest first, one run each (the latest of each size). Ratios are against the shop's own in the same run.
 */
export function catalogueTable(runs: readonly CatalogueRun[]): string {
  const bySize = [...new Map(runs.map((run) => [run.grown.size, run])).values()].sort(
    (a, b) => a.grown.size - b.grown.size,
  );
  const latest = [...runs].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt)).at(-1);
  if (!latest) return '';
  const grown = bySize.filter((run) => run.grown.size !== run.base.size);
  return markdownTable(
    ['', designsHeading(latest.base), ...grown.map((run) => designsHeading(run.grown))],
    ROWS.map((row) => [row.label, row.base(latest), ...grown.map((run) => row.grown(run))]),
  );
}

/**
 * Each step's time, its CPU time (with every process it waited for) and its largest process's peak memory,
 * for every build of the run.
 */
export function stepsTable(run: CatalogueRun): string {
  const builds: Array<{ heading: string; build: CatalogueBuild }> = [
    ...(run.base.build ? [{ heading: designsHeading(run.base), build: run.base.build }] : []),
    ...(run.grown.build && run.grown.size !== run.base.size
      ? [{ heading: designsHeading(run.grown), build: run.grown.build }]
      : []),
    ...(run.secondBuild
      ? [{ heading: `${designsHeading(run.grown)}, second`, build: run.secondBuild.build }]
      : []),
  ];
  const commands = [...new Set(builds.flatMap(({ build }) => build.steps.map((s) => s.command)))];
  const cpu = (ms: number | null | undefined) => (ms == null ? NONE : seconds(ms));
  const cells = (build: CatalogueBuild, command: string) => {
    const step = build.steps.find((entry) => entry.command === command);
    if (!step) return [NONE, NONE, NONE];
    return [
      step.failure ? `failed after ${seconds(step.ms)}` : seconds(step.ms),
      cpu(step.cpuMs),
      megabytes(step.peakRssKiB),
    ];
  };
  const total = (build: CatalogueBuild) => {
    const cpuTimes = build.steps.map((step) => step.cpuMs);
    const known = cpuTimes.every((ms) => typeof ms === 'number');
    const cpuTotal = known ? cpuTimes.reduce<number>((sum, ms) => sum + (ms ?? 0), 0) : null;
    return [seconds(buildMs(build)), cpu(cpuTotal), NONE];
  };
  return markdownTable(
    ['step', ...builds.flatMap(({ heading }) => [`${heading}: time`, 'CPU', 'peak MB'])],
    [
      ...commands.map((command) => [
        stepName({ command }),
        ...builds.flatMap(({ build }) => cells(build, command)),
      ]),
      ['total', ...builds.flatMap(({ build }) => total(build))],
    ],
  );
}

/** What failed in the run, each in a paragraph with the end of what the step printed. */
export function failures(run: CatalogueRun): string[] {
  const builds = [
    { what: `the first build of ${designsHeading(run.base)}`, build: run.base.build },
    { what: `the first build of ${designsHeading(run.grown)}`, build: run.grown.build },
    { what: 'the second build', build: run.secondBuild?.build ?? null },
  ];
  return builds.flatMap(({ what, build }) => {
    const failed = build && failedStep(build);
    return failed
      ? [`${what} failed at \`${failed.command}\`:\n\n\`\`\`\n${failed.failure}\n\`\`\``]
      : [];
  });
}
