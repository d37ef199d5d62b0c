/**
 * Writes `_headers` into an exported site, the header rules Netlify and Cloudflare Pages read and
 * scripts/static-server.mjs applies, and each page's own Content-Security-Policy into the page, page by
 * page (scripts/headers/generate.ts runs it after `next build`). The rules do not grow with the catalogue:
 *
 * - Long immutable caching for /_next/static/* (content-hashed names), 5 minutes for generated images and
 *   icons, revalidation on every visit for HTML (and, by the CDNs' default, for everything else).
 * - Security headers on every path.
 * - One Content-Security-Policy shared by every page (csp.mjs's sharedPolicy), sent by one rule per
 *   top-level section of the site (page-patterns.ts): everything but which inline scripts run.
 * - Each page's own policy in a <meta http-equiv>, first in its <head> (csp.mjs's pagePolicy): the shared
 *   one with the sha256 hashes of exactly that page's inline scripts, which differ on every page (Next's
 *   bootstrap and its RSC payload). A browser enforces both, so inline scripts run by hash alone, on every
 *   path the page answers at: the <meta> travels with the page, also where no rule matches the path (the
 *   404 page at an unknown path; `//shop` or `/%73hop`, which Cloudflare matches against no rule).
 * - The editor at /admin (scripts/admin/) gets its own policy (scripts/admin/policy.ts) and
 *   `X-Robots-Tag: noindex` on everything under it; no rule of the shop's pages matches it.
 *
 * No two rules that can match the same path set the same header (a CDN would join the values): checked on
 * every published file's path, as Netlify and Cloudflare match, before the file is written.
 */
import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineEventHandlers, inlineScriptHashes, pagePolicy, sharedPolicy } from './csp.mjs';
import {
  formatHeadersFile,
  parseRules,
  repeatedHeaderFinder,
  urlPathForFile,
  type HeaderRule,
} from './headers-file.mjs';
import { withMetaPolicy } from './meta-policy.mjs';
import { pagePatterns } from './page-patterns';
import { exportedPageFiles, siteFiles } from '../site-dir';

const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Generated images keep their names when regenerated (a photo the owner replaced, a drawing changed): cached
 * for 5 minutes, so a returning shopper sees the new one within minutes; after that the browser asks
 * again, and an unchanged image costs a 304.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=300';

/**
 * Sent with every response. Cross-Origin-Opener-Policy applies to documents: no other site's window that
 * opens a page of ours can reach it (the page gets a browsing context group of its own, as with
 * `same-origin`), and the editor keeps the sign-in window it opens itself (GitHub's, through the sign-in
 * service), which `same-origin` would cut off. The shop's pages open no window, so for them the two are
 * the same. One value for every path: a page rule's own would be joined to this one by the CDN (Netlify
 * and Cloudflare join a header two rules set with a comma, which a browser reads as no policy), and an
 * unknown path's 404 answer, which no page rule matches, keeps it.
 */
const SECURITY_HEADERS: Array<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
  ],
  ['X-Frame-Options', 'DENY'],
  ['Strict-Transport-Security', 'max-age=31536000'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];

/** The editor's page and everything under its folder: never in search results. */
const NO_INDEX: [string, string] = ['X-Robots-Tag', 'noindex, nofollow'];

/**
 * style-src needs 'unsafe-inline', measured in Chromium with `style-src 'self'`: the pages carry style
 * attributes (color swatches, image aspect ratios: style-src-attr) and <style> blocks (the checked-radio
 * rules of components/ui/checked-radio-style.tsx). Hashing those blocks per page would break client-side
 * navigation: React inserts the next page's blocks under the first page's policy. Scripts stay hash-only:
 * injected CSS cannot run code, and the pages hold no secrets a CSS selector could leak.
 */
const STYLE_SOURCES = ["'unsafe-inline'"];

/** Folders of generated images and icons in the export. */
const IMAGE_FOLDERS = ['/images/*', '/og/*', '/icons/*'];

/** Files the hosts read as configuration, never served. */
const CONFIGURATION_FILES = new Set(['_headers', '_redirects']);

export interface HeadersSettings {
  /** Origins the pages may fetch from beyond their own (the backend). */
  connectSources: string[];
  /** The editor's address on the site and its policy. */
  admin: { path: string; policy: string };
  /** Written at the top of the file, each line a comment. */
  commentLines: string[];
}

export interface HeadersSummary {
  rules: number;
  bytes: number;
  pages: number;
  /** The policy `_headers` sends with every page. */
  sharedPolicy: string;
  /** The longest policy a page carries in its <meta>. */
  largestPagePolicy: { page: string; length: number; hashes: number };
  /** Files without an extension, which get a Content-Type of their own. */
  extensionless: string[];
}

