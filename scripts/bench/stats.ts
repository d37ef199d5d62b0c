/**
 * Lighthouse results as data and their medians (Lighthouse scores move by about a point between runs).
 * Kept apart from lighthouse.ts so tests can use it without loading Lighthouse.
 */
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './budgets';

export interface LighthouseRun {
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points, per category: `id (score)`. */
  failedAudits: Record<LighthouseCategory, string[]>;
  /** The console errors Lighthouse reported (its errors-in-console audit). */
  consoleErrors: string[];
}

export interface LighthouseSummary extends LighthouseRun {
  runs: LighthouseRun[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of each score and metric over the runs; failed audits from a run scoring the median (else the
 * first run); console errors from every run.
 */
export function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [
      category,
      median(runs.map((run) => run.scores[category])),
    ]),
  ) as Record<LighthouseCategory, number>;
  const failedAudits = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => {
      const representative =
        runs.find((run) => run.scores[category] === scores[category]) ?? runs[0];
      return [category, representative?.failedAudits[category] ?? []];
    }),
  ) as Record<LighthouseCategory, string[]>;
  return {
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits,
    consoleErrors: [...new Set(runs.flatMap((run) => run.consoleErrors))],
    runs: [...runs],
  };
}
