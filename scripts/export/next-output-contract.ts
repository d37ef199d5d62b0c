/**
 * What the export rewrite assumes about Next's raw output, written down once as named checks.
 *
 * The postbuild rewrites every page Next exports (./inline-stylesheets.ts, ../hydration/defer-hydration.ts,
 * then ../headers/generate.ts) and the inline loader (lib/inline-loader/) starts hydration from what they leave.
 * Each leans on the exact tags Next 16.4.6 writes (package.json pins it). ./check-next-output.ts holds the raw
 * export to every assumption below before anything is rewritten, so an upgrade that changes Next's output fails
 * the build, naming the assumption, the code that relies on it and the page, and never reaches a shopper.
 * The rewrites call `assertHolds` for the ones they lean on themselves, so a check lives here only.
 * docs/contributing.md, "Upgrading Next", says what to do when one breaks.
 *
 * What only a browser shows, and the specs that check it (run them on every upgrade):
 * - Next's client reads the RSC payload from `self.__next_f` whenever its scripts run, and ends it at once when
 *   the document has already loaded, so they may start after `load` (next/dist/client/app-index.js):
 *   tests/e2e/hydration.spec.ts.
 * - Next hydrates `document` itself, so React listens on the document, under the window where
 *   lib/inline-loader/early-taps.ts stops a tap made before React is live: tests/e2e/early-taps.spec.ts and
 *   tests/engines/early-taps.spec.ts.
 * - React, hydrating and navigating, looks for the stylesheets, fonts and scripts the RSC payload names by
 *   `link[rel="stylesheet"][href]`, `link[rel="preload"][as="font"][href]` and `script[async][src]`, and adds
 *   any it does not find; Turbopack's runtime finds a chunk by `script[src]` and waits for it rather than fetching
 *   it again (the payload and bootstrap checks below hold the names): tests/e2e/first-view.spec.ts (no stylesheet
 *   or font fetched) and tests/e2e/hydration.spec.ts (each script once).
 * - React leaves alone what it did not render in `<head>` and around the app (the inlined styles, the inert
 *   records, the loader), and does not compare texts marked suppressHydrationWarning (the stepper's):
 *   tests/e2e/hydration.spec.ts, tests/e2e/early-taps.spec.ts, and the cross-engine suite.
 */
import { isExecutableScriptType } from '../headers/csp.mjs';
import { attribute, elementsOf, relOf, sourceOf, type Element } from './html-edits';
import { cssUrls, fontFaceBlocks, sitePathOf } from './stylesheet-reading';
import {
  isNextInlineScript,
  payloadElements,
  payloadHints,
  readPayload,
  turbopackBootstrap,
  type TurbopackBootstrap,
} from './next-inline-scripts';

/** Reads a file of the exported site by its URL path ('/_next/static/chunks/a.css'); throws if there is none. */
export type ReadSiteFile = (urlPath: string) => Buffer;

/** A page as Next exported it: its file in the export ('shop.html'), its text and its parsed elements. */
export interface PageMarkup {
  file: string;
  html: string;
  elements: Element[];
}

/** A page with the files of its site, for the checks that read its stylesheet. */
export interface RawPage extends PageMarkup {
  readSiteFile: ReadSiteFile;
}

/** The whole raw export: its pages' files ('index.html', 'products/milk-bar.html') and a reader of its files. */
export interface RawExport {
  pages: string[];
  readSiteFile: ReadSiteFile;
}

/** One assumption about Next's output. */
export interface Assumption<Subject> {
  /** Stable and short: what a failure is reported by. */
  name: string;
  /** What Next's output is assumed to be. */
  assumes: string;
  /** Which code relies on it, and what would go wrong. */
  reliedOnBy: string;
  /** Where the subject contradicts it, each saying where and what; none when it holds. */
  problems(subject: Subject): string[];
}

export function pageMarkup(file: string, html: string): PageMarkup {
  return { file, html, elements: elementsOf(html) };
}

// ---- Reading Next's tags --------------------------------------------------------------------------------

const TAG_SHOWN = 160;