/** A Content-Type for a file without an extension, from its first bytes. */
function sniffContentType(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  const head = bytes.subarray(0, 256).toString('utf8').trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
    return 'image/svg+xml';
  if (head.startsWith('<?xml')) return 'application/xml';
  if (head.startsWith('{') || head.startsWith('[')) return 'application/json';
  return 'text/plain; charset=utf-8';
}

/** The first bytes of a file, enough to tell its type. */
async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Puts each page's own policy into it, one page at a time, and returns what the rules need: the pages'
 * addresses and the longest policy. Fails, naming every page, on inline event handlers (onclick=…), which
 * no hash can allow.
 */
async function writePagePolicies(outDir: string, settings: HeadersSettings) {
  const pages = exportedPageFiles(outDir);
  if (pages.length === 0) throw new Error(`No HTML in ${outDir}: run next build first.`);
  const problems: string[] = [];
  let largestPagePolicy = { page: '', length: 0, hashes: 0 };
  for (const file of pages) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    const handlers = inlineEventHandlers(html);
    if (handlers.length > 0)
      problems.push(`${file}: inline event handlers (${handlers.join(', ')})`);
    const scriptHashes = inlineScriptHashes(html);
    const policy = pagePolicy({
      scriptHashes,
      styleSources: STYLE_SOURCES,
      connectSources: settings.connectSources,
    });
    if (policy.length > largestPagePolicy.length)
      largestPagePolicy = {
        page: urlPathForFile(file),
        length: policy.length,
        hashes: scriptHashes.length,
      };
    await writeFile(path.join(outDir, file), withMetaPolicy(html, policy, file));
  }
  if (problems.length > 0)
    throw new Error(
      `Inline event handlers, which the Content-Security-Policy blocks (a hash cannot allow them): move them into the component's script.\n${problems.join('\n')}`,
    );
  return { urls: pages.map(urlPathForFile), largestPagePolicy };
}

/** Every published file's address, and each page's clean one, for the check that no header is set twice. */
async function* publishedPaths(outDir: string): AsyncGenerator<string> {
  for await (const file of siteFiles(outDir)) {
    if (CONFIGURATION_FILES.has(file)) continue;
    yield `/${file}`;
    if (file.endsWith('.html')) yield urlPathForFile(file);
  }
}

export async function writeHeaders(
  outDir: string,
  settings: HeadersSettings,
): Promise<HeadersSummary> {
  const { urls, largestPagePolicy } = await writePagePolicies(outDir, settings);
  const shared = sharedPolicy({
    styleSources: STYLE_SOURCES,
    connectSources: settings.connectSources,
  });

  const extensionless: string[] = [];
  const contentTypeRules: HeaderRule[] = [];
  for await (const file of siteFiles(outDir)) {
    if (path.posix.basename(file).includes('.') || CONFIGURATION_FILES.has(file)) continue;
    extensionless.push(file);
    contentTypeRules.push({
      pattern: `/${file}`,
      headers: [['Content-Type', sniffContentType(await firstBytes(path.join(outDir, file)))]],
    });
  }

  const rules: HeaderRule[] = [
    { pattern: '/*', headers: SECURITY_HEADERS },
    { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]] },
    ...IMAGE_FOLDERS.map((pattern): HeaderRule => ({
      pattern,
      headers: [['Cache-Control', IMAGE_CACHE_CONTROL]],
    })),
    ...contentTypeRules,
    ...pagePatterns(urls).map((pattern): HeaderRule => ({
      pattern,
      headers: [
        ['Cache-Control', HTML_CACHE_CONTROL],
        ['Content-Security-Policy', shared],
      ],
    })),
    {
      pattern: settings.admin.path,
      headers: [
        ['Cache-Control', HTML_CACHE_CONTROL],
        ['Content-Security-Policy', settings.admin.policy],
      ],
    },
    // Its page and everything under its folder, on both hosts (`/admin/*` would miss /admin on Cloudflare).
    { pattern: `${settings.admin.path}*`, headers: [NO_INDEX] },
  ];

  const repeatedOn = repeatedHeaderFinder(await parseRules(rules));
  const repeated: string[] = [];
  for await (const pathname of publishedPaths(outDir)) {
    repeated.push(...repeatedOn(pathname));
    if (repeated.length >= 10) break;
  }
  if (repeated.length > 0)
    throw new Error(
      `_headers would set a header twice on one path (a CDN joins the values into another meaning):\n${repeated.join('\n')}`,
    );

  const text = formatHeadersFile(rules, settings.commentLines);
  await writeFile(path.join(outDir, '_headers'), text);
  return {
    rules: rules.length,
    bytes: Buffer.byteLength(text),
    pages: urls.length,
    sharedPolicy: shared,
    largestPagePolicy,
    extensionless,
  };
}
