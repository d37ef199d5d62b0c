#!/usr/bin/env node
// @ts-check
/**
 * Serves the exported site (out/) the way a static CDN such as Netlify or Cloudflare Pages does: `/shop`
 * answers with shop.html, `/` with index.html, `/x.html` and `/x/` redirect to `/x`, unknown paths get
 * 404.html with status 404, and the rules in out/_headers (security headers, the per-page
 * Content-Security-Policy, caching) are applied, re-read whenever the file changes. Configuration files
 * (_headers, _redirects) and dot files are never served, however the path is encoded. Which file answers
 * is decided here; the kept libraries `send` and `compression` stream and gzip it.
 *
 *   node scripts/static-server.mjs [--dir out] [--port 3000] [--host 127.0.0.1]
 *
 * Used by `npm run serve:static`, `npm start` and the Playwright tests. For development and tests, not production.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import send from 'send';
import { headersForPath, parseHeadersFile } from './headers/headers-file.mjs';

/** What a CDN sends for a file no rule gives a Cache-Control (Netlify's and Cloudflare Pages' default). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** Files in the published folder a CDN reads as configuration and never serves. */
const HIDDEN_FILES = new Set(['/_headers', '/_redirects']);

/**
 * A decoded request path in the one form the server works with: `.` and `..` segments and repeated
 * slashes resolved. Undefined for a path that must not be served: not absolute, a backslash or NUL, a
 * dot file or folder (except /.well-known/), or a configuration file such as /_headers.
 * @param {string} decoded
 * @returns {string | undefined}
 */
