/** @jest-environment node */
import {
  HYDRATION_LOADER,
  INERT_SCRIPT_TYPE,
  deferHydration,
} from '@/scripts/hydration/defer-hydration';
import { firstLoadScriptUrls } from '@/scripts/bench/html';
import { inlineScriptHashes } from '@/scripts/headers/csp.mjs';

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

describe('deferHydration', () => {
  const page = deferHydration(EXPORTED_PAGE);

  it('leaves nothing the browser fetches early: each async script becomes an inert record', () => {
    const fetched = [...page.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(fetched).toEqual(['/_next/static/chunks/polyfills.js']);
    expect(page).not.toMatch(/<link rel="preload" as="script"/);
    const inert = [
      ...page.matchAll(/<script type="([^"]+)" data-hydrate-src="([^"]+)"><\/script>/g),
    ];
    expect(inert.map((m) => m[1])).toEqual([
      INERT_SCRIPT_TYPE,
      INERT_SCRIPT_TYPE,
      INERT_SCRIPT_TYPE,
    ]);
    // In document order, each once (late.js was also preloaded by Next).
    expect(inert.map((m) => m[2])).toEqual(
      ['framework.js', 'page.js', 'late.js'].map((file) => `/_next/static/chunks/${file}`),
    );
  });

  it('keeps the page content, the RSC payload, JSON-LD and the nomodule polyfill as they were', () => {
    expect(page).toContain('<main><h1>Shop</h1></main>');
    expect(page).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('adds one loader, last in <body> (what it does: early-taps-loader.test.ts)', () => {
    expect(page.endsWith(`<script>${HYDRATION_LOADER}</script></body></html>`)).toBe(true);
    expect(page.match(/<script>/g)).toHaveLength(2);
  });

  it('still lets the bench and the byte budgets count every script the page loads', () => {
    expect(firstLoadScriptUrls(page)).toEqual(
      ['framework.js', 'page.js', 'late.js'].map((file) => `/_next/static/chunks/${file}`),
    );
  });

  it('gives the loader the same CSP hash on every page', () => {
    const other = deferHydration(EXPORTED_PAGE.replace('<h1>Shop</h1>', '<h1>Cart</h1>'));
    const loaderHash = inlineScriptHashes(`<script>${HYDRATION_LOADER}</script>`)[0];
    expect(inlineScriptHashes(page)).toContain(loaderHash);
    expect(inlineScriptHashes(other)).toContain(loaderHash);
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
