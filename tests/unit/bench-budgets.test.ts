/** @jest-environment node */
import {
  FRAMEWORK_FLOOR_JS_GZIP_BYTES,
  KIB,
  jsBudgetBytes,
  routeKind,
} from '@/scripts/bench/budgets';
import {
  budgetMisses,
  warnings,
  type BenchResults,
  type RouteResult,
} from '@/scripts/bench/evaluate';
import { allRoutes, htmlFileFor, visitPath } from '@/scripts/bench/routes';
import { median, summarize, type LighthouseRun } from '@/scripts/bench/stats';

const FLOOR = 100_000;

function lighthouseRun(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1200,
    tbtMs: 20,
    cls: 0,
    failedAudits: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
    consoleErrors: [],
    ...overrides,
  };
}

function routeResult(
  route: string,
  jsBytes: number,
  extra: Partial<RouteResult> = {},
): RouteResult {
  return {
    route,
    kind: routeKind(route),
    js: {
      route,
      scripts: [{ url: '/_next/static/chunks/a.js', rawBytes: jsBytes * 3, gzipBytes: jsBytes }],
      gzipBytes: jsBytes,
      rawBytes: jsBytes * 3,
      backendClientScripts: [],
      missingFiles: [],
      budgetBytes: jsBudgetBytes(route, FLOOR),
    },
    staticFirstView: {
      route,
      htmlBytes: 1,
      cssBytes: 1,
      jsBytes,
      fontBytes: 1,
      imageBytes: 1,
      total: jsBytes + 4,
      missingFiles: [],
    },
    ...extra,
  };
}

function results(routes: RouteResult[], buildMs = 30_000): BenchResults {
  return {
    buildMs,
    floor: { gzipBytes: FLOOR, rawBytes: 0, scripts: [], buildMs: 1, source: 'built' },
    routes,
  };
}

describe('budgets', () => {
  it('gives content pages 8 KiB, the shop 15 KiB and product pages 25 KiB over the floor', () => {
    expect(jsBudgetBytes('/about', FLOOR)).toBe(FLOOR + 8 * KIB);
    expect(jsBudgetBytes('/404', FLOOR)).toBe(FLOOR + 8 * KIB);
    expect(jsBudgetBytes('/shop', FLOOR)).toBe(FLOOR + 15 * KIB);
    expect(jsBudgetBytes('/products/milk-bar', FLOOR)).toBe(FLOOR + 25 * KIB);
    expect(jsBudgetBytes('/')).toBe(FRAMEWORK_FLOOR_JS_GZIP_BYTES + 8 * KIB);
  });

  it('lists the 33 routes, each with its exported file', () => {
    const routes = allRoutes();
    expect(routes).toHaveLength(33);
    expect(routes.filter((route) => route.startsWith('/products/'))).toHaveLength(26);
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/products/milk-bar')).toBe('products/milk-bar.html');
    expect(htmlFileFor('/404')).toBe('404.html');
    expect(visitPath('/404')).not.toBe('/404');
  });
});

