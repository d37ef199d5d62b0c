#!/usr/bin/env node
// @ts-check
/**
 * Serves the exported site (out/) the way a static CDN such as Netlify or Cloudflare Pages does: `/shop`
 * answers with shop.html, `/` with index.html, `/x.html` and `/x/` redirect to `/x`, unknown paths get
 * 404.html with status 404, and the rules in out/_headers (security headers, the Content-Security-Policy
 * the pages share, caching) are applied, re-read whenever the file changes. Configuration files
 * (_headers, _redirects) and dot files are never served, however the path is encoded. It fails closed: an
 * HTML page whose rules give it no Content-Security-Policy, or that carries no policy of its own in a
 * <meta> before its first script listing its inline scripts by hash (the shared policy lets inline scripts
 * run: the page's own is what holds them to their hashes), and every answer while _headers is missing or
 * unreadable (a rebuild), is a 503 saying why, never the page without its policy.
 *
 * Which file answers a path is decided here: out/ holds a folder beside each page (shop/ beside
 * shop.html, for Next's data files), so send's own lookup, which stops at the folder, does not fit. The
 * rules applied are those of the file that answers, not of the path as typed: `/index`, `//shop` and
 * `/%73hop` carry the same policy as `/` and `/shop`, and every 404 carries 404.html's. The kept libraries
 * do the rest: `send` streams the file with HTTP's semantics (ETag and 304, If-Match and
 * If-Unmodified-Since with 412, ranges with 206 or 416, HEAD) and closes its descriptor however the
 * response ends; `compression` gzips; Netlify's parser reads _headers (./headers/headers-file.mjs).
 *
 *   node scripts/static-server.mjs [--dir out] [--port N, default lib/local-addresses.mjs's SITE_PORT] [--host 127.0.0.1] [--tls-key F --tls-cert F]
 *
 * With a key and certificate it answers over TLS, in HTTP/2 (HTTP/1.1 for clients that ask for it), as
 * every CDN serves a site: the bench's Lighthouse runs use it (scripts/bench/server.ts), because
 * Lighthouse simulates a connection per file over HTTP/1.1 and one shared connection over HTTP/2.
 *
 * Used by `npm run serve:static`, `npm start` and the Playwright tests. For development and tests, not production.
 */
