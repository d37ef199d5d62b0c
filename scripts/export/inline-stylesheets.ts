/**
 * The first view in one response: the page's stylesheet and its fonts written into its HTML.
 *
 * Next links the stylesheet (one file for the site, 9 KB gzip) and preloads the two web fonts (28.6 KB). On a
 * phone that is a second round trip after the HTML before anything can paint: measured on the phone profile
 * (docs/performance.md), the HTML arrived in about 250 ms and the paint waited for the stylesheet, the fonts
 * and the largest image side by side. Here the stylesheet becomes `<style>`s where its `<link>` stood (the
 * cascade keeps its order) and each font its faces name is inside them as a data: URL, so the page paints
 * as soon as its HTML is in, and in the brand's faces (how each engine is made to wait for them:
 * `stylesForPage` below). Other `url()`s are made absolute, as they were relative to the stylesheet.
 *
 * Every font a face of the stylesheet names is inlined, not only those Next preloads: with next/font's
 * `optional` (app/fonts.ts), a face whose font is not in the page is not drawn on a first visit at all, and
 * Next preloads none on its
 * not-found page (out/404.html), which the shop draws in the same faces. The site's fonts are two files cut
 * to the characters it uses (scripts/fonts/subset.ts).
 *
 * React still expects the files: the RSC payload names the stylesheet and hints the fonts, and on hydration
 * and on every client-side navigation React looks for `link[rel="stylesheet"][href]` and
 * `link[rel="preload"][as="font"][href]` and adds whichever it does not find, which would fetch both again.
 * So the tags stay, inert: the stylesheet link `disabled` (a disabled stylesheet is not fetched), the font
 * preloads `media="not all"` (a preload for no media is not fetched). A page Next writes no font preload
 * for (its not-found page) gets inert ones, as the page it navigates to hints the fonts.
 *
 * With the stylesheet's bytes now ahead of the body, a page whose priority image has no preload in the head
 * (one in a `<picture>`, which React does not preload: components/ui/responsive-image.tsx) gets one before
 * them, so the image is asked for with the HTML's first bytes rather than after the styles; in a `<picture>`
 * with a source for another media (the dark theme's drawing), one per file, each for its own media.
 *
 * What it costs: every page's HTML carries the stylesheet and fonts (the home page 14.5 → 53.4 KB brotli), so
 * a second full page load fetches them again where they would have come from the cache. Links within the shop
 * navigate client-side, with the RSC payload, which only names them: a shopper pays it on the page they land on.
 */
import { escapeAttribute } from 'entities';
import { addAttribute, applyEdits, attribute, relOf, type Edit, type Element } from './html-edits';
import {
  assertHolds,
  FONT_FACES,
  pageMarkup,
  STYLESHEET_LINKS,
  type RawPage,
  type ReadSiteFile,
} from './next-output-contract';
import { CSS_URL, cssUrls, sitePathOf } from './stylesheet-reading';

/** The type of every font a face names: ./next-output-contract.ts (FONT_FACES) holds them to WOFF2. */
const FONT_TYPE = 'font/woff2';

/**
 * Ends each font preload's data: URL, so that WebKit keeps the preload and the face apart while Chromium takes
 * them for one. WebKit (2.50, and Safari, which shares its loader) fails a `crossorigin` preload of a data:
 * URL, and then refuses a face that names the same URL (NetworkError), whatever its font-display. Chromium
 * matches a preload to the face's request by the URL without its fragment, so it still waits for the font
 * before the first layout, with no warning. A preload without `crossorigin` would do in WebKit too, but
 * Chromium then warns on every page that the preload went unused (the credentials differ) and decodes the
 * font twice. The fragment names no part of the data: the bytes are the same.
 */
const PRELOAD_FRAGMENT = '#preload';

/** One `@font-face` rule (its block holds no braces). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The `font-display` descriptor of a face, if it has one. */
const FONT_DISPLAY = /font-display\s*:\s*[a-z-]+/i;

/** The face with `font-display: block`, in place of the display it had, if any. */
function withDisplayBlock(fontFace: string): string {
  return FONT_DISPLAY.test(fontFace)
    ? fontFace.replace(FONT_DISPLAY, 'font-display:block')
    : fontFace.replace(/\}$/, ';font-display:block}');
}