/** The element's start tag as written, shortened, for a message. */
function tagOf(page: PageMarkup, element: Element): string {
  const location = element.sourceCodeLocation;
  const { start, end } = location?.startTag
    ? { start: location.startTag.startOffset, end: location.startTag.endOffset }
    : sourceOf(element);
  const tag = page.html.slice(start, end);
  return tag.length > TAG_SHOWN ? `${tag.slice(0, TAG_SHOWN)}…` : tag;
}

/** The element's tag followed by what is wrong with it, or nothing when no fault is true. */
function faultsOf(page: PageMarkup, element: Element, faults: Record<string, boolean>): string[] {
  const found = Object.keys(faults).filter((fault) => faults[fault]);
  return found.length > 0 ? [`${tagOf(page, element)} (${found.join(', ')})`] : [];
}

function isChildOf(element: Element, tagNames: string[]): boolean {
  const parent = element.parentNode;
  return parent !== null && 'tagName' in parent && tagNames.includes(parent.tagName);
}

function isIn(element: Element, tagName: string): boolean {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode)
    if (node.tagName === tagName) return true;
  return false;
}

function links(page: PageMarkup, rel: string, as?: string): Element[] {
  return page.elements.filter(
    (element) =>
      element.tagName === 'link' &&
      relOf(element).includes(rel) &&
      (as === undefined || attribute(element, 'as')?.toLowerCase() === as),
  );
}

function scripts(page: PageMarkup): Element[] {
  return page.elements.filter((element) => element.tagName === 'script');
}

/** The sources of the scripts Next wrote `async` (whatever else they say): what the loader starts. */
function asyncScriptSources(page: PageMarkup): Set<string> {
  return new Set(
    scripts(page)
      .filter((script) => attribute(script, 'async') !== undefined)
      .map((script) => attribute(script, 'src') ?? '')
      .filter(Boolean),
  );
}

/** The page's inline scripts that run (data blocks such as JSON-LD left out), each with its text. */
function inlineScripts(page: PageMarkup): Array<{ element: Element; text: string }> {
  return scripts(page)
    .filter(
      (script) =>
        attribute(script, 'src') === undefined &&
        isExecutableScriptType(attribute(script, 'type') ?? ''),
    )
    .map((element) => {
      const location = element.sourceCodeLocation;
      const text =
        location?.startTag && location.endTag
          ? page.html.slice(location.startTag.endOffset, location.endTag.startOffset)
          : '';
      return { element, text };
    });
}

function payloadOf(page: PageMarkup): string | null {
  return readPayload(inlineScripts(page).map(({ text }) => text));
}

function stylesheetHrefs(page: PageMarkup): string[] {
  return links(page, 'stylesheet')
    .map((link) => attribute(link, 'href'))
    .filter((href): href is string => Boolean(href));
}

/** The text of a file of the site; null when the export has no such file. */
function siteText(page: RawPage, urlPath: string): string | null {
  try {
    return page.readSiteFile(urlPath).toString('utf8');
  } catch {
    return null;
  }
}

/** The page's stylesheets that are in the export, each with its text. */
function stylesheetsOf(page: RawPage): Array<{ href: string; css: string }> {
  return stylesheetHrefs(page).flatMap((href) => {
    const css = siteText(page, href);
    return css === null ? [] : [{ href, css }];
  });
}

/** The font files the `@font-face` rules of the page's stylesheets name, as URL paths. */
function faceFontsOf(page: RawPage): Set<string> {
  const fonts = new Set<string>();
  for (const { href, css } of stylesheetsOf(page))
    for (const { block } of fontFaceBlocks(css))
      for (const reference of cssUrls(block)) {
        const font = sitePathOf(reference, href);
        if (font) fonts.add(font);
      }
  return fonts;
}

// ---- The assumptions -----------------------------------------------------------------------------------

