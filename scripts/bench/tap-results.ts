/**
 * The tap measure's results as data: each load's outcome, the medians over the runs, and the tap targets
 * (budgets.ts) they miss (for our build; the plain build is the comparison, no target applies to it).
 * Pure functions, tested in tests/unit/bench-taps.test.ts.
 */
import { PLATFORM_TAP_MAX_MS, REPLAY_AFTER_HYDRATION_MAX_MS } from './budgets';
import type { RunBy, TapKind } from './tap-controls';
import type { PHONE_PROFILE, TapObservation } from './tap-meter';
import type { ProbeTiming } from './tap-probe';

/**
 * ok: the effect showed once and stayed. lost: it never showed, or hydration undid it. twice: it ran twice.
 * n/a: the control was not in the page at first paint. error: the harness could not measure it (or the
 * control table's effect check is wrong).
 */
export type TapOutcome = 'ok' | 'lost' | 'twice' | 'n/a' | 'error';

/** Which build a measure is of: ours (pages rewritten by scripts/hydration), or plain `next build` output. */
export type TapBuild = 'ours' | 'plain';
export const TAP_BUILDS: readonly TapBuild[] = ['ours', 'plain'];

export interface TapRun extends TapObservation {
  outcome: TapOutcome;
  /** Why the run is not ok, in words. */
  reason: string | null;
}

export interface TapSummary {
  outcome: TapOutcome;
  runs: number;
  /** Runs per outcome. */
  counts: Record<TapOutcome, number>;
  /** Medians over the runs that recorded them, ms in the page's clock (null: none did). */
  firstPaintMs: number | null;
  tapMs: number | null;
  hydratedMs: number | null;
  /** Medians over the ok runs. */
  tapToEffectMs: number | null;
  hydratedToEffectMs: number | null;
  /** Runs in which the tap came after hydration: not a tap at first paint. */
  tapsAfterHydration: number;
}

export interface TapMeasure {
  route: string;
  kind: TapKind;
  runBy: RunBy;
  build: TapBuild;
  runs: TapRun[];
  summary: TapSummary;
}

/** What one load's observation means, and why when it is not ok. */
export function classifyRun(observation: TapObservation): Pick<TapRun, 'outcome' | 'reason'> {
  const { present, record, error } = observation;
  if (!present) return { outcome: 'n/a', reason: 'not in the page at first paint' };
  if (error) return { outcome: 'error', reason: error };
  if (!record || record.actionMs === null) return { outcome: 'error', reason: 'no tap recorded' };
  if (record.actionOnTarget === false) {
    return { outcome: 'error', reason: 'the tap landed on another element' };
  }
  if (record.checkError) return { outcome: 'error', reason: `effect check: ${record.checkError}` };
  if (record.stateAtAction !== 'none') {
    return { outcome: 'error', reason: 'the effect check passed before the tap' };
  }
  if (record.twiceMs !== null || record.finalState === 'twice') {
    return { outcome: 'twice', reason: 'the effect happened twice' };
  }
  if (record.effectMs === null) return { outcome: 'lost', reason: 'no effect' };
  if (record.finalState !== 'done') {
    return { outcome: 'lost', reason: 'the effect showed, then was undone' };
  }
  return { outcome: 'ok', reason: null };
}

/** The worst outcome over the runs decides: error, lost, twice, n/a, ok. */
const OUTCOME_ORDER: readonly TapOutcome[] = ['error', 'lost', 'twice', 'n/a', 'ok'];

/** The middle one of the known values (the mean of the two middle ones for an even count), or null. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const middle = Math.floor(known.length / 2);
  if (!known.length) return null;
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

export function summarizeRuns(runs: readonly TapRun[]): TapSummary {
  const counts: Record<TapOutcome, number> = { ok: 0, lost: 0, twice: 0, 'n/a': 0, error: 0 };
  for (const run of runs) counts[run.outcome] += 1;
  const records = runs.map((run) => run.record);
  const ok = runs.filter((run) => run.outcome === 'ok').map((run) => run.record!);
  return {
    outcome: OUTCOME_ORDER.find((outcome) => counts[outcome] > 0) ?? 'error',
    runs: runs.length,
    counts,
    firstPaintMs: median(records.map((record) => record?.firstPaintMs)),
    tapMs: median(records.map((record) => record?.actionMs)),
    hydratedMs: median(records.map((record) => record?.hydratedMs)),
    tapToEffectMs: median(ok.map((record) => record.effectMs! - record.actionMs!)),
    hydratedToEffectMs: median(
      ok.map((record) =>
        record.hydratedMs === null ? null : record.effectMs! - record.hydratedMs,
      ),
    ),
    tapsAfterHydration: records.filter(
      (record) =>
        record?.actionMs != null &&
        record.hydratedMs !== null &&
        record.actionMs > record.hydratedMs,
    ).length,
  };
}

/** The target a measure misses, in words, or null. Applies to our build only. */
export function tapMiss(measure: TapMeasure): string | null {
  const { summary, route, kind, build } = measure;
  if (build !== 'ours') return null;
  const where = `${route}: tap ${kind}`;
  const failed = (outcome: TapOutcome) => `${summary.counts[outcome]} of ${summary.runs} runs`;
  const firstReason = (outcome: TapOutcome) =>
    measure.runs.find((run) => run.outcome === outcome)?.reason;
  switch (summary.outcome) {
    case 'error':
      return `${where} could not be measured in ${failed('error')} (${firstReason('error')})`;
    case 'lost':
      return `${where} lost in ${failed('lost')} (${firstReason('lost')})`;
    case 'twice':
      return `${where} ran twice in ${failed('twice')}`;
    case 'n/a':
      return null;
    case 'ok':
      if (measure.runBy === 'platform') {
        return summary.tapToEffectMs !== null && summary.tapToEffectMs > PLATFORM_TAP_MAX_MS
          ? `${where}: effect ${Math.round(summary.tapToEffectMs)} ms after the tap > ${PLATFORM_TAP_MAX_MS} ms`
          : null;
      }
      return summary.hydratedToEffectMs !== null &&
        summary.hydratedToEffectMs > REPLAY_AFTER_HYDRATION_MAX_MS
        ? `${where}: effect ${Math.round(summary.hydratedToEffectMs)} ms after hydration > ${REPLAY_AFTER_HYDRATION_MAX_MS} ms`
        : null;
  }
}

export function tapMisses(measures: readonly TapMeasure[]): string[] {
  return measures.map(tapMiss).filter((miss): miss is string => miss !== null);
}

/** Measures worth a look that miss no target: a control absent at first paint, a tap after hydration. */
export function tapWarnings(measures: readonly TapMeasure[]): string[] {
  const notes: string[] = [];
  for (const { route, kind, build, summary } of measures) {
    if (summary.counts['n/a'] > 0) {
      notes.push(`${route}: tap ${kind} (${build} build) is not in the page at first paint`);
    }
    if (summary.tapsAfterHydration > 0) {
      notes.push(
        `${route}: tap ${kind} (${build} build) landed after hydration in ${summary.tapsAfterHydration} of ` +
          `${summary.runs} runs: those runs do not test a tap at first paint`,
      );
    }
  }
  return notes;
}

/** The whole tap measure of a bench run. */
export interface TapResults {
  /** The throttling profile and the probe's windows it ran with. */
  profile: typeof PHONE_PROFILE;
  probe: ProbeTiming;
  routes: string[];
  runs: number;
  measures: TapMeasure[];
  /** How long the measure took, wall clock. */
  ms: number;
}
