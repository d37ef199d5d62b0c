/**
 * Just enough HTML reading for the exported pages: the tags that reference other files, with their
 * attributes, found by parse5 (the HTML standard's parser, as jsdom uses it). Script bodies stay text, so the
 * React Server Components payload inside them is never read as markup; `<noscript>` content is read as
 * markup, as a browser without script would.
 */
import { decodeHTML } from 'entities';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { HYDRATE_SRC_ATTRIBUTE } from '../../lib/inline-loader/contract';
import type { ColorScheme } from '../../lib/images';

type Node = DefaultTreeAdapterMap['node'];

export interface Tag {
  name: string;
  /** Attribute names lower-cased, values entity-decoded; a bare attribute has the value ''. */
  attributes: Record<string, string>;
}

export const decodeEntities = decodeHTML;

/**
 * Every element named in `names` (lower case), or every element when `names` is left out (inline SVG and
 * MathML included), in document order.
 */
export function findTags(html: string, names?: readonly string[]): Tag[] {
  const tags = everyTag(html);
  if (!names) return [...tags];
  const wanted = new Set(names);
  return tags.filter((tag) => wanted.has(tag.name));
}

/** The last page read, and its tags: a page's measures read it several times over (about 0.1 s each). */
let lastRead: { html: string; tags: Tag[] } | undefined;

function everyTag(html: string): Tag[] {
  if (lastRead?.html === html) return lastRead.tags;
  const tags: Tag[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      const attributes = Object.fromEntries(node.attrs.map(({ name, value }) => [name, value]));
      tags.push({ name: node.tagName, attributes });
    }
    if ('content' in node) visit(node.content);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html, { scriptingEnabled: false }));
  lastRead = { html, tags };
  return tags;
}

function relList(tag: Tag): string[] {
  return (tag.attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The scripts a modern browser fetches and runs when it loads the page: every `<script src>` except
 * `nomodule` ones (the legacy polyfill, skipped by browsers with module support) and non-JavaScript types,
 * scripts the page preloads (`<link rel="preload" as="script">`, `<link rel="modulepreload">`), and the
 * scripts scripts/hydration made inert until the first paint (`data-hydrate-src`).
 * Next 16 preloads only scripts it also references with `<script async src>`; counting both keeps the
 * measure right if that changes. Order of first appearance, no duplicates.
 */
export function firstLoadScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of findTags(html, ['script', 'link'])) {
    const { attributes } = tag;
    if (tag.name === 'script') {
      const type = (attributes.type ?? '').trim().toLowerCase();
      const runs = type === '' || type === 'module' || /javascript|ecmascript/.test(type);
      if (attributes.src && !('nomodule' in attributes) && runs) urls.add(attributes.src);
      // Made inert by scripts/hydration and run by its loader after the first paint.
      const deferred = attributes[HYDRATE_SRC_ATTRIBUTE];
      if (deferred) urls.add(deferred);
    } else {
      const rel = relList(tag);
      const isScriptPreload =
        rel.includes('preload') && (attributes.as ?? '').toLowerCase() === 'script';
      if ((isScriptPreload || rel.includes('modulepreload')) && attributes.href)
        urls.add(attributes.href);
    }
  }
  return [...urls];
}

/** A link the browser does not fetch: `disabled`, or for no media (scripts/export/inline-stylesheets.ts). */
function isInertLink(tag: Tag): boolean {
  return 'disabled' in tag.attributes || tag.attributes.media?.trim().toLowerCase() === 'not all';
}

/**
 * The href of every `<link>` the browser fetches with `rel` (and `as`, when given): stylesheets, preloaded
 * fonts. A data: URL is no file: its bytes are the page's.
 */
export function linkedUrls(html: string, rel: string, as?: string): string[] {
  return findTags(html, ['link'])
    .filter((tag) => relList(tag).includes(rel) && (as === undefined || tag.attributes.as === as))
    .filter((tag) => !isInertLink(tag))
    .flatMap((tag) => tag.attributes.href ?? [])
    .filter((href) => !/^data:/i.test(href));
}

export interface SrcsetCandidate {
  url: string;
  /** Width descriptor (`480w`), if any. */
  width?: number;
  /** Density descriptor (`2x`); 1 when there is no descriptor. */
  density?: number;
}

/** Parses a `srcset` value. URLs in our pages never contain commas or spaces. */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [url = '', descriptor = ''] = part.split(/\s+/);
      if (/^\d+w$/.test(descriptor)) return { url, width: Number(descriptor.slice(0, -1)) };
      if (/^[\d.]+x$/.test(descriptor)) return { url, density: Number(descriptor.slice(0, -1)) };
      return { url, density: 1 };
    });
}

