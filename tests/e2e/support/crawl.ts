import type { APIRequestContext } from '@playwright/test';
import { findTags, parseSrcset } from '../../../scripts/bench/html';

/**
 * A crawl of the served site over HTTP (no browser): pages from `/` through every internal <a href>, and
 * every file a page refers to. Fetches run a few at a time; each URL is fetched once.
 */

interface Reference {
  /** Root-relative URL with its query, no fragment. */
  url: string;
  /** The page that refers to it, and how ('a href', 'img srcset', 'css url()'…). */
  from: string;
  via: string;
}

interface Broken extends Reference {
  problem: string;
}

export interface CrawlResult {
  pages: string[];
  files: string[];
  broken: Broken[];
}

const ASSET_LINK_RELS = [
  'icon',
  'apple-touch-icon',
  'manifest',
  'stylesheet',
  'preload',
  'modulepreload',
  'mask-icon',
];
const IMAGE_META = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'];
const CONCURRENCY = 8;

/** Maps an href to a root-relative URL on this site, or undefined for other sites and other schemes. */
function localUrl(
  href: string,
  base: string,
  siteOrigins: ReadonlySet<string>,
): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!siteOrigins.has(url.origin)) return undefined;
  return url.pathname + url.search;
}

/** The attributes that name a file, per tag; `srcset` lists several. */
const FILE_ATTRIBUTES: Record<string, string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src', 'poster'],
  script: ['src'],
};

/** Every internal page link and every referenced file in one HTML page. */
function referencesInPage(
  html: string,
  pageUrl: string,
  base: string,
  siteOrigins: ReadonlySet<string>,
): { pages: Reference[]; files: Reference[] } {
  const pages: Reference[] = [];
  const files: Reference[] = [];
  const add = (list: Reference[], href: string | undefined, via: string) => {
    const url = href ? localUrl(href, base + pageUrl, siteOrigins) : undefined;
    if (url !== undefined) list.push({ url, from: pageUrl, via });
  };
  const addFiles = (value: string | undefined, attribute: string, via: string) => {
    if (!attribute.endsWith('srcset')) add(files, value, via);
    else for (const candidate of parseSrcset(value ?? '')) add(files, candidate.url, via);
  };

  const tagNames = ['a', 'link', 'meta', ...Object.keys(FILE_ATTRIBUTES)];
  for (const { name, attributes } of findTags(html, tagNames)) {
    if (name === 'a') add(pages, attributes.href, 'a href');
    for (const attribute of FILE_ATTRIBUTES[name] ?? [])
      addFiles(attributes[attribute], attribute, `${name} ${attribute}`);
    if (name === 'meta') {
      const key = attributes.property ?? attributes.name ?? '';
      if (IMAGE_META.includes(key)) add(files, attributes.content, `meta ${key}`);
      if (key === 'og:url') add(pages, attributes.content, 'meta og:url');
    }
    if (name === 'link') {
      const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      const via = `link ${rels.join(' ')}`;
      if (rels.includes('canonical') || rels.includes('alternate'))
        add(pages, attributes.href, via);
      else if (rels.some((rel) => ASSET_LINK_RELS.includes(rel))) {
        add(files, attributes.href, via);
        addFiles(attributes.imagesrcset, 'imagesrcset', `${via} imagesrcset`);
      }
    }
  }
  return { pages, files };
}

/** url(...) references in a stylesheet (fonts, images), resolved against the stylesheet's own URL. */
function cssReferences(
  css: string,
  cssUrl: string,
  base: string,
  siteOrigins: ReadonlySet<string>,
): Reference[] {
  const references: Reference[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const href = match[2] ?? '';
    if (href.startsWith('data:') || href.startsWith('#')) continue;
    const url = localUrl(href, base + cssUrl, siteOrigins);
    if (url !== undefined) references.push({ url, from: cssUrl, via: 'css url()' });
  }
  return references;
}

/** Runs `work` over `items`, CONCURRENCY at a time. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += CONCURRENCY)
    await Promise.all(items.slice(index, index + CONCURRENCY).map(work));
}

/**
 * Crawls from `start`. A page must answer 200 with HTML; a file 200 with a body (images with an image type).
 * Redirects count as broken: links should name the final URL.
 */
export async function crawlSite(
  request: APIRequestContext,
  base: string,
  siteOrigins: ReadonlySet<string>,
  start = '/',
): Promise<CrawlResult> {
  const seenPages = new Set<string>();
  const seenFiles = new Set<string>();
  const broken: Broken[] = [];
  let pageQueue: Reference[] = [{ url: start, from: '(start)', via: 'start' }];
  let fileQueue: Reference[] = [];

  const pageWithoutHash = (url: string) => url.split('#')[0] || '/';
  const queueFile = (file: Reference) => {
    if (seenFiles.has(file.url)) return;
    seenFiles.add(file.url);
    fileQueue.push(file);
  };

  async function visitPage(reference: Reference) {
    const response = await request.get(base + reference.url, { maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200) {
      broken.push({ ...reference, problem: `status ${response.status()}` });
      return;
    }
    if (!type.startsWith('text/html')) {
      broken.push({ ...reference, problem: `content-type ${type}, expected a page` });
      return;
    }
    const found = referencesInPage(await response.text(), reference.url, base, siteOrigins);
    for (const page of found.pages) {
      const url = pageWithoutHash(page.url);
      if (!seenPages.has(url)) {
        seenPages.add(url);
        pageQueue.push({ ...page, url });
      }
    }
    found.files.forEach(queueFile);
  }

  async function visitFile(reference: Reference) {
    const response = await request.get(base + reference.url, { maxRedirects: 0 });
    const type = response.headers()['content-type'] ?? '';
    const body = response.status() === 200 ? await response.body() : Buffer.alloc(0);
    if (response.status() !== 200)
      broken.push({ ...reference, problem: `status ${response.status()}` });
    else if (body.length === 0) broken.push({ ...reference, problem: 'empty body' });
    else if (
      /^img|meta|link (icon|apple-touch-icon)|source/.test(reference.via) &&
      !type.startsWith('image/')
    ) {
      broken.push({ ...reference, problem: `content-type ${type}, expected an image` });
    } else if (type.startsWith('text/css')) {
      cssReferences(body.toString('utf8'), reference.url, base, siteOrigins).forEach(queueFile);
    } else if (type.includes('manifest+json')) {
      const manifest = JSON.parse(body.toString('utf8')) as { icons?: { src: string }[] };
      for (const icon of manifest.icons ?? []) {
        const url = localUrl(icon.src, base + reference.url, siteOrigins);
        if (url !== undefined) queueFile({ url, from: reference.url, via: 'manifest icon' });
      }
    }
  }

  seenPages.add(start);
  while (pageQueue.length > 0 || fileQueue.length > 0) {
    const pages = pageQueue;
    const files = fileQueue;
    pageQueue = [];
    fileQueue = [];
    await inBatches(pages, visitPage);
    await inBatches(files, visitFile);
  }
  return { pages: [...seenPages], files: [...seenFiles], broken };
}
