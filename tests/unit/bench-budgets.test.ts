/** @jest-environment node */
import { FRAMEWORK_FLOOR_JS_GZIP_BYTES, KIB, jsBudgetBytes } from '@/scripts/bench/budgets';
import {
  budgetMisses,
  warnings,
  type BenchResults,
  type RouteResult,
} from '@/scripts/bench/evaluate';
import { products } from '@/data/products';
import { PAGE_PATHS } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { allRoutes, htmlFileFor, visitPath } from '@/scripts/site-routes';
import { lighthouseSummary, routeResult } from '@/tests/fixtures/bench-results';

const FLOOR = 100_000;

/** A first view in Chromium of `total` bytes in which the page requested `pageScripts`. */
const firstView = (total: number, pageScripts: string[]) => ({
  status: 200,
  total,
  pageScripts,
  prefetchedScripts: [],
  files: [],
});

function results(routes: RouteResult[], buildMs = 30_000): BenchResults {
  const { js, staticFirstView } = routeResult('/', FLOOR, FLOOR);
  return { buildMs, floor: { buildMs: 1, js, staticFirstView }, routes };
}

describe('budgets', () => {
  it.each([
    ['/about', 8],
    ['/404', 8],
    ['/shop', 15],
    ['/shop/humor', 15],
    ['/products/milk-bar', 25],
  ])('gives %s %i KiB over the floor', (route, allowanceKib) => {
    expect(jsBudgetBytes(route, FLOOR)).toBe(FLOOR + allowanceKib * KIB);
    expect(jsBudgetBytes(route)).toBe(FRAMEWORK_FLOOR_JS_GZIP_BYTES + allowanceKib * KIB);
  });

  it("lists every page once (the content pages, every category, every listing's later pages, every product, the not-found page), each with its exported file", () => {
    const routes = allRoutes();
    // The tests' catalog of 40 designs fills two pages of the shop: /shop/page/2.
    expect(routes).toHaveLength(
      Object.keys(PAGE_PATHS).length + CATEGORIES.length + 1 + products.length + 1,
    );
    expect(routes).toContain('/shop/page/2');
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(expect.arrayContaining([...Object.values(PAGE_PATHS), '/404']));
    expect(routes.filter((route) => route.startsWith('/products/'))).toHaveLength(products.length);
    expect(routes.filter((route) => route.startsWith('/shop/'))).toHaveLength(
      CATEGORIES.length + 1,
    );
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/shop/humor')).toBe('shop/humor.html');
    expect(htmlFileFor('/shop/page/2')).toBe('shop/page/2.html');
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
    const misses = budgetMisses(results([routeResult('/shop', FLOOR + 16 * KIB, FLOOR)]));
    expect(misses).toEqual([expect.stringMatching(/^\/shop: JS 113\.7 KiB > budget 112\.7 KiB/)]);
  });

  it('flags the backend client, missing files, a slow build, a heavy product page and Lighthouse', () => {
    const product = routeResult('/products/milk-bar', FLOOR, FLOOR, {
      firstView: firstView(300_001, ['/_next/static/chunks/a.js']),
      lighthouse: lighthouseSummary({ misses: ['/products/milk-bar: Lighthouse LCP 1508'] }),
    });
    product.js.backendClientScripts = ['/_next/static/chunks/a.js'];
    product.staticFirstView.missingFiles = ['/images/x.webp'];
    const misses = budgetMisses({
      ...results([product], 61_000),
      lighthouseFailures: ['/shop: Runtime error NO_FCP'],
    });
    expect(misses).toEqual([
      'clean build: 61.0 s > 60 s',
      expect.stringContaining(
        '/products/milk-bar: the backend client (supabase-js) is in first-load',
      ),
      '/products/milk-bar: references files missing from out/: /images/x.webp',
      '/products/milk-bar: first view 300.0 KB > 300.0 KB transferred',
      '/products/milk-bar: Lighthouse LCP 1508',
      'Lighthouse failed on /shop: Runtime error NO_FCP',
    ]);
  });
});

describe('warnings', () => {
  it('reports a floor drift, and when the static JS measure and the browser disagree', () => {
    const route = routeResult('/', FLOOR, FLOOR, {
      firstView: firstView(1, ['/_next/static/chunks/b.js']),
    });
    expect(warnings(results([route]))).toEqual([
      expect.stringContaining('update the constant in scripts/bench/budgets.ts'),
      '/: the static JS measure and Chromium disagree: counted but not fetched by the page ' +
        '[/_next/static/chunks/a.js], fetched by the page but not counted [/_next/static/chunks/b.js]',
    ]);
  });
});
