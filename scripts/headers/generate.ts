/**
 * Post-build step (package.json "postbuild"): writes out/_headers, the header rules Netlify and Cloudflare Pages
 * read and scripts/static-server.mjs applies.
 *
 * - Long immutable caching for /_next/static/* (content-hashed names), 5 minutes for generated images and icons,
 *   revalidation on every visit for HTML (and, by the CDNs' default, for everything else).
 * - Security headers on every path, and on every page a Content-Security-Policy whose script-src lists the
 *   sha256 hashes of that page's inline scripts (Next's bootstrap and its RSC payload differ per page), so no
 *   'unsafe-inline' is needed for scripts. connect-src allows the configured Supabase origin.
 * - Every page also carries the same policy in a <meta http-equiv> element, first in its <head>, less what
 *   only a header can say (frame-ancestors): a CDN that misses the page's rule still enforces it. That
 *   happens: unknown paths get 404.html, which no page rule matches, and Cloudflare's runtime matches rules
 *   against the raw path, so `//shop` or `/%73hop` get shop.html with none of /shop's headers. A browser
 *   enforces both policies; they allow the same scripts, so together they are the header's.
 *
 * - The editor at /admin (scripts/admin/) gets its own policy (scripts/admin/policy.ts), an opener policy
 *   that lets GitHub's sign-in window answer it, and `X-Robots-Tag: noindex` on everything under it. The
 *   shop's pages keep theirs: the opener policy, which differs between the two, is set per page.
 *
 * No two rules that can match the same path set the same header (CDNs would join the values).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnvConfig } from '@next/env';
import { missingSiteUrlWarning, publicBackendConfig, siteUrl } from '../../lib/public-config';
import { buildCsp, inlineEventHandlers, inlineScriptHashes } from './csp.mjs';
import { formatHeadersFile, urlPathForFile, type HeaderRule } from './headers-file.mjs';
import { adminPolicy } from '../admin/policy';
import { ADMIN_PATH } from '../admin/page';
import { editorSettings } from '../build-config';
import { exportedPageFiles, PROJECT_ROOT, siteDir } from '../site-dir';

const ROOT = PROJECT_ROOT;
const OUT_DIR = siteDir();
const HEADERS_FILE = path.join(OUT_DIR, '_headers');

/** Cloudflare Pages' documented limits for _headers. */
const CLOUDFLARE_MAX_RULES = 100;
const CLOUDFLARE_MAX_HEADER_LENGTH = 2000;

export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * Generated images keep their names when regenerated (a photo the owner replaced, a drawing changed): cached
 * for 5 minutes, so a returning shopper sees the new one within minutes; after that the browser asks
 * again, and an unchanged image costs a 304.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=300';

/**
 * Sent with every response. Cross-Origin-Opener-Policy applies to documents: no other site's window that
 * opens a page of ours can reach it (the page gets a browsing context group of its own, as with
 * `same-origin`), and the editor keeps the sign-in window it opens itself (GitHub's, through the sign-in
 * service), which `same-origin` would cut off. The shop's pages open no window, so for them the two are
 * the same. One value for every path: a page rule's own would be joined to this one by the CDN (Netlify
 * and Cloudflare join a header two rules set with a comma, which a browser reads as no policy), and an
 * unknown path's 404 answer, which no page rule matches, keeps it.
 */