/**
 * The stylesheet as `<style>`s for the page: the fonts its faces name as data: URLs, other URLs absolute.
 *
 * Each face comes first, in a `<style>` of its own, right after a preload of the same data: URL (with
 * PRELOAD_FRAGMENT, for WebKit), and its font-display becomes `block`. Both are needed for the brand's faces
 * to draw the first view in every engine, with nothing moving (measured on the phone profile and under
 * Lighthouse: docs/performance.md):
 * - Chromium waits for a preloaded font before the first layout (here only for its decoding,
 *   milliseconds); without the preload it laid the page out first: in the fallback faces for good with
 *   next/font's `optional`, and with `block` in invisible text that then moved (CLS 0.1 on product pages).
 * - WebKit gives an `optional` face 100 ms from its first use, and decodes a data: URL off the main thread:
 *   on a busy phone, or these 2 shared cores, the font missed that window (on 16 of 27 cold loads here,
 *   load average 4-10) and the page kept the fallback faces. With `block` it waits up to 3 s for a font
 *   that is inside the page, and drew the brand's faces on every load.
 * - Firefox reads a data: URL font at once, either way.
 * Side by side, the two copies of the font sit within gzip's 32 KB window, so compressed the second costs a
 * few hundred bytes (brotli finds it anyway).
 *
 * A font whose file the page has no preload for (`inertPreloads`, which it adds to) also gets an inert one
 * of that file, for React to find on a client-side navigation (see `inlineStylesheets`).
 */
function stylesForPage(
  href: string,
  readSiteFile: ReadSiteFile,
  inertPreloads: Set<string>,
): string {
  const css = readSiteFile(href).toString('utf8');
  if (/<\/style/i.test(css))
    throw new Error(`${href} contains "</style", which would end the <style>`);
  /** The URL path a reference in the stylesheet names; null for a data: or absolute URL, left as it is. */
  const pathOf = (reference: string): string | null => sitePathOf(reference, href);
  const dataUrls = new Map<string, string>();
  const dataUrlOf = (urlPath: string): string => {
    if (!dataUrls.has(urlPath))
      dataUrls.set(urlPath, `data:${FONT_TYPE};base64,${readSiteFile(urlPath).toString('base64')}`);
    return dataUrls.get(urlPath)!;
  };
  const withUrlsForPage = (text: string, asData: boolean): string =>
    text.replace(CSS_URL, (whole, _quote: string, reference: string) => {
      const urlPath = pathOf(reference);
      if (urlPath === null) return whole;
      return `url(${asData ? dataUrlOf(urlPath) : urlPath})`;
    });

  const preloaded = new Set<string>();
  let faces = '';
  const rest = css.replace(FONT_FACE, (fontFace) => {
    const fonts = cssUrls(fontFace)
      .map(pathOf)
      .filter((urlPath): urlPath is string => urlPath !== null);
    if (fonts.length === 0) return fontFace;
    for (const font of fonts.filter((urlPath) => !preloaded.has(urlPath))) {
      preloaded.add(font);
      if (!inertPreloads.has(font)) {
        inertPreloads.add(font);
        faces += `<link rel="preload" href="${escapeAttribute(font)}" as="font" crossorigin="" type="${FONT_TYPE}" media="not all"/>`;
      }
      faces += `<link rel="preload" href="${dataUrlOf(font)}${PRELOAD_FRAGMENT}" as="font" type="${FONT_TYPE}" crossorigin=""/>`;
    }
    faces += `<style>${withDisplayBlock(withUrlsForPage(fontFace, true))}</style>`;
    return '';
  });
  return `${faces}<style>${withUrlsForPage(rest, false)}</style>`;
}

function isLink(element: Element, rel: string, as?: string): boolean {
  return (
    element.tagName === 'link' &&
    relOf(element).includes(rel) &&
    (as === undefined || attribute(element, 'as')?.toLowerCase() === as) &&
    attribute(element, 'disabled') === undefined &&
    attribute(element, 'media') === undefined
  );
}