export const SCRIPTS_ARE_ASYNC: Assumption<PageMarkup> = {
  name: 'scripts-are-async',
  assumes:
    'every framework and page script is `<script src async>` with no type (the `nomodule` polyfill aside), and every page has some',
  reliedOnBy:
    'scripts/hydration/defer-hydration.ts, which makes each an inert record that the loader starts after the first paint: any other would run before the paint, or be started as the wrong kind of script',
  problems(page) {
    const withSource = scripts(page).filter(
      (script) =>
        attribute(script, 'src') !== undefined && attribute(script, 'nomodule') === undefined,
    );
    const odd = withSource.filter(
      (script) =>
        !attribute(script, 'src') ||
        attribute(script, 'async') === undefined ||
        attribute(script, 'type') !== undefined,
    );
    if (withSource.length === 0) return ['no <script src async> at all'];
    return odd.map((script) => `a script of another kind: ${tagOf(page, script)}`);
  },
};

const SCRIPT_PRELOADS: Assumption<PageMarkup> = {
  name: 'script-preloads',
  assumes:
    'scripts are preloaded only by `<link rel="preload" as="script">` (never `modulepreload`), each of one of the page\'s async scripts',
  reliedOnBy:
    'scripts/hydration/defer-hydration.ts, which drops those preloads so no script is fetched before the first paint, and loses nothing as each is fetched by its inert record',
  problems(page) {
    const sources = asyncScriptSources(page);
    return [
      ...links(page, 'modulepreload').map((link) => `a module preload: ${tagOf(page, link)}`),
      ...links(page, 'preload', 'script')
        .filter((link) => !sources.has(attribute(link, 'href') ?? ''))
        .map((link) => `a preload of a script the page does not run: ${tagOf(page, link)}`),
    ];
  },
};

const TURBOPACK_BOOTSTRAP: Assumption<PageMarkup> = {
  name: 'turbopack-bootstrap',
  assumes:
    'the page has one inline Turbopack bootstrap, `(globalThis["TURBOPACK"] || …).push({"otherChunks": […]})`, and every chunk it names, under /_next/, is one of the page\'s async scripts',
  reliedOnBy:
    "lib/inline-loader/start-hydration.ts, which starts every script at once: Turbopack's runtime finds each chunk it needs by its src and waits for it, and would fetch one it cannot find itself",
  problems(page) {
    const bootstraps = inlineScripts(page)
      .map(({ text }) => turbopackBootstrap(text))
      .filter((bootstrap): bootstrap is TurbopackBootstrap => bootstrap !== undefined);
    if (bootstraps.length !== 1) return [`${bootstraps.length} Turbopack bootstraps, not one`];
    const sources = asyncScriptSources(page);
    return bootstraps[0]!.otherChunks
      .map((chunk) => `/_next/${typeof chunk === 'string' ? chunk : chunk.path}`)
      .filter((chunk) => !sources.has(chunk))
      .map((chunk) => `the bootstrap names ${chunk}, which is no async script of the page`);
  },
};

const RSC_PAYLOAD_INLINE: Assumption<PageMarkup> = {
  name: 'rsc-payload-inline',
  assumes:
    'the page carries its RSC payload as inline scripts, `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"…"])`',
  reliedOnBy:
    "lib/inline-loader/ (Next's scripts, started late, find the whole payload already in `self.__next_f` and fetch nothing to hydrate) and scripts/headers/generate.ts (static text, allowed by its hash)",
  problems(page) {
    return payloadOf(page) === null ? ['no inline `self.__next_f.push` payload it can read'] : [];
  },
};

const INLINE_SCRIPTS_KNOWN: Assumption<PageMarkup> = {
  name: 'inline-scripts-known',
  assumes:
    "Next writes no inline script but the RSC payload and the Turbopack bootstrap, each straight into the head or the body (data blocks such as JSON-LD aside; the app's own, lib/shop-url-scripts.ts, stand inside its markup)",
  reliedOnBy:
    'lib/inline-loader/ and scripts/headers/generate.ts: an inline script runs as the page is parsed, long before the scripts it may need, which start after the first paint; the CSP allows each by the hash of its text',
  problems(page) {
    return inlineScripts(page)
      .filter(({ element }) => isChildOf(element, ['head', 'body']))
      .filter(({ text }) => !isNextInlineScript(text))
      .map(({ element, text }) => `an inline script: ${tagOf(page, element)}${text.slice(0, 80)}`);
  },
};

