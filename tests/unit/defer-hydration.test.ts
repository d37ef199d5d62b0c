/** @jest-environment node */
import {
  HYDRATE_ATTRIBUTE,
  HYDRATION_LOADER,
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

  it('leaves no async script in the page: each becomes a low-priority preload the loader will run', () => {
    expect(page).not.toMatch(/<script[^>]*\basync/);
    const preloads = [...page.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual(
      ['framework.js', 'page.js', 'late.js'].map(
        (file) =>
          `<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/${file}" ${HYDRATE_ATTRIBUTE}=""/>`,
      ),
    );
    // Every download still starts from <head>, Next's own preload is not doubled.
    expect(page.indexOf('late.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('keeps the page content, the RSC payload, JSON-LD and the nomodule polyfill as they were', () => {
    expect(page).toContain('<main><h1>Shop</h1></main>');
    expect(page).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"Product"}</script>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
  });

  it('adds one loader, last in <body>, that waits for the load event', () => {
    expect(page.endsWith(`<script>${HYDRATION_LOADER}</script></body></html>`)).toBe(true);
    expect(HYDRATION_LOADER).toContain("addEventListener('load'");
    expect(HYDRATION_LOADER).toContain(`link[${HYDRATE_ATTRIBUTE}]`);
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
