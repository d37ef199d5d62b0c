/** @jest-environment node */
import { inlineStylesheets, type ReadSiteFile } from '@/scripts/export/inline-stylesheets';

const FONT = Buffer.from('wOF2 font bytes');
const SITE: Record<string, Buffer> = {
  '/_next/static/chunks/site.css': Buffer.from(
    '@font-face{font-family:bodyFont;src:url(../media/nunito.woff2)format("woff2");font-display:optional}' +
      '@font-face{font-family:extra;src:url("../media/extra.woff2");font-display:optional}' +
      '.hero{background:url(/images/a.webp)}.dot{background:url(data:image/svg+xml;utf8,x)}',
  ),
  '/_next/static/media/nunito.woff2': FONT,
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

  it('writes the stylesheet where its link stood, with the preloaded font inside it as a data: URL', () => {
    const style = /<style>(.*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(page.indexOf('<style>')).toBeGreaterThan(page.indexOf(FONT_PRELOAD.slice(0, 40)));
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('<title>'));
    expect(style).toContain(
      `url(data:font/woff2;base64,${FONT.toString('base64')})format("woff2")`,
    );
  });

  it('makes a face whose font is inlined wait for it (font-display: block), and only that face', () => {
    expect(page).toMatch(
      /font-family:bodyFont;src:url\(data:[^)]*\)format\("woff2"\);font-display:block\}/,
    );
    expect(page).toContain('src:url(/_next/static/media/extra.woff2);font-display:optional}');
    const withoutDisplay = inlineStylesheets(exportedPage(FONT_PRELOAD + STYLESHEET), (urlPath) =>
      urlPath.endsWith('.css')
        ? Buffer.from('@font-face{font-family:bodyFont;src:url(../media/nunito.woff2)}')
        : readSiteFile(urlPath),
    );
    expect(withoutDisplay).toMatch(/src:url\(data:[^)]*\);font-display:block\}/);
  });

  it('makes the stylesheet’s other relative URLs absolute and leaves absolute and data: URLs alone', () => {
    expect(page).toContain('src:url(/_next/static/media/extra.woff2)');
    expect(page).toContain('.hero{background:url(/images/a.webp)}');
    expect(page).toContain('.dot{background:url(data:image/svg+xml;utf8,x)}');
  });

  it('keeps the tags React looks for, inert: the link disabled, the font preload for no media', () => {
    expect(page).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
    expect(page).toContain(`${FONT_PRELOAD.slice(0, -2)} media="not all"/>`);
  });

  it('changes no other byte, and leaves a page it has rewritten as it is', () => {
    const expected = exportedPage(
      `${FONT_PRELOAD.slice(0, -2)} media="not all"/><style>${/<style>(.*?)<\/style>/.exec(page)?.[1]}</style>` +
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
    expect(home).toContain(preload + '<style>');
    const preloaded = exportedPage(preload + STYLESHEET, HERO);
    expect(
      inlineStylesheets(preloaded, readSiteFile).split('rel="preload" as="image"'),
    ).toHaveLength(2);
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