const PAYLOAD_SCRIPTS_ON_PAGE: Assumption<PageMarkup> = {
  name: 'payload-scripts-on-page',
  assumes: "every `<script async src>` the RSC payload renders is one of the page's async scripts",
  reliedOnBy:
    'lib/inline-loader/start-hydration.ts: React, hydrating, looks for each by `script[async][src]` and adds any it cannot find, which would fetch it and run it apart from the rest',
  problems(page) {
    const payload = payloadOf(page);
    if (payload === null) return []; // rsc-payload-inline reports it
    const sources = asyncScriptSources(page);
    return payloadElements(payload, 'script')
      .filter((props) => props.async === true && typeof props.src === 'string')
      .map((props) => props.src as string)
      .filter((src) => !sources.has(src))
      .map((src) => `the payload renders ${src}, which is no async script of the page`);
  },
};

const HEAD_OPENS_WITH_CHARSET: Assumption<PageMarkup> = {
  name: 'head-opens-with-charset',
  assumes: 'every page\'s head opens `<head><meta charSet="utf-8"/>`',
  reliedOnBy:
    "scripts/headers/generate.ts, which writes the page's CSP `<meta>` right after that charset, so the charset stays in the first 1024 bytes and the policy comes before every script",
  problems(page) {
    const head = page.elements.find((element) => element.tagName === 'head');
    const start = head?.sourceCodeLocation?.startTag?.startOffset;
    if (start !== undefined && page.html.startsWith('<head><meta charSet="utf-8"/>', start))
      return [];
    return [
      `the head opens ${start === undefined ? 'nowhere' : page.html.slice(start, start + 60)}`,
    ];
  },
};