export const SECURITY_HEADERS: Array<[string, string]> = [
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
export const STYLE_SOURCES = ["'unsafe-inline'"];

/** Folders of generated images and icons under out/. */
const IMAGE_FOLDERS = ['/images/*', '/og/*', '/icons/*'];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(OUT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
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

function connectSources(): string[] {
  return [new URL(publicBackendConfig().url).origin];
}

/**
 * Puts a <meta http-equiv> policy at the top of <head>, after only the charset Next writes first (it must be
 * in the first 1024 bytes), so it covers every script after it. A policy written by an earlier run is replaced.
 */
function withMetaCsp(html: string, policy: string, file: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const withMeta = withoutOld.replace(
    /<head>(<meta charSet="utf-8"\/>)?/i,
    (tag) => `${tag}${meta}`,
  );
  if (withMeta === withoutOld) throw new Error(`${file}: no <head> to put the policy in`);
  return withMeta;
}

async function main(): Promise<void> {
  loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
  const site = siteUrl();

  const files = await listFiles(OUT_DIR);
  const htmlFiles = exportedPageFiles(OUT_DIR);
  if (htmlFiles.length === 0) throw new Error(`No HTML in ${OUT_DIR}: run next build first.`);

  const connect = connectSources();
  const pageRules: HeaderRule[] = [];
  const problems: string[] = [];
  let largestPolicy = { page: '', length: 0, hashes: 0 };

  for (const file of htmlFiles) {
    const html = await readFile(path.join(OUT_DIR, file), 'utf8');
    const handlers = inlineEventHandlers(html);
    if (handlers.length > 0)
      problems.push(
        `${file}: inline event handlers (${handlers.join(', ')}) would be blocked by the CSP`,
      );
    const scriptHashes = inlineScriptHashes(html);
    const policy = buildCsp({ scriptHashes, styleSources: STYLE_SOURCES, connectSources: connect });
    const pagePath = urlPathForFile(file);
    pageRules.push({
      pattern: pagePath,
      headers: [
        ['Cache-Control', HTML_CACHE_CONTROL],
        ['Content-Security-Policy', policy],
      ],
    });
    if (policy.length > largestPolicy.length)
      largestPolicy = { page: pagePath, length: policy.length, hashes: scriptHashes.length };
    const metaPolicy = buildCsp({
      scriptHashes,
      styleSources: STYLE_SOURCES,
      connectSources: connect,
      forMetaElement: true,
    });
    await writeFile(path.join(OUT_DIR, file), withMetaCsp(html, metaPolicy, file));
  }

  const extensionless = files.filter(
    (file) =>
      !path.posix.basename(file).includes('.') && file !== '_headers' && file !== '_redirects',
  );
  const contentTypeRules: HeaderRule[] = [];
  for (const file of extensionless) {
    const handle = await readFile(path.join(OUT_DIR, file));
    contentTypeRules.push({
      pattern: `/${file}`,
      headers: [['Content-Type', sniffContentType(handle)]],
    });
  }

  const editorRules: HeaderRule[] = [
    {
      pattern: ADMIN_PATH,
      headers: [
        ['Cache-Control', HTML_CACHE_CONTROL],
        ['Content-Security-Policy', adminPolicy(editorSettings())],
      ],
    },
    // Netlify's pattern matches /admin itself too (its page also says noindex in a <meta>).
    { pattern: `${ADMIN_PATH}/*`, headers: [NO_INDEX] },
  ];

  const rules: HeaderRule[] = [
    { pattern: '/*', headers: SECURITY_HEADERS },
    { pattern: '/_next/static/*', headers: [['Cache-Control', IMMUTABLE_CACHE_CONTROL]] },
    ...IMAGE_FOLDERS.map((pattern): HeaderRule => ({
      pattern,
      headers: [['Cache-Control', IMAGE_CACHE_CONTROL]],
    })),
    ...contentTypeRules,
    ...pageRules,
    ...editorRules,
  ];

  const text = formatHeadersFile(rules, [
    'Generated by scripts/headers/generate.ts after `next build`. Do not edit: change the script and rebuild.',
    'Netlify and Cloudflare Pages read this file; `npm run serve:static` applies it locally.',
    `Site: ${site}; backend (connect-src): ${connect.join(' ')}`,
  ]);
  await writeFile(HEADERS_FILE, text);

  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      if (name.length + value.length + 2 > CLOUDFLARE_MAX_HEADER_LENGTH) {
        problems.push(
          `${rule.pattern}: ${name} is ${value.length} characters (Cloudflare Pages allows ${CLOUDFLARE_MAX_HEADER_LENGTH})`,
        );
      }
    }
  }
  if (rules.length > CLOUDFLARE_MAX_RULES)
    problems.push(`${rules.length} rules (Cloudflare Pages allows ${CLOUDFLARE_MAX_RULES})`);

  const { size } = await stat(HEADERS_FILE);
  console.log(
    [
      `headers: wrote ${path.relative(ROOT, HEADERS_FILE)} (${rules.length} rules, ${(size / 1024).toFixed(1)} KiB) for ${htmlFiles.length} pages`,
      `headers: largest CSP ${largestPolicy.length} characters (${largestPolicy.page}, ${largestPolicy.hashes} inline script hashes)`,
      `headers: connect-src ${connect.join(' ')}`,
      `headers: files without an extension: ${extensionless.length ? extensionless.join(', ') : 'none'}`,
    ].join('\n'),
  );
  for (const problem of problems) console.warn(`headers: WARNING ${problem}`);
  const siteUrlWarning = missingSiteUrlWarning();
  if (siteUrlWarning) console.warn(siteUrlWarning);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
