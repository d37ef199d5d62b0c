/**
 * The A/B measure's results as data and as a table: the order the two sides take turns in, each side's
 * median (and fastest and slowest load) per route and figure, the ratio B/A, and how sure the loads make a
 * difference (rank-test.ts). Pure and deterministic, tested in tests/unit/bench-ab.test.ts.
 *
 * A is the given commit, B the working tree: a ratio under 1 means the working tree is faster.
 */
import { NONE, minutes, phoneProfileText, seconds, wholeMs as ms } from './figures';
import type { PaintObservation } from './paint-meter';
import { markdownTable } from './report';
import type { RunBy, TapKind } from './tap-controls';
import type { PHONE_PROFILE, TapMoment } from './tap-meter';
import type { ProbeRecord } from './tap-probe';
import { mannWhitneyP, smallerShare } from './rank-test';
import { median, summarizeRuns, type TapRun } from './tap-results';

export type AbSide = 'A' | 'B';

/**
 * The sides in the order each run loads them: A B, then B A, then A B… A drift of the machine's speed
 * over a run (another engineer's build starting) then falls on both sides alike, where A B, A B… would
 * always give B the later, slower slot.
 */
export function abOrder(runs: number): AbSide[][] {
  return Array.from({ length: runs }, (_, run) => (run % 2 === 0 ? ['A', 'B'] : ['B', 'A']));
}

/** One untouched load of a route. */
export interface AbViewLoad extends PaintObservation {
  side: AbSide;
  run: number;
}

/** One load of a route in which a control was tapped at first paint. */
export interface AbTapLoad extends TapRun {
  side: AbSide;
  run: number;
}

export interface AbViewMeasure {
  route: string;
  loads: AbViewLoad[];
}

export interface AbTapMeasure {
  route: string;
  kind: TapKind;
  /** Who runs its effect: the platform's answers as soon as the tap, so only tap→effect says anything. */
  runBy?: RunBy;
  /** Tapped at first paint, or once the app was live. */
  moment: TapMoment;
  loads: AbTapLoad[];
}

/** What a side is and how its build came about. */
export interface AbSideInfo {
  /** In words, for "B/A under 1: … is faster"; unset, 'the working tree' (B of the A/B against a commit). */
  shortName?: string;
  /** In words: "3847ad2 (its subject)", "the working tree (HEAD 3847ad2, uncommitted changes)". */
  label: string;
  /** Built in this run, in ms; undefined when an earlier build was used. */
  buildMs?: number;
  /** Where the earlier build was, when one was used. */
  reused?: string;
}

export interface AbResults {
  sides: Record<AbSide, AbSideInfo>;
  profile: typeof PHONE_PROFILE;
  /** Loads per side of each route and of each tapped control. */
  runs: number;
  routes: string[];
  views: AbViewMeasure[];
  taps: AbTapMeasure[];
  /** How long the loads took, wall clock. */
  ms: number;
}

/** One side's figure over its loads, in ms. */
export interface SideFigure {
  /** Each load's figure, in load order. */
  values: number[];
  median: number | null;
  min: number | null;
  max: number | null;
  /** Loads that gave the figure, of `of`. */
  count: number;
  of: number;
  /** Set when a tap was lost, ran twice or could not be measured: "LOST 2/5". */
  failure: string | null;
}

export interface AbRow {
  route: string;
  measure: string;
  a: SideFigure;
  b: SideFigure;
  /** B's median over A's; null when either side has none or failed. */
  ratio: number | null;
  /**
   * The share of (A load, B load) pairs in which B was faster (a tie counts half): about a half when the
   * sides do not differ. Null as for `ratio`.
   */
  bFaster: number | null;
  /** How likely loads this far apart are when the sides do not differ (Mann–Whitney, two-sided). */
  p: number | null;
}

export function sideFigure(
  values: readonly (number | null | undefined)[],
  of: number,
  failure: string | null = null,
): SideFigure {
  const known = values.filter((value) => typeof value === 'number');
  return {
    values: known,
    median: median(known),
    min: known.length ? Math.min(...known) : null,
    max: known.length ? Math.max(...known) : null,
    count: known.length,
    of,
    failure,
  };
}

/** B over A, or null when it cannot be told. */
export function ratioOf(a: SideFigure, b: SideFigure): number | null {
  if (a.failure || b.failure || a.median === null || b.median === null || a.median <= 0)
    return null;
  return b.median / a.median;
}

const row = (route: string, measure: string, a: SideFigure, b: SideFigure): AbRow => ({
  route,
  measure,
  a,
  b,
  ratio: ratioOf(a, b),
  ...(a.failure || b.failure
    ? { bFaster: null, p: null }
    : { bFaster: smallerShare(a.values, b.values), p: mannWhitneyP(a.values, b.values) }),
});

const SIDES: readonly AbSide[] = ['A', 'B'];

