/**
 * @jest-environment node
 *
 * The Lighthouse budgets as Lighthouse CI assertions, judged by LHCI's own assertion engine on made-up
 * Lighthouse results: what each route may and may not fail, and the sentences the bench prints.
 */
import { CLS_MAX, LCP_MAX_MS } from '@/scripts/bench/budgets';
import {
  LIGHTHOUSE_CONFIG,
  assertMatrix,
  assertionMisses,
  missedColumns,
  routeAssertions,
  type AssertionResult,
  type CategoryAudits,
} from '@/scripts/bench/lighthouse-assertions';
// LHCI's assertion engine, the code `lhci assert` runs.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults(options: unknown, lhrs: unknown[]): AssertionResult[];
};

const ORIGIN = 'http://localhost:3300';
const AUDITS: CategoryAudits = {
  accessibility: ['color-contrast', 'image-alt'],
  'best-practices': ['errors-in-console'],
  seo: ['is-crawlable', 'document-title', 'image-alt'],
};

/** A Lighthouse result in which every audit passes, but for `failing` (score 0), with the given metrics. */
function lhr(
  url: string,
  { failing = [] as string[], lcpMs = 1200, cls = 0, fetchTime = '2026-01-01T00:00:00Z' } = {},
) {
  const ids = new Set(Object.values(AUDITS).flat());
  const audits: Record<string, { score: number; numericValue?: number }> = {};
  for (const id of ids) audits[id] = { score: failing.includes(id) ? 0 : 1 };
  audits['largest-contentful-paint'] = { score: 1, numericValue: lcpMs };
  audits['cumulative-layout-shift'] = { score: 1, numericValue: cls };
  const score = (category: keyof CategoryAudits) =>
    AUDITS[category].some((id) => failing.includes(id)) ? 0.69 : 1;
  return {
    requestedUrl: url,
    finalUrl: url,
    fetchTime,
    audits,
    categories: {
      accessibility: { score: score('accessibility') },
      'best-practices': { score: score('best-practices') },
      seo: { score: score('seo') },
    },
  };
}

/** The failed assertions LHCI reports for these runs of these routes. */
function judge(routes: string[], lhrs: unknown[]): AssertionResult[] {
  const matrix = assertMatrix(
    routes.map((route) => ({ route, url: ORIGIN + route })),
    AUDITS,
  );
  return getAllAssertionResults({ assertMatrix: matrix }, lhrs);
}

describe('routeAssertions', () => {
  it('holds every route to 100 in accessibility, best practices and SEO, and to the LCP and CLS limits', () => {
    expect(routeAssertions('/about', AUDITS)).toEqual({
      'categories:accessibility': ['error', { minScore: 1 }],
      'categories:best-practices': ['error', { minScore: 1 }],
      'categories:seo': ['error', { minScore: 1 }],
      'largest-contentful-paint': ['error', { maxNumericValue: LCP_MAX_MS }],
      'cumulative-layout-shift': ['error', { maxNumericValue: CLS_MAX }],
    });
  });

  it('on the noindex pages, asserts each SEO audit but is-crawlable in place of the SEO score', () => {
    for (const route of ['/cart', '/404']) {
      const assertions = routeAssertions(route, AUDITS);
      expect(assertions['categories:seo']).toBeUndefined();
      expect(assertions['is-crawlable']).toBeUndefined();
      expect(assertions['document-title']).toEqual(['error', { minScore: 1 }]);
      expect(assertions['image-alt']).toEqual(['error', { minScore: 1 }]);
      expect(assertions['categories:best-practices']).toEqual(['error', { minScore: 1 }]);
    }
  });
});

describe('the assertions, judged by LHCI', () => {
  it('passes routes within every budget, judged on the median run', () => {
    const url = `${ORIGIN}/about`;
    expect(
      judge(['/about'], [lhr(url), lhr(url, { lcpMs: 9000 }), lhr(url, { lcpMs: 1300 })]),
    ).toEqual([]);
  });

  it('fails a route on a lower category score, LCP or CLS, naming the route', () => {
    const url = `${ORIGIN}/about`;
    const results = judge(
      ['/about'],
      [lhr(url, { failing: ['color-contrast'], lcpMs: 1600, cls: 0.02 })],
    );
    expect(assertionMisses(results, '/about').sort()).toEqual([
      '/about: Lighthouse categories:accessibility 0.69, budget >= 1',
      `/about: Lighthouse cumulative-layout-shift 0.02, budget <= ${CLS_MAX}`,
      `/about: Lighthouse largest-contentful-paint 1600, budget <= ${LCP_MAX_MS}`,
    ]);
    expect(missedColumns(results, AUDITS).sort()).toEqual([
      'accessibility',
      'cumulative-layout-shift',
      'largest-contentful-paint',
    ]);
  });

  it('lets the cart and the not-found page fail is-crawlable, and nothing else', () => {
    const cart = `${ORIGIN}/cart`;
    const notFound = `${ORIGIN}/404`;
    const routes = ['/cart', '/404', '/about'];
    expect(
      judge(routes, [
        lhr(cart, { failing: ['is-crawlable'] }),
        lhr(notFound, { failing: ['is-crawlable'] }),
      ]),
    ).toEqual([]);

    const results = judge(routes, [lhr(cart, { failing: ['is-crawlable', 'document-title'] })]);
    expect(results.map((result) => [result.url, result.auditId])).toEqual([
      [cart, 'document-title'],
    ]);
    expect(missedColumns(results, AUDITS)).toEqual(['document-title', 'seo']);

    // Any other page gets no such allowance.
    expect(
      judge(routes, [lhr(`${ORIGIN}/about`, { failing: ['is-crawlable'] })]).map(
        (result) => `${result.auditId}:${result.auditProperty}`,
      ),
    ).toEqual(['categories:seo']);
  });

  it('asserts each route on its own URL only (not /products/x for /, not the floor)', () => {
    const results = judge(
      ['/'],
      [
        lhr(`${ORIGIN}/products/milk-bar`, { lcpMs: 9000 }),
        lhr('http://localhost:3301/', { lcpMs: 9000 }),
      ],
    );
    expect(results).toEqual([]);
  });
});

it("has Lighthouse's errors-in-console ignore the not-found page's line besides its default", () => {
  expect(LIGHTHOUSE_CONFIG.audits[0]?.options.ignoredPatterns).toEqual([
    'ERR_BLOCKED_BY_CLIENT.Inspector',
    '404 Error: User attempted to access non-existent route:',
  ]);
});