/** A CSS length in a `sizes` value (`540px`, `92vw`, `calc(100vw - 2rem)`) in CSS px at `viewportWidth`. */
function evaluateLength(length: string, viewportWidth: number): number {
  const text = length.trim();
  const calc = /^calc\((.*)\)$/i.exec(text);
  if (calc) {
    // Only sums and differences of simple lengths: what a `sizes` attribute needs.
    const terms = (calc[1] ?? '').replace(/\s+-\s+/g, ' + -').split(/\s+\+\s+/);
    return terms.reduce((sum, term) => {
      const negative = term.trim().startsWith('-');
      const value = evaluateLength(term.trim().replace(/^-/, ''), viewportWidth);
      return sum + (negative ? -value : value);
    }, 0);
  }
  const match = /^(-?[\d.]+)(px|vw|rem|em)?$/i.exec(text);
  if (!match) throw new Error(`Unsupported length in sizes: "${length}"`);
  const value = Number(match[1]);
  switch ((match[2] ?? 'px').toLowerCase()) {
    case 'vw':
      return (value * viewportWidth) / 100;
    case 'rem':
    case 'em':
      return value * 16;
    default:
      return value;
  }
}

function mediaMatches(condition: string, viewportWidth: number): boolean {
  return condition.split(/\s+and\s+/i).every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
    if (!match) throw new Error(`Unsupported media condition in sizes: "${condition}"`);
    const limit = evaluateLength(match[2] ?? '', viewportWidth);
    return (match[1] ?? '').toLowerCase() === 'min'
      ? viewportWidth >= limit
      : viewportWidth <= limit;
  });
}

/** The slot width (CSS px) a `sizes` attribute gives at `viewportWidth`: the first matching entry wins. */
export function evaluateSizes(sizes: string | undefined, viewportWidth: number): number {
  if (!sizes) return viewportWidth; // the HTML default is 100vw
  for (const entry of sizes.split(',')) {
    const trimmed = entry.trim();
    const conditional = /^(\(.*\))\s+(\S+(?:\(.*\))?)$/.exec(trimmed);
    if (!conditional) return evaluateLength(trimmed, viewportWidth);
    if (mediaMatches(conditional[1] ?? '', viewportWidth))
      return evaluateLength(conditional[2] ?? '', viewportWidth);
  }
  return viewportWidth;
}

/**
 * The candidate Chromium picks on a cold cache: the smallest whose density (width ÷ slot) reaches the device
 * pixel ratio, else the largest. Checked in Chromium 156 (currentSrc at 412 px, DPR 1.75): a 379 px slot
 * takes 800w over 640w, an 95 px slot 320w over 160w.
 */
export function pickCandidate(
  candidates: readonly SrcsetCandidate[],
  slotWidth: number,
  devicePixelRatio: number,
): SrcsetCandidate | undefined {
  const sorted = candidates
    .map((candidate) => ({
      candidate,
      density:
        candidate.width !== undefined ? candidate.width / slotWidth : (candidate.density ?? 1),
    }))
    .sort((a, b) => a.density - b.density);
  return (sorted.find((entry) => entry.density >= devicePixelRatio) ?? sorted.at(-1))?.candidate;
}

/**
 * Whether a preload's `media` applies to a browser in `scheme`: none, the scheme's own query, or "not all
 * and" the other's (what scripts/export/inline-stylesheets.ts writes for a picture's two files).
 */
function schemeMatches(media: string | undefined, scheme: ColorScheme): boolean {
  if (media === undefined) return true;
  const match = /^(not all and )?\(prefers-color-scheme: (light|dark)\)$/.exec(media.trim());
  if (!match) throw new Error(`Unsupported media on an image preload: "${media}"`);
  return (match[2] === scheme) !== Boolean(match[1]);
}

/**
 * The URL a browser at `viewportWidth` × `devicePixelRatio`, in the light or dark `scheme`, downloads for the
 * image the page marks as its most important: the `<link rel="preload" as="image">` for its scheme (React
 * writes one for an eager high-priority image, the export one per theme for a `<picture>`), else the first
 * `<img fetchpriority="high">`.
 */
export function priorityImageUrl(
  html: string,
  viewportWidth: number,
  devicePixelRatio: number,
  scheme: ColorScheme = 'light',
): string | undefined {
  const tags = findTags(html, ['link', 'img']);
  const preload = tags.find(
    (tag) =>
      tag.name === 'link' &&
      relList(tag).includes('preload') &&
      tag.attributes.as === 'image' &&
      schemeMatches(tag.attributes.media, scheme),
  );
  const img = tags.find(
    (tag) => tag.name === 'img' && (tag.attributes.fetchpriority ?? '').toLowerCase() === 'high',
  );
  const image = preload
    ? {
        src: preload.attributes.href,
        srcset: preload.attributes.imagesrcset,
        sizes: preload.attributes.imagesizes,
      }
    : (img?.attributes ?? {});
  if (!image.srcset) return image.src;
  const slot = evaluateSizes(image.sizes, viewportWidth);
  return pickCandidate(parseSrcset(image.srcset), slot, devicePixelRatio)?.url ?? image.src;
}
