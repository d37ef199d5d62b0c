/** @jest-environment node */
import { FRAMEWORK_FLOOR_JS_GZIP_BYTES, KIB, jsBudgetBytes } from '@/scripts/bench/budgets';
import {
  budgetMisses,
  warnings,
  type BenchResults,
  type RouteResult,
} from '@/scripts/bench/evaluate';
import { allRoutes, htmlFileFor, visitPath } from '@/scripts/bench/routes';
import type { FirstViewWeight } from '@/scripts/bench/first-view';
import { lighthouseSummary, routeResult } from '@/tests/fixtures/bench-results';

const FLOOR = 100_000;

/** A first view in Chromium of `total` bytes in which the page requested `pageScripts`. */
function firstView(route: string, total: number, pageScripts: string[]): FirstViewWeight {
  const byKind = { html: 0, css: 0, js: 0, font: 0, image: 0, prefetch: 0, other: 0 };
  return {
    route,
    status: 200,
    total,
    byKind,
    requests: 1,
    pageScripts,
    prefetchedScripts: [],
    files: [],
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
    expect(budgetMisses(results([routeResult('/', FLOOR + 8 * KIB, FLOOR)]))).toEqual([]);
  });

  it('names the route, the figure and the budget of a JS miss', () => {
    const [miss, ...rest] = budgetMisses(results([routeResult('/shop', FLOOR + 16 * KIB, FLOOR)]));
    expect(rest).toEqual([]);
    expect(miss).toMatch(/^\/shop: JS 113\.7 KiB > budget 112\.7 KiB .*over by 1\.0 KiB/);
  });

  it('flags the backend client, missing files, a slow build and a heavy product page', () => {
    const product = routeResult('/products/milk-bar', FLOOR, FLOOR, {
      firstView: firstView('/products/milk-bar', 300_001, ['/_next/static/chunks/a.js']),
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

  it('names each budget Lighthouse CI found missed, and each route Lighthouse could not audit', () => {
    const missed = lighthouseSummary({
      misses: ['/: Lighthouse largest-contentful-paint 1508, budget <= 1500'],
    });
    expect(
      budgetMisses({
        ...results([routeResult('/', FLOOR, FLOOR, { lighthouse: missed })]),
        lighthouseFailures: ['/shop: Runtime error NO_FCP'],
      }),
    ).toEqual([
      '/: Lighthouse largest-contentful-paint 1508, budget <= 1500',
      'Lighthouse failed on /shop: Runtime error NO_FCP',
    ]);
  });
});

describe('warnings', () => {
  it('reports when the static JS measure and the browser disagree', () => {
    const route = routeResult('/', FLOOR, FLOOR, {
      firstView: firstView('/', 1, ['/_next/static/chunks/b.js']),
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