export function normalPath(decoded) {
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return undefined;
  const normal = path.posix.normalize(decoded);
  const segments = normal.split('/').filter(Boolean);
  if (
    segments.some(
      (segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'),
    )
  )
    return undefined;
  if (HIDDEN_FILES.has(normal.replace(/\/+$/, '').toLowerCase())) return undefined;
  return normal;
}

/**
 * The path of a request URL, decoded once and normalized (normalPath). Undefined for bad
 * percent-encoding and for an encoded slash, backslash or NUL (`%2F`, `%5C`, `%00`): no file name
 * contains one, and decoding them would turn one segment into several.
 * @param {string} rawPathname the path as it came in the URL, still percent-encoded
 * @returns {string | undefined}
 */
export function publicPath(rawPathname) {
  if (/%(2f|5c|00)/i.test(rawPathname)) return undefined;
  try {
    return normalPath(decodeURIComponent(rawPathname));
  } catch {
    return undefined;
  }
}

/**
 * The path and query of a request target as sent: `//x` is a path here, not a URL with the host x.
 * @param {string} target
 */
export function requestTarget(target) {
  if (/^https?:\/\//i.test(target)) {
    const url = new URL(target);
    return { pathname: url.pathname, search: url.search };
  }
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? '' : target.slice(query);
  return { pathname: pathname.split('#')[0] ?? '', search };
}

/**
 * @param {string} file
 */
export function contentTypeFor(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * @typedef {{ kind: 'file', file: string } | { kind: 'redirect', location: string } | { kind: 'not-found' }} Resolution
 */

/**
 * How a CDN with "pretty URLs" maps a request path onto out/.
 * @param {string} root absolute path of the published folder
 * @param {string} decodedPathname decoded request path, starting with '/'
 * @returns {Promise<Resolution>}
 */
export async function resolvePath(root, decodedPathname) {
  const pathname = normalPath(decodedPathname);
  if (pathname === undefined) return { kind: 'not-found' };
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'not-found' };

  if (pathname === '/index.html') return { kind: 'redirect', location: '/' };
  if (pathname.endsWith('/index.html'))
    return { kind: 'redirect', location: pathname.slice(0, -'/index.html'.length) };
  if (pathname.endsWith('.html') && (await isFile(target)))
    return { kind: 'redirect', location: pathname.slice(0, -5) };
  if (pathname === '/')
    return (await isFile(path.join(root, 'index.html')))
      ? { kind: 'file', file: path.join(root, 'index.html') }
      : { kind: 'not-found' };
  if (pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '');
    if (
      (await isFile(path.join(root, `${trimmed}.html`))) ||
      (await isFile(path.join(root, trimmed, 'index.html')))
    ) {
      return { kind: 'redirect', location: trimmed };
    }
    return { kind: 'not-found' };
  }
  if (await isFile(target)) return { kind: 'file', file: target };
  if (await isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html` };
  if (await isFile(path.join(target, 'index.html')))
    return { kind: 'file', file: path.join(target, 'index.html') };
  return { kind: 'not-found' };
}

/**
 * @param {string} file
 */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Headers send sets for the file it was serving, cleared before the 404 page is sent instead. */
const FILE_HEADERS = ['Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges'];

/**
 * Creates the server (not yet listening). `send` streams each file: ETag and 304, Last-Modified, HEAD,
 * ranges, and a read stream destroyed (its descriptor closed) however the response ends, an aborted
 * download included; `compression` gzips what is compressible and at least 1 KiB.
 * @param {{ root: string }} options
 */
export function createStaticServer({ root }) {
  const headersFile = path.join(root, '_headers');
  /** @type {{ mtimeMs: number, rules: import('./headers/headers-file.mjs').HeaderRule[] }} */
  let headerRules = { mtimeMs: -1, rules: [] };
  // Typed for Express, but it needs no more than Node's request and response.
  const gzip =
    /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
      /** @type {unknown} */ (compression())
    );

  async function currentRules() {
    try {
      const { mtimeMs } = await stat(headersFile);
      if (mtimeMs !== headerRules.mtimeMs) {
        headerRules = { mtimeMs, rules: parseHeadersFile(await readFile(headersFile, 'utf8')) };
      }
    } catch {
      headerRules = { mtimeMs: -1, rules: [] };
    }
    return headerRules.rules;
  }

  /**
   * Sends `file` with `status`, or the 404 page when it cannot be read: a rebuild may remove it between
   * resolving the path and opening it.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {string} file
   * @param {number} status
   */
  function sendFile(request, response, file, status) {
    response.statusCode = status;
    const typed = !response.hasHeader('Content-Type');
    if (typed) response.setHeader('Content-Type', contentTypeFor(file));
    // send percent-decodes the path it is given; a file name is not encoded, so its `%` is escaped.
    send(request, file.replaceAll('%', '%25'), {
      // normalPath has refused dot segments of the URL; the site folder itself may be a dot folder (.e2e).
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
    })
      .on('error', () => {
        if (response.headersSent) return void response.destroy();
        for (const name of FILE_HEADERS) response.removeHeader(name);
        if (typed) response.removeHeader('Content-Type');
        if (status !== 404) return sendFile(request, response, path.join(root, '404.html'), 404);
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end('Not found');
      })
      .pipe(response);
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = requestTarget(request.url ?? '/');
    const pathname = publicPath(url.pathname);

    /** @type {Resolution} */
    const resolution =
      pathname === undefined ? { kind: 'not-found' } : await resolvePath(root, pathname);
    const rules = await currentRules();
    for (const { name, value } of headersForPath(rules, pathname ?? url.pathname).values())
      response.setHeader(name, value);

    if (resolution.kind === 'redirect') {
      response
        .writeHead(301, { Location: `${encodeURI(resolution.location || '/')}${url.search}` })
        .end();
      return;
    }
    if (!response.hasHeader('Cache-Control'))
      response.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
    response.setHeader('Vary', 'Accept-Encoding');
    // fetch() sends `Cache-Control: no-cache` beside If-None-Match, which send takes as "send it all";
    // a CDN answers a matching ETag with 304 whatever the request's Cache-Control.
    delete request.headers['cache-control'];
    gzip(request, response, () => {
      if (resolution.kind === 'file') sendFile(request, response, resolution.file, 200);
      else sendFile(request, response, path.join(root, '404.html'), 404);
    });
  }

  return http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: '3000' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const root = path.resolve(values.dir);
  if (!(await isFile(path.join(root, 'index.html')))) {
    console.error(`static-server: ${root}/index.html not found. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const headersFile = await stat(path.join(root, '_headers')).catch(() => undefined);
  const pagesWritten = (await stat(path.join(root, 'index.html'))).mtimeMs;
  if (!headersFile || headersFile.mtimeMs < pagesWritten) {
    console.warn(
      `static-server: ${root}/_headers is missing or older than the pages: the CSP and caching rules may not ` +
        'match them. Build with `npm run build` (its postbuild step writes _headers).',
    );
  }
  const server = createStaticServer({ root });
  const port = Number(values.port);
  server.listen(port, values.host, () => {
    const shownHost = values.host.includes(':') ? `[${values.host}]` : values.host;
    console.log(
      `static-server: serving ${path.relative(process.cwd(), root) || '.'} at http://${shownHost}:${port}`,
    );
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => process.exit(0));
  }
}

// Run as a program (not when imported by the unit tests).
if (path.basename(process.argv[1] ?? '') === 'static-server.mjs') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
