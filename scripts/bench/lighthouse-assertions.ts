/**
 * The Lighthouse budgets (budgets.ts) as Lighthouse CI configuration, and LHCI's verdicts back as the bench's
 * miss sentences. Pure: scripts/bench/lighthouse-ci.ts writes the configuration and runs `lhci`.
 *
 * Every route gets its own assertions, matched by its exact URL, judged on the median run (LHCI's
 * `median-run`: the run nearest the median FCP and TTI, the same run whose figures the tables show).
 * Other URLs (the framework floor) are measured and never asserted.
 */
import {
  AUDITS_FAILED_BY_DESIGN,
  CLS_MAX,
  LCP_MAX_MS,
  LIGHTHOUSE_CATEGORIES_AT_100,
  NOT_FOUND_CONSOLE_LINE,
  type ScoredCategory,
} from './budgets';

/** A Lighthouse CI assertion: level and options (https://github.com/GoogleChrome/lighthouse-ci, assertions). */
export type Assertion = ['error', { minScore: number } | { maxNumericValue: number }];

/** The audits that count towards each category's score (weight > 0), from Lighthouse's default config. */
export type CategoryAudits = Readonly<Record<ScoredCategory, readonly string[]>>;

export interface AssertedRoute {
  route: string;
  url: string;
}

/** How LHCI collects: `chromePath` undefined lets it find a browser; it adds `--headless=new` to the flags. */
export interface CollectSettings {
  runs: number;
  chromePath: string | undefined;
  chromeFlags: readonly string[];
  /** The file holding lighthouseConfig(). */
  lighthouseConfigPath: string;
  /** Where `lhci upload` writes every run's report and a manifest.json. */
  reportsDir: string;
}

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

/** A pattern that matches exactly `url` (LHCI tests `matchingUrlPattern` against each run's final URL). */
export function exactUrlPattern(url: string): string {
  return `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/** The contents of the bench's lighthouserc.json: collect settings, one assertion set per route, upload. */
export function lighthouseCiConfig(
  routes: readonly AssertedRoute[],
  settings: CollectSettings,
  categoryAudits: CategoryAudits,
) {
  return {
    ci: {
      collect: {
        numberOfRuns: settings.runs,
        ...(settings.chromePath ? { chromePath: settings.chromePath } : {}),
        settings: {
          chromeFlags: settings.chromeFlags.join(' '),
          configPath: settings.lighthouseConfigPath,
        },
      },
      assert: {
        assertMatrix: routes.map(({ route, url }) => ({
          matchingUrlPattern: exactUrlPattern(url),
          aggregationMethod: 'median-run',
          assertions: routeAssertions(route, categoryAudits),
        })),
      },
      upload: { target: 'filesystem', outputDir: settings.reportsDir },
    },
  };
}

/**
 * Lighthouse's own config: its defaults (mobile, simulated throttling), with `errors-in-console` told to
 * ignore the not-found page's console line (which no LHCI assertion can single out) beside the line
 * Lighthouse ignores by default.
 */
export function lighthouseConfig() {
  return {
    extends: 'lighthouse:default',
    audits: [
      {
        path: 'errors-in-console',
        options: { ignoredPatterns: ['ERR_BLOCKED_BY_CLIENT.Inspector', NOT_FOUND_CONSOLE_LINE] },
      },
    ],
  };
}

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

/** The assertion's key as written in the configuration: `categories:seo`, `largest-contentful-paint`. */
export function assertionKey(result: Pick<AssertionResult, 'auditId' | 'auditProperty'>): string {
  return result.auditProperty ? `${result.auditId}:${result.auditProperty}` : result.auditId;
}

const shown = (value: number) =>
  Math.abs(value) >= 10 ? String(Math.round(value)) : String(Number(value.toFixed(3)));

/** A sentence per missed budget, naming the route, the figure and the budget. */
export function assertionMisses(
  results: readonly AssertionResult[],
  routeOf: (url: string) => string,
): string[] {
  return results
    .filter((result) => !result.passed && result.level === 'error')
    .map(
      (result) =>
        `${routeOf(result.url)}: Lighthouse ${assertionKey(result)} ${shown(result.actual)}, ` +
        `budget ${result.operator} ${shown(result.expected)}` +
        (result.auditTitle ? ` (${result.auditTitle})` : ''),
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