/** A preload of an `<img>`'s or `<source>`'s file, as React writes one for the images it preloads itself. */
function preloadOf(file: Element, media: string | undefined): string {
  const srcset = attribute(file, 'srcset');
  const sizes = attribute(file, 'sizes');
  const source = srcset
    ? `imageSrcSet="${escapeAttribute(srcset)}"${sizes ? ` imageSizes="${escapeAttribute(sizes)}"` : ''}`
    : `href="${escapeAttribute(attribute(file, 'src') ?? '')}"`;
  const forMedia = media === undefined ? '' : ` media="${escapeAttribute(media)}"`;
  return `<link rel="preload" as="image" ${source} fetchPriority="high"${forMedia}/>`;
}

/**
 * Preloads for the page's high-priority image: its own file, or, in a `<picture>` with a `<source media>`,
 * the image's file for every media but that one (`not all and …`), then the source's for it. A picture with
 * more than one source is refused rather than preloaded wrongly: the shop writes one (the dark theme's).
 */
function imagePreloadsFor(image: Element): string {
  const parent = image.parentNode;
  const sources =
    parent && 'tagName' in parent && parent.tagName === 'picture'
      ? parent.childNodes.filter(
          (node): node is Element => 'tagName' in node && node.tagName === 'source',
        )
      : [];
  if (sources.length === 0) return preloadOf(image, undefined);
  const [source] = sources;
  const media = source && attribute(source, 'media');
  if (sources.length > 1 || !source || !media) {
    throw new Error('a priority image in a <picture> must have exactly one <source>, with a media');
  }
  return preloadOf(image, `not all and ${media}`) + preloadOf(source, media);
}

/**
 * The edits that inline the page's stylesheets as above, for a page parsed once (./rewrite-page.ts makes them
 * with the hydration rewrite's); none for a page rewritten already. Throws when Next wrote its stylesheets or
 * their faces otherwise (./next-output-contract.ts).
 */
export function stylesheetEdits(page: RawPage): Edit[] {
  const { html, elements, readSiteFile } = page;
  // A page rewritten already keeps its stylesheet links, disabled.
  const isDisabledStylesheet = (element: Element) =>
    element.tagName === 'link' &&
    relOf(element).includes('stylesheet') &&
    attribute(element, 'disabled') !== undefined;
  if (elements.some(isDisabledStylesheet)) return [];
  assertHolds(STYLESHEET_LINKS, page);
  assertHolds(FONT_FACES, page);
  const stylesheets = elements.filter((element) => isLink(element, 'stylesheet'));

  const edits: Edit[] = [];
  const fontPreloads = elements.filter((element) => isLink(element, 'preload', 'font'));
  for (const preload of fontPreloads) edits.push(addAttribute(html, preload, 'media', 'not all'));
  const inertPreloads = new Set(fontPreloads.map((preload) => attribute(preload, 'href') ?? ''));

  const hasImagePreload = elements.some((element) => isLink(element, 'preload', 'image'));
  const priorityImage = elements.find(
    (element) =>
      element.tagName === 'img' && attribute(element, 'fetchpriority')?.toLowerCase() === 'high',
  );
  // Written ahead of the first inlined stylesheet, in the same edit (edits must not overlap).
  const imagePreload = priorityImage && !hasImagePreload ? imagePreloadsFor(priorityImage) : '';

  stylesheets.forEach((link, index) => {
    const href = attribute(link, 'href') ?? '';
    const disabled = addAttribute(html, link, 'disabled', '');
    const style = stylesForPage(href, readSiteFile, inertPreloads);
    edits.push({ ...disabled, text: (index === 0 ? imagePreload : '') + style + disabled.text });
  });
  return edits;
}

/**
 * The page with its stylesheets inlined as above (a page already rewritten comes back unchanged). Only the
 * bytes of the tags it changes are rewritten (./html-edits.ts).
 */
export function inlineStylesheets(html: string, readSiteFile: ReadSiteFile, file = 'page'): string {
  return applyEdits(html, stylesheetEdits({ ...pageMarkup(file, html), readSiteFile }));
}
