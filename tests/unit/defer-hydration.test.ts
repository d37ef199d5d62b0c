/** @jest-environment node */
import { deferHydration } from '@/scripts/hydration/defer-hydration';
import { firstLoadScriptUrls } from '@/scripts/bench/html';

/** The shape of a page `next build` exports: async chunks in head and body, a preload, the polyfill. */
const EXPORTED_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Shop</title></head><body><main><h1>Shop</h1></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Product"}</script>' +
  '</body></html>';

// That no script is fetched or run before load, and that every page then hydrates under its hash-only
// CSP: tests/e2e/hydration.spec.ts and tests/e2e/csp.spec.ts, on the built pages.
describe('deferHydration', () => {
  const page = deferHydration(EXPORTED_PAGE);

  it('keeps the page content, the RSC payload, JSON-LD and the nomodule polyfill as they were', () => {
    expect(page).toContain('<main><h1>Shop</h1></main>');
    expect(page).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('still lets the bench and the byte budgets count every script the page loads', () => {
    expect(firstLoadScriptUrls(page)).toEqual(
      ['framework.js', 'page.js', 'late.js'].map((file) => `/_next/static/chunks/${file}`),
    );
  });

  it('returns a page already rewritten unchanged', () => {
    expect(deferHydration(page)).toBe(page);
  });

  it('refuses script tags it cannot defer safely, naming the file', () => {
    const blocking = EXPORTED_PAGE.replace(
      '<script src="/_next/static/chunks/page.js" async=""></script>',
      '<script src="/_next/static/chunks/page.js"></script>',
    );
    expect(() => deferHydration(blocking, 'shop.html')).toThrow(
      /shop\.html: unexpected script tag/,
    );
    const moduleScript = EXPORTED_PAGE.replace(
      'async=""></script>',
      'type="module" async=""></script>',
    );
    expect(() => deferHydration(moduleScript)).toThrow(/unexpected script tag/);
    const noScripts = '<html><head></head><body></body></html>';
    expect(() => deferHydration(noScripts, 'x.html')).toThrow(/x\.html: no async scripts/);
  });
});