/** FCP, LCP and hydration of each route, over the loads that settled. */
function viewRows({ route, loads }: AbViewMeasure): AbRow[] {
  const figures = SIDES.map((side) => {
    const ofSide = loads.filter((load) => load.side === side);
    const records = ofSide.filter((load) => !load.error).map((load) => load.record);
    const figure = (pick: (record: NonNullable<(typeof records)[number]>) => number | null) =>
      sideFigure(
        records.map((record) => (record ? pick(record) : null)),
        ofSide.length,
      );
    return {
      fcp: figure((record) => record.firstPaintMs),
      lcp: figure((record) => record.largestPaintMs),
      hydrated: figure((record) => record.hydratedMs),
    };
  });
  const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
  return [
    row(route, 'FCP', a.fcp, b.fcp),
    row(route, 'LCP', a.lcp, b.lcp),
    row(route, 'hydrated', a.hydrated, b.hydrated),
  ];
}

/** The tap came after the app was live: not a tap before hydration, whatever the harness aimed at. */
const tappedLate = (load: AbTapLoad) =>
  load.record?.actionMs != null &&
  load.record.hydratedMs !== null &&
  load.record.actionMs > load.record.hydratedMs;

/** A tap at first paint that came after the app was live, or a tap meant for a live app that came before. */
const tappedAtAnotherMoment = (load: AbTapLoad, moment: TapMoment) =>
  moment === 'hydrated'
    ? load.record?.actionMs != null &&
      (load.record.hydratedMs === null || load.record.actionMs < load.record.hydratedMs)
    : tappedLate(load);

/**
 * For the ok loads tapped at their moment: tap→effect; for a control the page runs by itself (a chip, the
 * sort) and for any tap once hydrated, tap→drawn too, to the end of the main thread's work on the first frame
 * that draws the effect whole (its style, layout and paint, which tap→effect stops short of, and for the
 * shop's grid the content of every card in view: tap-controls.ts); for taps at first paint of a control
 * whose tap is replayed, paint→effect too, the time a tap made exactly at the first paint would wait (the
 * effect of a replayed tap waits for hydration, not for the tap, so it does not depend on how late after the
 * paint the harness's tap landed), and hydration in the tapped loads. A lost or doubled tap on a side
 * replaces its figures.
 */
function tapRows({
  route,
  kind,
  runBy = 'replay',
  moment = 'first paint',
  loads,
}: AbTapMeasure): AbRow[] {
  const figures = SIDES.map((side) => {
    const runs = loads.filter((load) => load.side === side);
    const { outcome, counts } = summarizeRuns(runs);
    const failure =
      outcome === 'ok' ? null : `${outcome.toUpperCase()} ${counts[outcome]}/${runs.length}`;
    const counted = runs
      .filter((run) => run.outcome === 'ok' && !tappedAtAnotherMoment(run, moment))
      .map((run) => run.record!);
    const between = (
      from: (record: ProbeRecord) => number | null,
      to: (record: ProbeRecord) => number | null,
    ) =>
      sideFigure(
        counted.map((record) => {
          const [start, end] = [from(record), to(record)];
          return end === null || start === null ? null : end - start;
        }),
        runs.length,
        failure,
      );
    const tap = (record: ProbeRecord) => record.actionMs;
    const effect = (record: ProbeRecord) => record.effectMs;
    return {
      tapToEffect: between(tap, effect),
      // Reports written before the probe recorded it have no effectDrawnMs.
      tapToDrawn: between(tap, (record) => record.effectDrawnMs ?? null),
      paintToEffect: between((record) => record.firstPaintMs, effect),
      hydrated: sideFigure(
        runs.map((run) => run.record?.hydratedMs),
        runs.length,
      ),
    };
  });
  const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
  if (moment === 'hydrated')
    return [
      row(route, `${kind} tap→effect, hydrated`, a.tapToEffect, b.tapToEffect),
      row(route, `${kind} tap→drawn, hydrated`, a.tapToDrawn, b.tapToDrawn),
    ];
  if (runBy === 'platform')
    return [
      row(route, `${kind} tap→effect`, a.tapToEffect, b.tapToEffect),
      row(route, `${kind} tap→drawn`, a.tapToDrawn, b.tapToDrawn),
    ];
  return [
    row(route, `${kind} tap→effect`, a.tapToEffect, b.tapToEffect),
    row(route, `${kind} paint→effect`, a.paintToEffect, b.paintToEffect),
    row(route, `${kind} hydrated`, a.hydrated, b.hydrated),
  ];
}

/** Every row, route by route: its paints and hydration, then each tapped control on it. */
export function abRows(results: Pick<AbResults, 'routes' | 'views' | 'taps'>): AbRow[] {
  return results.routes.flatMap((route) => [
    ...results.views.filter((view) => view.route === route).flatMap(viewRows),
    ...results.taps.filter((tap) => tap.route === route).flatMap(tapRows),
  ]);
}

/** A side's median, or its failure; with the count when some loads gave nothing. */
function medianCell(figure: SideFigure): string {
  if (figure.failure) return figure.failure;
  const partial = figure.count < figure.of ? ` (${figure.count}/${figure.of})` : '';
  return ms(figure.median) + partial;
}

