/** @jest-environment node */
import { inlineStylesheets } from '@/scripts/export/inline-stylesheets';
import type { ReadSiteFile } from '@/scripts/export/next-output-contract';

const FONT = Buffer.from('wOF2 font bytes');
const EXTRA_FONT = Buffer.from('wOF2 extra bytes');
const SITE: Record<string, Buffer> = {
  '/_next/static/chunks/site.css': Buffer.from(
    '@font-face{font-family:bodyFont;src:url(../media/nunito.woff2)format("woff2");font-display:optional}' +
      '@font-face{font-family:extra;src:url("../media/extra.woff2");font-display:optional}' +
      '.hero{background:url(../media/hero.webp)}.dot{background:url(data:image/svg+xml;utf8,x)}',
  ),
  '/_next/static/media/nunito.woff2': FONT,
  '/_next/static/media/extra.woff2': EXTRA_FONT,
};
const readSiteFile: ReadSiteFile = (urlPath) => {
  const file = SITE[urlPath];
  if (!file) throw new Error(`no ${urlPath}`);
  return file;
};

const STYLESHEET =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const FONT_PRELOAD =
  '<link rel="preload" href="/_next/static/media/nunito.woff2" as="font" crossorigin="" type="font/woff2"/>';
const HERO =
  '<img alt="" src="/images/hero.webp" srcSet="/images/hero-480.webp 480w, /images/hero-960.webp 960w" ' +
  'sizes="(min-width: 768px) 46vw, 92vw" fetchPriority="high"/>';

