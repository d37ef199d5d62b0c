/** @jest-environment node */
import { deferHydration, HYDRATION_LOADER } from '@/scripts/hydration/defer-hydration';
import { findTags, firstLoadScriptUrls } from '@/scripts/bench/html';

/** The shape of a page `next build` exports: async chunks in head and body, a preload, the polyfill. */
const EXPORTED_PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Mama’s Boobery — Shop</title></head><body><main><h1>Shop</h1></main>' +
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

  it('changes only the tags it rewrites and adds the loader last in <body>: every other byte stays', () => {
    const inert = (file: string) =>
      `<script type="text/x-hydrate" data-hydrate-src="/_next/static/chunks/${file}"></script>`;
    expect(page).toBe(
      EXPORTED_PAGE.replace(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
        '',
      )
        .replace(
          '<script src="/_next/static/chunks/framework.js" async=""></script>',
          inert('framework.js'),
        )
        .replace('<script src="/_next/static/chunks/page.js" async=""></script>', inert('page.js'))
        .replace('<script src="/_next/static/chunks/late.js" async=""></script>', inert('late.js'))
        .replace('</body>', `<script>${HYDRATION_LOADER}</script></body>`),
    );
  });

  it('reads the tags as a browser does, however they are written', () => {
    const written = deferHydration(
      '<!DOCTYPE html><html><head>' +
        "<SCRIPT async src='/_next/static/chunks/a.js'></SCRIPT>" +
        '<script async src=/_next/static/chunks/b.js?v=1&amp;x=2></script>' +
        '<script src="/_next/static/chunks/a.js" async></script>' +
        '</head><body><!-- </body> --><p>Shop</p></body></html>',
    );
    // Every script waits for the loader; a repeated one is fetched once.
    const scripts = findTags(written, ['script']);
    expect(scripts.filter((tag) => 'src' in tag.attributes)).toEqual([]);
    expect(firstLoadScriptUrls(written)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js?v=1&x=2',
    ]);
    // The loader goes at the end of the body, not where a comment says `</body>`.
    expect(written).toContain('<!-- </body> --><p>Shop</p><script>');
    expect(written.endsWith('</script></body></html>')).toBe(true);
  });

  it('returns a page already rewritten unchanged', () => {
    expect(deferHydration(page)).toBe(page);
  });

  // Every way a script can break it: tests/unit/next-output-contract.test.ts.
  it('refuses script tags it cannot defer safely, naming the assumption Next broke and the file', () => {
    const blocking = EXPORTED_PAGE.replace(
      '<script src="/_next/static/chunks/page.js" async=""></script>',
      '<script src="/_next/static/chunks/page.js"></script>',
    );
    expect(() => deferHydration(blocking, 'shop.html')).toThrow(
      /\[scripts-are-async\][\s\S]*shop\.html: a script of another kind: <script src="\/_next\/static\/chunks\/page\.js">/,
    );
    const noScripts = '<html><head></head><body></body></html>';
    expect(() => deferHydration(noScripts, 'x.html')).toThrow(
      /\[scripts-are-async\][\s\S]*x\.html: no <script src async> at all/,
    );
  });
});