describe('budgetMisses', () => {
  it('passes results inside every budget', () => {
    expect(budgetMisses(results([routeResult('/', FLOOR + 8 * KIB)]))).toEqual([]);
  });

  it('names the route, the figure and the budget of a JS miss', () => {
    const [miss, ...rest] = budgetMisses(results([routeResult('/shop', FLOOR + 16 * KIB)]));
    expect(rest).toEqual([]);
    expect(miss).toMatch(/^\/shop: JS 113\.7 KiB > budget 112\.7 KiB .*over by 1\.0 KiB/);
  });

  it('flags the backend client, missing files, a slow build and a heavy product page', () => {
    const product = routeResult('/products/milk-bar', FLOOR, {
      firstView: {
        route: '/products/milk-bar',
        status: 200,
        total: 300_001,
        byKind: { html: 0, css: 0, js: 0, font: 0, image: 0, prefetch: 0, other: 0 },
        requests: 1,
        pageScripts: ['/_next/static/chunks/a.js'],
        prefetchedScripts: [],
        files: [],
      },
    });
    product.js.backendClientScripts = ['/_next/static/chunks/a.js'];
    product.staticFirstView.missingFiles = ['/images/x.webp'];
    const misses = budgetMisses(results([product], 61_000));
    expect(misses).toEqual([
      'clean build: 61.0 s > 60 s',
      expect.stringContaining(
        '/products/milk-bar: the backend client (supabase-js) is in first-load JS',
      ),
      '/products/milk-bar: references files missing from out/: /images/x.webp',
      '/products/milk-bar: first view 300.0 KB > 300.0 KB transferred',
    ]);
  });

  it('checks every Lighthouse score and metric', () => {
    const summary = summarize([
      lighthouseRun({
        scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
        lcpMs: 1600,
        tbtMs: 70,
        cls: 0.02,
        failedAudits: {
          performance: ['largest-contentful-paint (0.9)'],
          accessibility: [],
          'best-practices': [],
          seo: [],
        },
      }),
    ]);
    expect(budgetMisses(results([routeResult('/', FLOOR, { lighthouse: summary })]))).toEqual([
      '/: Lighthouse performance 97 < 100 (largest-contentful-paint (0.9))',
      '/: LCP 1600 ms > 1500 ms',
      '/: TBT 70 ms > 60 ms',
      '/: CLS 0.020 > 0.01',
    ]);
  });

  it('lets the not-found page fail only what a noindex page logging its path fails by design', () => {
    const byDesign = lighthouseRun({
      scores: { performance: 100, accessibility: 100, 'best-practices': 96, seo: 69 },
      failedAudits: {
        performance: [],
        accessibility: [],
        'best-practices': ['errors-in-console (0)'],
        seo: ['is-crawlable (0)'],
      },
      consoleErrors: [
        '404 Error: User attempted to access non-existent route: /404',
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ],
    });
    const notFound = (run: LighthouseRun) =>
      budgetMisses(results([routeResult('/404', FLOOR, { lighthouse: summarize([run]) })]));
    expect(notFound(byDesign)).toEqual([]);

    // Another console error, or another failed SEO audit, is a miss.
    expect(
      notFound({
        ...byDesign,
        consoleErrors: [...byDesign.consoleErrors, 'TypeError: x is undefined'],
      }),
    ).toEqual([
      expect.stringMatching(/^\/404: Lighthouse best-practices 96 < 100 beyond .*TypeError/),
    ]);
    expect(
      notFound({
        ...byDesign,
        failedAudits: { ...byDesign.failedAudits, seo: ['is-crawlable (0)', 'document-title (0)'] },
      }),
    ).toEqual([
      expect.stringMatching(/^\/404: Lighthouse seo 69 < 100 beyond .*\(document-title \(0\)/),
    ]);

    // Any other page gets no such allowance.
    expect(
      budgetMisses(results([routeResult('/about', FLOOR, { lighthouse: summarize([byDesign]) })])),
    ).toHaveLength(2);
  });

  it('lets the cart fail is-crawlable (it is noindex) and nothing else', () => {
    const cart = (run: LighthouseRun) =>
      budgetMisses(results([routeResult('/cart', FLOOR, { lighthouse: summarize([run]) })]));
    const noindex = lighthouseRun({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 69 },
      failedAudits: {
        performance: [],
        accessibility: [],
        'best-practices': [],
        seo: ['is-crawlable (0)'],
      },
    });
    expect(cart(noindex)).toEqual([]);
    expect(
      cart({
        ...noindex,
        scores: { ...noindex.scores, 'best-practices': 96 },
        failedAudits: { ...noindex.failedAudits, 'best-practices': ['errors-in-console (0)'] },
        consoleErrors: ['TypeError: x is undefined'],
      }),
    ).toEqual([expect.stringMatching(/^\/cart: Lighthouse best-practices 96 < 100/)]);
  });
});

describe('warnings', () => {
  it('reports when the static JS measure and the browser disagree', () => {
    const route = routeResult('/', FLOOR, {
      firstView: {
        route: '/',
        status: 200,
        total: 1,
        byKind: { html: 0, css: 0, js: 0, font: 0, image: 0, prefetch: 0, other: 0 },
        requests: 1,
        pageScripts: ['/_next/static/chunks/b.js'],
        prefetchedScripts: [],
        files: [],
      },
    });
    const [note] = warnings({
      ...results([route]),
      floor: { ...results([]).floor, gzipBytes: FRAMEWORK_FLOOR_JS_GZIP_BYTES },
    });
    expect(note).toBe(
      '/: the static JS measure and Chromium disagree: counted but not fetched by the page ' +
        '[/_next/static/chunks/a.js], fetched by the page but not counted [/_next/static/chunks/b.js]',
    );
  });
});

describe('medians', () => {
  it('takes the median of each score and metric', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const summary = summarize([
      lighthouseRun({ lcpMs: 1000, tbtMs: 10 }),
      lighthouseRun({
        lcpMs: 3000,
        tbtMs: 90,
        scores: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
      }),
      lighthouseRun({ lcpMs: 1400, tbtMs: 30 }),
    ]);
    expect(summary.lcpMs).toBe(1400);
    expect(summary.tbtMs).toBe(30);
    expect(summary.scores.performance).toBe(100);
  });
});