const rangeCell = (figure: SideFigure) =>
  figure.min === null || figure.max === null ? NONE : `${ms(figure.min)}–${ms(figure.max)}`;

const AB_COLUMNS = [
  'route',
  'measure',
  'A ms',
  'A range',
  'B ms',
  'B range',
  'B/A',
  'B faster',
  'p',
] as const;

export function abTableRows(rows: readonly AbRow[]): string[][] {
  return rows.map(({ route, measure, a, b, ratio, bFaster, p }) => [
    route,
    measure,
    medianCell(a),
    rangeCell(a),
    medianCell(b),
    rangeCell(b),
    ratio === null ? NONE : ratio.toFixed(2),
    bFaster === null ? NONE : `${Math.round(bFaster * 100)}%`,
    p === null ? NONE : p.toFixed(p < 0.01 ? 3 : 2),
  ]);
}

function buildNote(side: AbSide, info: AbSideInfo): string {
  if (info.buildMs !== undefined) return `${side} built in ${seconds(info.buildMs)}`;
  return `${side} reused ${info.reused ?? 'an earlier build'}`;
}

/** Each load that gave no figure, and why: a failed tap, a tap after hydration, a page that never settled. */
export function abProblems(results: Pick<AbResults, 'views' | 'taps'>): string[] {
  const views = results.views.flatMap(({ route, loads }) =>
    loads
      .filter((load) => load.error)
      .map((load) => `${route} (${load.side}), run ${load.run}: ${load.error}`),
  );
  const taps = results.taps.flatMap(({ route, kind, moment = 'first paint', loads }) =>
    loads.flatMap((load) => {
      const where = `${route} ${kind} at ${moment} (${load.side}), run ${load.run}`;
      if (load.outcome !== 'ok')
        return [
          `${where}: ${load.outcome}` +
            (load.reason ? ` (${[load.reason, ...load.pageErrors].join('; ')})` : ''),
        ];
      const { actionMs, hydratedMs } = load.record!;
      if (!tappedAtAnotherMoment(load, moment)) return [];
      return [
        `${where}: tapped at ${ms(actionMs)} ms, ${moment === 'hydrated' ? 'before' : 'after'} hydration at ${ms(hydratedMs)} ms`,
      ];
    }),
  );
  return [...views, ...taps];
}

/** A load's faces as one name: "Fraunces SemiBold + Nunito ExtraLight". */
export const facesName = (faces: string[] | null): string =>
  faces === null ? 'did not settle' : faces.length ? faces.join(' + ') : 'no text';

/**
 * For each route and side, the faces that drew the heading and first paragraph and in how many loads:
 * "/shop (B): Fraunces SemiBold + Nunito ExtraLight 10/10". A first view in the fallback faces is a
 * regression whatever it does to the paints.
 */
export function abFaces(results: Pick<AbResults, 'views'>): string[] {
  return results.views.flatMap(({ route, loads }) =>
    SIDES.map((side) => {
      const ofSide = loads.filter((load) => load.side === side);
      const counts = new Map<string, number>();
      for (const load of ofSide) {
        const name = facesName(load.faces);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      const sets = [...counts].map(([name, count]) => `${name} ${count}/${ofSide.length}`);
      return `${route} (${side}): ${sets.join('; ')}`;
    }),
  );
}

/** The whole A/B run as one Markdown section. */
export function abMarkdown(results: AbResults): string {
  const { sides, profile } = results;
  const problems = abProblems(results);
  return [
    '### First view A/B',
    `A: ${sides.A.label}. B: ${sides.B.label}. ` +
      `${buildNote('A', sides.A)}; ${buildNote('B', sides.B)}.`,
    markdownTable(AB_COLUMNS, abTableRows(abRows(results)), 2),
    `Medians of ${results.runs} cold loads per side in ms since navigation start, the sides taking turns ` +
      `(A B, B A, …); range: fastest–slowest load; B/A under 1: ${sides.B.shortName ?? 'the working tree'} is faster; B faster: ` +
      `the share of pairs of one A and one B load in which B was faster (about 50% when the sides do not ` +
      `differ); p: Mann–Whitney, two-sided (under 0.05: a difference these loads can tell). Phone profile: ` +
      `${phoneProfileText(profile)}. FCP, LCP and ` +
      `hydrated from untouched loads; each control tapped at first paint in loads of its own, counted when ` +
      `the tap came before hydration (", hydrated": tapped once the app was live); paint→effect: from the ` +
      `first paint, what a tap at the paint waits. ` +
      `The loads took ${minutes(results.ms)}.`,
    'Faces that drew the heading and first paragraph of the untouched loads (the brand’s: Fraunces, Nunito):',
    abFaces(results)
      .map((line) => `- ${line}`)
      .join('\n'),
    ...(problems.length
      ? ['Loads not counted:', problems.map((problem) => `- ${problem}`).join('\n')]
      : []),
  ].join('\n\n');
}
