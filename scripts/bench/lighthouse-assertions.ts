/**
 * The Lighthouse budgets (budgets.ts) as Lighthouse CI configuration, and LHCI's verdicts back as the bench's
 * miss sentences. Pure: scripts/bench/lighthouse-ci.ts writes the configuration and runs `lhci`.
 *
 * Every route gets its own assertions, matched by its exact URL, judged on the median run (LHCI's
 * `median-run`: the run nearest the median FCP and TTI, the same run whose figures the tables show).
 * Other URLs (the framework floor) are measured and never asserted.
 */
import { NOT_FOUND_LOG_PREFIX } from '../../data/not-found';
import {
  AUDITS_FAILED_BY_DESIGN,
  CLS_MAX,
  LCP_MAX_MS,
  LIGHTHOUSE_CATEGORIES_AT_100,
  type ScoredCategory,
} from './budgets';

/** A Lighthouse CI assertion: level and options (https://github.com/GoogleChrome/lighthouse-ci, assertions). */
export type Assertion = ['error', { minScore: number } | { maxNumericValue: number }];

/** The audits that count towards each category's score (weight > 0), from Lighthouse's default config. */
export type CategoryAudits = Readonly<Record<ScoredCategory, readonly string[]>>;

/**
 * A route's assertions: each category of LIGHTHOUSE_CATEGORIES_AT_100 scores 100, or, where the route fails
 * an audit of it by design, every other audit of the category passes; LCP and CLS within their limits.
 */
export function routeAssertions(
  route: string,
  categoryAudits: CategoryAudits,
): Record<string, Assertion> {
  const byDesign = AUDITS_FAILED_BY_DESIGN[route] ?? [];
  const assertions: Record<string, Assertion> = {};
  for (const category of LIGHTHOUSE_CATEGORIES_AT_100) {
    const audits = categoryAudits[category];
    if (!audits.some((audit) => byDesign.includes(audit))) {
      assertions[`categories:${category}`] = ['error', { minScore: 1 }];
      continue;
    }
    for (const audit of audits) {
      if (!byDesign.includes(audit)) assertions[audit] = ['error', { minScore: 1 }];
    }
  }
  assertions['largest-contentful-paint'] = ['error', { maxNumericValue: LCP_MAX_MS }];
  assertions['cumulative-layout-shift'] = ['error', { maxNumericValue: CLS_MAX }];
  return assertions;
}

/** LHCI's `assert` section: one assertion set per route, matched by its exact URL. */
export function assertMatrix(
  routes: readonly { route: string; url: string }[],
  categoryAudits: CategoryAudits,
) {
  return routes.map(({ route, url }) => ({
    matchingUrlPattern: `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    aggregationMethod: 'median-run',
    assertions: routeAssertions(route, categoryAudits),
  }));
}

/**
 * Lighthouse's own config: its defaults (mobile, simulated throttling), with `errors-in-console` told to
 * ignore the line the not-found page logs (which no LHCI assertion can single out) beside the line
 * Lighthouse ignores by default. Only that line: any other console error still fails best practices.
 */
export const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'errors-in-console',
      options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', NOT_FOUND_LOG_PREFIX] },
    },
  ],
};

/** One entry of LHCI's .lighthouseci/assertion-results.json (failed assertions only, by default). */
export interface AssertionResult {
  url: string;
  auditId: string;
  /** `seo` in `categories:seo`. */
  auditProperty?: string;
  operator: string;
  expected: number;
  actual: number;
  level: 'error' | 'warn' | 'off';
  passed: boolean;
  auditTitle?: string;
}

const shown = (value: number) =>
  Math.abs(value) >= 10 ? String(Math.round(value)) : String(Number(value.toFixed(3)));

/** A sentence per missed budget, naming the route, the figure and the budget. */
export function assertionMisses(results: readonly AssertionResult[], route: string): string[] {
  return results
    .filter((result) => !result.passed && result.level === 'error')
    .map(
      ({ auditId, auditProperty, actual, operator, expected, auditTitle }) =>
        `${route}: Lighthouse ${auditProperty ? `${auditId}:${auditProperty}` : auditId} ` +
        `${shown(actual)}, budget ${operator} ${shown(expected)}` +
        (auditTitle ? ` (${auditTitle})` : ''),
    );
}

/**
 * What a route's missed assertions are about, as the table's column keys: the category (for its own
 * assertion and for each of its audits) or the metric's audit id.
 */
export function missedColumns(
  results: readonly AssertionResult[],
  categoryAudits: CategoryAudits,
): string[] {
  const columns = new Set<string>();
  for (const result of results) {
    if (result.passed || result.level !== 'error') continue;
    columns.add(result.auditProperty ?? result.auditId);
    for (const category of LIGHTHOUSE_CATEGORIES_AT_100) {
      if (categoryAudits[category].includes(result.auditId)) columns.add(category);
    }
  }
  return [...columns];
}