import { open, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import send from 'send';
import { SITE_PORT } from '../lib/local-addresses.mjs';
import { allowsAnyInlineScript } from './headers/csp.mjs';
import { headersForPath, readHeadersFile, urlPathForFile } from './headers/headers-file.mjs';
import { metaPolicyBeforeScripts } from './headers/meta-policy.mjs';

/** What a CDN sends for a file no rule gives a Cache-Control (Netlify's and Cloudflare Pages' default). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** send names .ico by its registered type (image/vnd.microsoft.icon); CDNs and nginx send this one. */
const CONTENT_TYPE_OVERRIDES = new Map([['.ico', 'image/x-icon']]);

/** Files in the published folder a CDN reads as configuration and never serves. */
const HIDDEN_FILES = new Set(['/_headers', '/_redirects']);

const NOT_FOUND_PAGE = '/404.html';

/**
 * What answers in place of a page that cannot go out with its policy: plain text, which no browser runs,
 * framed by nothing and cached by nothing.
 */
const REFUSAL_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
  'Retry-After': '5',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The path of a request URL, decoded once and normalized (`.` and `..` segments and repeated slashes
 * resolved). Undefined for a path that must not be served: bad percent-encoding, an encoded slash,
 * backslash or NUL (`%2F`, `%5C`, `%00`: no file name contains one, and decoding them would turn one
 * segment into several), a dot file or folder (except /.well-known/), or a configuration file such as
 * /_headers.
 * @param {string} rawPathname the path as it came in the URL, still percent-encoded
 * @returns {string | undefined}
 */
export function publicPath(rawPathname) {
  if (/%(2f|5c|00)/i.test(rawPathname)) return undefined;
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
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
 * The path and query of a request target as sent: `//x` is a path here, not a URL with the host x.
 * @param {string} target
 */
function requestTarget(target) {
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
 * @typedef {{ kind: 'file', file: string } | { kind: 'redirect', location: string } | { kind: 'not-found' }} Resolution
 */

/**
 * How a CDN with "pretty URLs" maps a path onto the published folder: one canonical URL per page.
 * @param {string} root absolute path of the published folder
 * @param {string} pathname a path from publicPath
 * @returns {Promise<Resolution>} a file relative to root, starting with '/'
 */
async function resolvePath(root, pathname) {
  /** @param {string} file */
  const isFile = (file) =>
    stat(path.join(root, file)).then(
      (stats) => stats.isFile(),
      () => false,
    );
  if (pathname === '/')
    return (await isFile('/index.html'))
      ? { kind: 'file', file: '/index.html' }
      : { kind: 'not-found' };
  if (pathname.endsWith('/index.html'))
    return { kind: 'redirect', location: pathname.slice(0, -'/index.html'.length) || '/' };
  if (pathname.endsWith('.html') && (await isFile(pathname)))
    return { kind: 'redirect', location: pathname.slice(0, -'.html'.length) };
  const clean = pathname.replace(/\/+$/, '');
  for (const file of [clean, `${clean}.html`, `${clean}/index.html`]) {
    if (!(await isFile(file))) continue;
    return clean === pathname ? { kind: 'file', file } : { kind: 'redirect', location: clean };
  }
  return { kind: 'not-found' };
}

/** How much of a page is read for its <meta> policy, which the build puts right after the charset. */
const PAGE_HEAD_BYTES = 64 * 1024;

/**
 * The first PAGE_HEAD_BYTES of a file, as text.
 * @param {string} file
 */
async function readStart(file) {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(PAGE_HEAD_BYTES),
      0,
      PAGE_HEAD_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Creates the server (not yet listening): HTTP/1.1, or with `tls` HTTP/2 over TLS.
 * @param {{ root: string, tls?: { key: Buffer, cert: Buffer } }} options
 */
export function createStaticServer({ root, tls }) {
  const headersFile = path.join(root, '_headers');
  /**
   * The rules of _headers as last read, or why there are none: every header of every answer comes from
   * that file, so without it nothing is served (the server fails closed).
   * @type {{ mtimeMs: number, rules: import('./headers/headers-file.mjs').ParsedHeaderRule[] } | { mtimeMs: -1, problem: string }}
   */
  let headerRules = { mtimeMs: -1, problem: '' };
  // Typed for Express, but it needs no more than Node's request and response. A range is bytes of the
  // file as it is: compressing them would make them other bytes.
  const gzip =
    /** @type {(request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void} */ (
      /** @type {unknown} */ (
        compression({
          filter: (request, response) =>
            response.statusCode !== 206 && compression.filter(request, response),
        })
      )
    );

  /** The rules of _headers, re-read when the file changes, or why they cannot be had. */
  async function currentRules() {
    let mtimeMs;
    try {
      ({ mtimeMs } = await stat(headersFile));
    } catch {
      headerRules = {
        mtimeMs: -1,
        problem:
          `${path.basename(root)}/_headers is missing (a build still running, or one that stopped before ` +
          'its postbuild step wrote it).',
      };
      return headerRules;
    }
    if (mtimeMs !== headerRules.mtimeMs) {
      try {
        headerRules = { mtimeMs, rules: await readHeadersFile(headersFile) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        headerRules = {
          mtimeMs: -1,
          problem: `${path.basename(root)}/_headers cannot be read: ${reason}`,
        };
      }
    }
    return headerRules;
  }

  /**
   * Answers 503 with why the site cannot be served as built.
   * @param {http.ServerResponse} response
   * @param {string} problem
   */
  function refuse(response, problem) {
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    response
      .writeHead(503, REFUSAL_HEADERS)
      .end(
        `503: not served without its headers. ${problem}\n` +
          'Every page goes out with the Content-Security-Policy of _headers and its own in a <meta>, or not at all. ' +
          'Run `npm run build` (its postbuild step writes both), then reload.\n',
      );
  }

  /**
   * The rules of the file that answers, with a CDN's default Cache-Control.
   * @param {http.ServerResponse} response
   * @param {import('./headers/headers-file.mjs').ParsedHeaderRule[]} rules
   * @param {string} urlPath
   */
  function applyRules(response, rules, urlPath) {
    for (const { name, value } of headersForPath(rules, urlPath).values())
      response.setHeader(name, value);
    if (!response.hasHeader('Cache-Control'))
      response.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  }

  /**
   * Sends `file` (relative to root) with `status`, or the 404 page when it cannot be found: a rebuild may
   * remove it between resolving the path and opening it.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {import('./headers/headers-file.mjs').ParsedHeaderRule[]} rules
   * @param {string} file
   * @param {number} status
   */
  function sendFile(request, response, rules, file, status) {
    const urlPath = urlPathForFile(file.slice(1));
    if (!file.endsWith('.html')) return streamFile(request, response, rules, file, status, urlPath);
    pagePolicyProblem(rules, file, urlPath).then(
      (problem) =>
        problem
          ? refuse(response, problem)
          : streamFile(request, response, rules, file, status, urlPath),
      (error) => {
        console.error(error);
        if (!response.headersSent)
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal error');
      },
    );
  }

  /**
   * Why a page cannot go out as it is, or undefined: the shared policy of _headers, and the page's own in a
   * <meta> before its first script (its inline scripts' hashes: the shared policy lets inline scripts run,
   * and the browser enforces both). A page gone since its path was resolved is the 404 path's to answer.
   * @param {import('./headers/headers-file.mjs').ParsedHeaderRule[]} rules
   * @param {string} file
   * @param {string} urlPath
   * @returns {Promise<string | undefined>}
   */
  async function pagePolicyProblem(rules, file, urlPath) {
    const name = file.slice(1);
    if (!headersForPath(rules, urlPath).has('content-security-policy'))
      return `${name} has no Content-Security-Policy in _headers.`;
    let head;
    try {
      head = await readStart(path.join(root, file));
    } catch {
      return undefined;
    }
    const own = metaPolicyBeforeScripts(head);
    if (own === undefined)
      return `${name} carries no Content-Security-Policy <meta> before its first script, where its inline scripts' hashes go.`;
    if (allowsAnyInlineScript(own))
      return `${name}'s Content-Security-Policy <meta> lets any inline script run: it must list the page's by hash.`;
    return undefined;
  }

  /**
   * Streams `file` with `status` and the rules of `urlPath`, or the 404 page when it cannot be found.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {import('./headers/headers-file.mjs').ParsedHeaderRule[]} rules
   * @param {string} file
   * @param {number} status
   * @param {string} urlPath
   */
  function streamFile(request, response, rules, file, status, urlPath) {
    response.statusCode = status;
    // A 404 answer is not the resource asked for: no condition or range applies to it.
    if (status === 404)
      for (const name of Object.keys(request.headers))
        if (/^(if-|range$)/.test(name)) delete request.headers[name];
    // send percent-decodes the path it is given; a file name is not encoded.
    send(request, file.split('/').map(encodeURIComponent).join('/'), {
      root,
      // publicPath has refused dot segments but /.well-known/.
      dotfiles: 'allow',
      index: false,
      cacheControl: false,
    })
      .on('headers', () => {
        applyRules(response, rules, urlPath);
        const type = CONTENT_TYPE_OVERRIDES.get(path.extname(file));
        if (type && !response.hasHeader('Content-Type')) response.setHeader('Content-Type', type);
      })
      .on('error', (/** @type {Error & { status?: number, headers?: object }} */ error) => {
        if (response.headersSent) return void response.destroy();
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        if (error.status === 404 && status !== 404)
          return sendFile(request, response, rules, NOT_FOUND_PAGE, 404);
        // 412, 416 (with the Content-Range send gives), or the 404 page itself gone.
        applyRules(response, rules, urlPath);
        response
          .writeHead(error.status ?? 500, {
            ...error.headers,
            'Content-Type': 'text/plain; charset=utf-8',
          })
          .end(http.STATUS_CODES[error.status ?? 500]);
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
    const state = await currentRules();
    if (!('rules' in state)) return refuse(response, state.problem);
    const { rules } = state;

    if (resolution.kind === 'redirect') {
      applyRules(response, rules, resolution.location);
      response.writeHead(301, { Location: `${encodeURI(resolution.location)}${url.search}` }).end();
      return;
    }
    // fetch() sends `Cache-Control: no-cache` beside If-None-Match, which send takes as "send it all";
    // a CDN answers a matching ETag with 304 whatever the request's Cache-Control.
    delete request.headers['cache-control'];
    gzip(request, response, () => {
      if (resolution.kind === 'file') sendFile(request, response, rules, resolution.file, 200);
      else sendFile(request, response, rules, NOT_FOUND_PAGE, 404);
    });
  }

  /**
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   */
  function listener(request, response) {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent)
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  }

  if (!tls) return http.createServer(listener);
  // HTTP/2's compatibility API gives requests and responses the methods this server uses (send and
  // compression included); its types are declared apart from HTTP/1.1's.
  return http2.createSecureServer(
    { ...tls, allowHTTP1: true },
    /** @type {(request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => void} */ (
      /** @type {unknown} */ (listener)
    ),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: String(SITE_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      'tls-key': { type: 'string' },
      'tls-cert': { type: 'string' },
    },
  });
  const { 'tls-key': keyFile, 'tls-cert': certFile } = values;
  if (Boolean(keyFile) !== Boolean(certFile)) {
    console.error('static-server: give both --tls-key and --tls-cert, or neither.');
    process.exit(1);
  }
  const root = path.resolve(values.dir);
  const pages = await stat(path.join(root, 'index.html')).catch(() => undefined);
  if (!pages?.isFile()) {
    console.error(`static-server: ${root}/index.html not found. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const headersFile = await stat(path.join(root, '_headers')).catch(() => undefined);
  if (!headersFile) {
    console.error(
      `static-server: ${root}/_headers not found: no page is served without its Content-Security-Policy. ` +
        'Run `npm run build` (its postbuild step writes _headers).',
    );
    process.exit(1);
  }
  if (headersFile.mtimeMs < pages.mtimeMs) {
    console.warn(
      `static-server: ${root}/_headers is older than the pages: the CSP and caching rules may not match ` +
        'them. Build with `npm run build` (its postbuild step writes _headers).',
    );
  }
  const tls =
    keyFile && certFile
      ? { key: await readFile(keyFile), cert: await readFile(certFile) }
      : undefined;
  const server = createStaticServer({ root, tls });
  const port = Number(values.port);
  server.listen(port, values.host, () => {
    const shownHost = values.host.includes(':') ? `[${values.host}]` : values.host;
    const scheme = tls ? 'https' : 'http';
    console.log(
      `static-server: serving ${path.relative(process.cwd(), root) || '.'} at ${scheme}://${shownHost}:${port}`,
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