function exportedPage(head: string, body = '<main><h1>Milk &amp; Mischief</h1></main>'): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>Shop</title></head><body>${body}</body></html>`;
}

describe('inlineStylesheets', () => {
  const page = inlineStylesheets(exportedPage(FONT_PRELOAD + STYLESHEET), readSiteFile);

  const DATA_URL = `data:font/woff2;base64,${FONT.toString('base64')}`;
  const EXTRA_DATA_URL = `data:font/woff2;base64,${EXTRA_FONT.toString('base64')}`;
  const FACE =
    `<link rel="preload" href="${DATA_URL}#preload" as="font" type="font/woff2" crossorigin=""/>` +
    `<style>@font-face{font-family:bodyFont;src:url(${DATA_URL})format("woff2");font-display:block}</style>`;
  /** What a page gets for a font it has no preload of: an inert one, for React to find. */
  const inertPreload = (font: string) =>
    `<link rel="preload" href="/_next/static/media/${font}" as="font" crossorigin="" type="font/woff2" media="not all"/>`;
  const EXTRA_FACE =
    inertPreload('extra.woff2') +
    `<link rel="preload" href="${EXTRA_DATA_URL}#preload" as="font" type="font/woff2" crossorigin=""/>` +
    `<style>@font-face{font-family:extra;src:url(${EXTRA_DATA_URL});font-display:block}</style>`;
  const REST =
    '<style>.hero{background:url(/_next/static/media/hero.webp)}.dot{background:url(data:image/svg+xml;utf8,x)}</style>';

  it('writes the stylesheet where its link stood: first each face beside a preload of its font, then the rest', () => {
    expect(page.indexOf(FACE)).toBeGreaterThan(page.indexOf(FONT_PRELOAD.slice(0, 40)));
    expect(page.indexOf(FACE)).toBeLessThan(page.indexOf('<title>'));
    expect(page).toContain(`${FACE}${EXTRA_FACE}${REST}`);
  });

  it('inlines the font of every face, also on a page Next preloads no font for (its not-found page), and gives it an inert preload', () => {
    const notFound = inlineStylesheets(exportedPage(STYLESHEET), readSiteFile);
    expect(notFound).toContain(`${inertPreload('nunito.woff2')}${FACE}${EXTRA_FACE}${REST}`);
    expect(notFound).not.toMatch(/url\(\/_next\/static\/media\/[a-z]+\.woff2\)/);
  });

  it('gives every inlined face font-display: block, and a font used by two faces is preloaded once', () => {
    const twoFaces = inlineStylesheets(exportedPage(FONT_PRELOAD + STYLESHEET), (urlPath) =>
      urlPath.endsWith('.css')
        ? Buffer.from(
            '@font-face{font-family:a;src:url(../media/nunito.woff2);font-display:optional}' +
              '@font-face{font-family:b;src:url(../media/nunito.woff2)}',
          )
        : readSiteFile(urlPath),
    );
    expect(twoFaces.split(`<link rel="preload" href="${DATA_URL}#preload"`)).toHaveLength(2);
    expect(twoFaces).toContain(
      `<style>@font-face{font-family:a;src:url(${DATA_URL});font-display:block}</style>` +
        `<style>@font-face{font-family:b;src:url(${DATA_URL});font-display:block}</style><style></style>`,
    );
  });

  it('makes the stylesheet’s other relative URLs absolute, fragment and all, and leaves absolute, data: and same-document (#id) URLs alone', () => {
    const css =
      '.a{background:url(../media/a.webp)}.b{background:url(/images/b.webp)}' +
      '.s{background:url(../media/sprite.svg#dot)}.f{filter:url(#soften)}';
    const styled = inlineStylesheets(exportedPage(STYLESHEET), (urlPath) =>
      urlPath.endsWith('.css')
        ? Buffer.from(css + '.dot{background:url(data:x)}')
        : readSiteFile(urlPath),
    );
    expect(styled).toContain(
      '<style>.a{background:url(/_next/static/media/a.webp)}.b{background:url(/images/b.webp)}' +
        '.s{background:url(/_next/static/media/sprite.svg#dot)}.f{filter:url(#soften)}' +
        '.dot{background:url(data:x)}</style>',
    );
  });

  it('keeps the tags React looks for, inert: the link disabled, the font preload for no media', () => {
    expect(page).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    expect(page).toContain(`${FONT_PRELOAD.slice(0, -2)} media="not all"/>`);
    const unclosed = inlineStylesheets(exportedPage(STYLESHEET.replace('/>', '>')), readSiteFile);
    expect(unclosed).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled="">',
    );
  });

  it('changes no other byte, and leaves a page it has rewritten as it is', () => {
    const expected = exportedPage(
      `${FONT_PRELOAD.slice(0, -2)} media="not all"/>${FACE}${EXTRA_FACE}${REST}` +
        `${STYLESHEET.slice(0, -2)} disabled=""/>`,
    );
    expect(page).toBe(expected);
    expect(inlineStylesheets(page, readSiteFile)).toBe(page);
  });

  it('asks for a priority image that has no preload ahead of the inlined styles', () => {
    const home = inlineStylesheets(exportedPage(STYLESHEET, HERO), readSiteFile);
    const preload =
      '<link rel="preload" as="image" imageSrcSet="/images/hero-480.webp 480w, /images/hero-960.webp 960w" ' +
      'imageSizes="(min-width: 768px) 46vw, 92vw" fetchPriority="high"/>';
    expect(home).toContain(preload + inertPreload('nunito.woff2') + FACE);
    const preloaded = exportedPage(preload + STYLESHEET, HERO);
    expect(
      inlineStylesheets(preloaded, readSiteFile).split('rel="preload" as="image"'),
    ).toHaveLength(2);
  });

  it('asks for the priority image once, ahead of the first stylesheet, past the other images, buttons and preloads of the page', () => {
    const scriptPreload =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>';
    const second = STYLESHEET.replace('site.css', 'more.css');
    const home = inlineStylesheets(
      exportedPage(
        scriptPreload + FONT_PRELOAD + STYLESHEET + second,
        `<header><img alt="" src="/images/logo.webp"/></header><main><button disabled="">Add</button>${HERO}</main>`,
      ),
      (urlPath) =>
        urlPath.endsWith('more.css') ? Buffer.from('.more{color:red}') : readSiteFile(urlPath),
    );
    const preload =
      '<link rel="preload" as="image" imageSrcSet="/images/hero-480.webp 480w, /images/hero-960.webp 960w" ' +
      'imageSizes="(min-width: 768px) 46vw, 92vw" fetchPriority="high"/>';
    expect(home).toContain(
      `${scriptPreload}${FONT_PRELOAD.slice(0, -2)} media="not all"/>` +
        `${preload}${FACE}${EXTRA_FACE}${REST}${STYLESHEET.slice(0, -2)} disabled=""/>` +
        `<style>.more{color:red}</style>${second.slice(0, -2)} disabled=""/>`,
    );
    expect(home.split('rel="preload" as="image"')).toHaveLength(2);
  });

  it('preloads a priority image by its src, or by its srcSet alone when it has no sizes', () => {
    const preloadFor = (image: string) =>
      /<link rel="preload" as="image"[^>]*>/.exec(
        inlineStylesheets(exportedPage(STYLESHEET, image), readSiteFile),
      )?.[0];
    expect(preloadFor('<img alt="" src="/images/hero.webp" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/>',
    );
    expect(
      preloadFor(
        '<img alt="" srcSet="/images/hero.webp 1x, /images/hero-2x.webp 2x" fetchPriority="high"/>',
      ),
    ).toBe(
      '<link rel="preload" as="image" imageSrcSet="/images/hero.webp 1x, /images/hero-2x.webp 2x" fetchPriority="high"/>',
    );
  });

  it("leaves a face that names no file (next/font's fallback face) with the rest, and blocks a face whose font-display is spaced", () => {
    const styled = inlineStylesheets(exportedPage(FONT_PRELOAD + STYLESHEET), (urlPath) =>
      urlPath.endsWith('.css')
        ? Buffer.from(
            '@font-face{font-family:a;src:url(../media/nunito.woff2);font-display : optional}' +
              '@font-face{font-family:a Fallback;src:local("Arial");size-adjust:104%}',
          )
        : readSiteFile(urlPath),
    );
    expect(styled).toContain(
      `<style>@font-face{font-family:a;src:url(${DATA_URL});font-display:block}</style>` +
        '<style>@font-face{font-family:a Fallback;src:local("Arial");size-adjust:104%}</style>',
    );
  });

  // Every way Next's stylesheets and faces can break it: tests/unit/next-output-contract.test.ts.
  it('refuses a stylesheet linked or a face written as it does not expect, naming the assumption Next broke', () => {
    const forPrint = STYLESHEET.replace('/>', ' media="print"/>');
    expect(() => inlineStylesheets(exportedPage(forPrint), readSiteFile, 'shop.html')).toThrow(
      /\[stylesheet-links\][\s\S]*shop\.html: a stylesheet linked otherwise/,
    );
    const woff = (urlPath: string) =>
      urlPath.endsWith('.css')
        ? Buffer.from('@font-face{font-family:a;src:url(../media/a.woff)}')
        : Buffer.from('wOFF');
    expect(() => inlineStylesheets(exportedPage(STYLESHEET), woff, 'shop.html')).toThrow(
      /\[font-faces\][\s\S]*shop\.html: a face naming a font that is not \.woff2/,
    );
  });

  it("asks for a priority image in a <picture> by each file's own media", () => {
    const dark = '(prefers-color-scheme: dark)';
    const source =
      `<source media="${dark}" srcSet="/images/dark/hero-480.webp 480w, /images/dark/hero-960.webp 960w" ` +
      'sizes="(min-width: 768px) 46vw, 92vw"/>';
    const home = inlineStylesheets(
      exportedPage(STYLESHEET, `<picture class="contents">${source}${HERO}</picture>`),
      readSiteFile,
    );
    const preloads =
      '<link rel="preload" as="image" imageSrcSet="/images/hero-480.webp 480w, /images/hero-960.webp 960w" ' +
      `imageSizes="(min-width: 768px) 46vw, 92vw" fetchPriority="high" media="not all and ${dark}"/>` +
      '<link rel="preload" as="image" imageSrcSet="/images/dark/hero-480.webp 480w, /images/dark/hero-960.webp 960w" ' +
      `imageSizes="(min-width: 768px) 46vw, 92vw" fetchPriority="high" media="${dark}"/>`;
    expect(home).toContain(preloads + inertPreload('nunito.woff2') + FACE);
    // Two sources would need a media for the image that no single query says: refused, not guessed.
    expect(() =>
      inlineStylesheets(
        exportedPage(STYLESHEET, `<picture>${source}${source}${HERO}</picture>`),
        readSiteFile,
      ),
    ).toThrow(/exactly one <source>/);
  });

  it('refuses a stylesheet that would close its <style> early', () => {
    const site: Record<string, Buffer> = {
      ...SITE,
      '/_next/static/chunks/site.css': Buffer.from('a::after{content:"</style>"}'),
    };
    expect(() => inlineStylesheets(exportedPage(STYLESHEET), (url) => site[url]!)).toThrow(
      /<\/style/,
    );
  });
});