export const STYLESHEET_LINKS: Assumption<RawPage> = {
  name: 'stylesheet-links',
  assumes:
    'every page links its stylesheets, files of the export, as `<link rel="stylesheet" href="/_next/static/….css" data-precedence>` in the head, for all media',
  reliedOnBy:
    'scripts/export/inline-stylesheets.ts, which writes each into the page where its link stood and keeps the link, disabled, for React to find: a stylesheet written any other way would be fetched before the first paint, or not at all',
  problems(page) {
    const stylesheets = links(page, 'stylesheet');
    if (stylesheets.length === 0) return ['no <link rel="stylesheet">'];
    return stylesheets.flatMap((link) => {
      const href = attribute(link, 'href') ?? '';
      return faultsOf(page, link, {
        'outside the head': !isIn(link, 'head'),
        'not a .css file under /_next/static/': !/^\/_next\/static\/[^?#]+\.css$/.test(href),
        'not in the export': siteText(page, href) === null,
        'without data-precedence': attribute(link, 'data-precedence') === undefined,
        'for some media only': attribute(link, 'media') !== undefined,
        disabled: attribute(link, 'disabled') !== undefined,
      }).map((fault) => `a stylesheet linked otherwise: ${fault}`);
    });
  },
};

export const FONT_FACES: Assumption<RawPage> = {
  name: 'font-faces',
  assumes:
    "each `@font-face` of the page's stylesheets holds no braces in its block and names its fonts by relative `url()`s of .woff2 files in the export",
  reliedOnBy:
    'scripts/export/inline-stylesheets.ts, which finds each face up to its first `}` and writes its fonts into the page as data: URLs of type font/woff2',
  problems(page) {
    return stylesheetsOf(page).flatMap(({ href, css }) =>
      fontFaceBlocks(css).flatMap(({ block, nested }) => {
        const face = `${href}: @font-face{${block.slice(0, 100)}`;
        if (nested) return [`a face whose block holds a brace: ${face}`];
        return cssUrls(block).flatMap((reference) => {
          const font = sitePathOf(reference, href);
          if (!font) return [`a face naming a font by a data: or absolute URL: ${face}`];
          if (!/\.woff2$/.test(font.split(/[?#]/)[0] ?? ''))
            return [`a face naming a font that is not .woff2: ${face}`];
          return siteText(page, font) === null
            ? [`a face naming a font the export lacks, ${font}: ${face}`]
            : [];
        });
      }),
    );
  },
};

const FONT_PRELOADS: Assumption<RawPage> = {
  name: 'font-preloads',
  assumes:
    'fonts are preloaded as `<link rel="preload" href as="font" crossorigin="" type="font/woff2">` in the head, for all media, each of a font the stylesheet\'s faces name (Next writes none on its not-found page)',
  reliedOnBy:
    'scripts/export/inline-stylesheets.ts, which inlines every font the faces name, makes these preloads inert (`media="not all"`) and writes inert ones of the same form where Next wrote none: a preload of another font, or for some media, would still be fetched',
  problems(page) {
    const fonts = faceFontsOf(page);
    return links(page, 'preload', 'font').flatMap((link) =>
      faultsOf(page, link, {
        'outside the head': !isIn(link, 'head'),
        'of a font no face names': !fonts.has(attribute(link, 'href') ?? ''),
        'without crossorigin=""': attribute(link, 'crossorigin') !== '',
        'not of type font/woff2': attribute(link, 'type') !== 'font/woff2',
        'for some media only': attribute(link, 'media') !== undefined,
      }).map((fault) => `a font preload of another form: ${fault}`),
    );
  },
};

const PAYLOAD_STYLES_ON_PAGE: Assumption<RawPage> = {
  name: 'payload-styles-on-page',
  assumes:
    'the RSC payload names the page\'s stylesheets (`:HL[…,"style"]`, `["$","link",…{"rel":"stylesheet"}]`) and no other, and hints only fonts the stylesheet\'s faces name (`:HL[…,"font"]`)',
  reliedOnBy:
    'scripts/export/inline-stylesheets.ts, which keeps an inert tag of each for React: React, hydrating and navigating, looks for them by `link[rel="stylesheet"][href]` and `link[rel="preload"][as="font"][href]` and would fetch any it cannot find; a stylesheet the payload no longer names needs no inert link',
  problems(page) {
    const payload = payloadOf(page);
    if (payload === null) return []; // rsc-payload-inline reports it
    const linked = new Set(stylesheetHrefs(page));
    const named = new Set([
      ...payloadHints(payload, 'style'),
      ...payloadElements(payload, 'link')
        .filter((props) => props.rel === 'stylesheet' && typeof props.href === 'string')
        .map((props) => props.href as string),
    ]);
    const fonts = faceFontsOf(page);
    return [
      ...[...named]
        .filter((href) => !linked.has(href))
        .map((href) => `the payload names ${href}, which the page does not link`),
      ...[...linked]
        .filter((href) => !named.has(href))
        .map((href) => `the payload no longer names ${href}`),
      ...payloadHints(payload, 'font')
        .filter((font) => !fonts.has(font))
        .map((font) => `the payload hints ${font}, which no face of the stylesheet names`),
    ];
  },
};

const PRIORITY_IMAGE: Assumption<PageMarkup> = {
  name: 'priority-image',
  assumes:
    'a page has at most one `<img fetchpriority="high">`, and any image preload in its head is of that image',
  reliedOnBy:
    'scripts/export/inline-stylesheets.ts, which preloads the priority image ahead of the inlined styles on a page with no image preload (the home page): it takes any image preload for that of the priority image',
  problems(page) {
    const priority = page.elements.filter(
      (element) =>
        element.tagName === 'img' && attribute(element, 'fetchpriority')?.toLowerCase() === 'high',
    );
    if (priority.length > 1)
      return [
        `${priority.length} priority images: ${priority.map((img) => tagOf(page, img)).join(' ')}`,
      ];
    const [image] = priority;
    const isOfImage = (preload: Element): boolean =>
      image !== undefined &&
      (attribute(preload, 'imagesrcset') !== undefined
        ? attribute(preload, 'imagesrcset') === attribute(image, 'srcset')
        : attribute(preload, 'href') === attribute(image, 'src'));
    return links(page, 'preload', 'image')
      .filter((preload) => !isIn(preload, 'head') || !isOfImage(preload))
      .map((preload) => `an image preload of another image: ${tagOf(page, preload)}`);
  },
};

const NOT_FOUND_COPY: Assumption<RawExport> = {
  name: 'not-found-copy',
  assumes: 'Next exports its not-found page as 404.html, and again as _not-found.html',
  reliedOnBy:
    'scripts/export/remove-not-found-copy.ts, which deletes _not-found.html (a host would serve it with status 200) and leaves 404.html, which hosts answer unknown paths with',
  problems({ pages }) {
    return ['404.html', '_not-found.html']
      .filter((page) => !pages.includes(page))
      .map((page) => `no ${page} in the export`);
  },
};

/** Checked on every exported page. */
export const PAGE_ASSUMPTIONS: Array<Assumption<RawPage>> = [
  SCRIPTS_ARE_ASYNC,
  SCRIPT_PRELOADS,
  TURBOPACK_BOOTSTRAP,
  RSC_PAYLOAD_INLINE,
  INLINE_SCRIPTS_KNOWN,
  PAYLOAD_SCRIPTS_ON_PAGE,
  HEAD_OPENS_WITH_CHARSET,
  STYLESHEET_LINKS,
  FONT_FACES,
  FONT_PRELOADS,
  PAYLOAD_STYLES_ON_PAGE,
  PRIORITY_IMAGE,
];

/** Checked once on the export. */
export const EXPORT_ASSUMPTIONS: Array<Assumption<RawExport>> = [NOT_FOUND_COPY];

// ---- Checking ------------------------------------------------------------------------------------------

/** An assumption the output breaks, and where. */
export interface BrokenAssumption {
  assumption: Pick<Assumption<unknown>, 'name' | 'assumes' | 'reliedOnBy'>;
  problems: string[];
}

/** Shown per assumption; an upgrade that breaks one usually breaks it on every page. */
const PROBLEMS_SHOWN = 3;

function describe({ assumption, problems }: BrokenAssumption): string {
  const more = problems.length - PROBLEMS_SHOWN;
  return [
    `[${assumption.name}] Assumed: ${assumption.assumes}.`,
    `  Relied on by ${assumption.reliedOnBy}.`,
    ...problems.slice(0, PROBLEMS_SHOWN).map((problem) => `  ${problem}`),
    ...(more > 0 ? [`  …and ${more} more`] : []),
  ].join('\n');
}

/** The message of a failed check: each broken assumption, by name, with what relies on it and where. */
function contractMessage(broken: BrokenAssumption[]): string {
  return [
    `Next's output broke ${broken.length === 1 ? 'an assumption' : `${broken.length} assumptions`} of the export rewrite (scripts/export/next-output-contract.ts; see "Upgrading Next" in docs/contributing.md):`,
    ...broken.map(describe),
  ].join('\n');
}

/** Throws the contract's message when `assumption` does not hold for `subject`; for the rewrites' own use. */
export function assertHolds<Subject extends PageMarkup>(
  assumption: Assumption<Subject>,
  subject: Subject,
): void {
  const problems = assumption.problems(subject).map((problem) => `${subject.file}: ${problem}`);
  if (problems.length > 0) throw new Error(contractMessage([{ assumption, problems }]));
}

/**
 * Every assumption the raw export breaks, with the problems found on each page, in the order above. Page by
 * page: each is read, parsed, checked and let go before the next, so the memory a check holds is one page's
 * and the problems found, whatever the size of the catalogue (at 1,040 designs the export's pages hold
 * 1.6 GB of HTML).
 */
export function brokenAssumptions(site: RawExport): BrokenAssumption[] {
  const broken: BrokenAssumption[] = PAGE_ASSUMPTIONS.map((assumption) => ({
    assumption,
    problems: [],
  }));
  for (const file of site.pages) {
    const page: RawPage = {
      ...pageMarkup(file, site.readSiteFile(`/${file}`).toString('utf8')),
      readSiteFile: site.readSiteFile,
    };
    PAGE_ASSUMPTIONS.forEach((assumption, index) => {
      for (const problem of assumption.problems(page))
        broken[index]!.problems.push(`${page.file}: ${problem}`);
    });
  }
  for (const assumption of EXPORT_ASSUMPTIONS)
    broken.push({ assumption, problems: assumption.problems(site) });
  return broken.filter(({ problems }) => problems.length > 0);
}

/** Throws, naming every broken assumption, unless the raw export holds them all. */
export function checkNextOutput(site: RawExport): void {
  const broken = brokenAssumptions(site);
  if (broken.length > 0) throw new Error(contractMessage(broken));
}
