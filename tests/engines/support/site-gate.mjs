// @ts-check
/**
 * The cross-engine suite's way into the site: a proxy in front of the e2e static server that does, for
 * WebKit and Firefox alike, the two things Playwright does for Chromium through its own protocol.
 *
 * - It holds script responses back, as a slow phone's connection does, so a test can tap before the
 *   scripts arrive (tests/e2e/support/held-responses.ts is Chromium's way). WebDriver classic, which WebKit
 *   speaks, cannot intercept requests.
 * - It collects Content-Security-Policy violations: the policy header every page shares gets a `report-uri`
 *   here, and a page's own policy, in a `<meta>` that cannot report (it alone holds inline scripts to their
 *   hashes), is sent again as a report-only header with one; so every violation the browser sees, from the
 *   first byte on, is reported back. A test's page cannot hear what happened before its scripts.
 *
 * Each test has a token, carried by a cookie the gate sets when the test enters the site through
 * `/__gate/enter?token=…&hold=1&to=/path`; holds and reports are per token, so tests in two engines at once
 * do not meet. Node asks `POST /__gate/release/<token>` and `GET /__gate/reports/<token>`. Everything else is
 * passed to the static server as it came, and its answer back as it came.
 *
 *   node tests/engines/support/site-gate.mjs --upstream http://localhost:4000 --port 4001
 *
 * For tests only: it listens on 127.0.0.1 and trusts every caller.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { metaPolicyBeforeScripts } from '../../../scripts/headers/meta-policy.mjs';

const { values } = parseArgs({
  options: { upstream: { type: 'string' }, port: { type: 'string' } },
});
if (!values.upstream || !values.port) {
  console.error('usage: site-gate.mjs --upstream <url> --port <port>');
  process.exit(2);
}
const upstream = new URL(values.upstream);

const TOKEN_COOKIE = 'engine-test';
/** Next's scripts, which the page turns into real scripts when hydration starts. */
const HELD_PATHS = /^\/_next\/static\/chunks\/.+\.js$/;

/** Per token: the release of its held scripts (absent once released), and the reports it got. */
const holds = new Map();
const reports = new Map();

/** @param {http.IncomingMessage} request */
function tokenOf(request) {
  const cookie = request.headers.cookie ?? '';
  return new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([\\w-]+)`).exec(cookie)?.[1];
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {unknown} [body]
 */
function answer(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

/** @param {http.IncomingMessage} request */
async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {URL} url
 */
async function control(request, response, url) {
  const [, , action, token = ''] = url.pathname.split('/');
  if (action === 'enter') {
    const entering = url.searchParams.get('token') ?? '';
    const to = url.searchParams.get('to') ?? '/';
    if (!/^[\w-]+$/.test(entering) || !to.startsWith('/')) return answer(response, 400);
    reports.set(entering, []);
    if (url.searchParams.get('hold') === '1') {
      let release = () => {};
      const released = new Promise((resolve) => (release = () => resolve(undefined)));
      holds.set(entering, { released, release });
    }
    response.writeHead(302, {
      Location: to,
      'Set-Cookie': `${TOKEN_COOKIE}=${entering}; Path=/; SameSite=Lax`,
      'Cache-Control': 'no-store',
    });
    return response.end();
  }
  if (action === 'release' && request.method === 'POST') {
    holds.get(token)?.release();
    holds.delete(token);
    return answer(response, 204);
  }
  if (action === 'report' && request.method === 'POST') {
    // Kept whatever the token: a report from a page that came in without one (no cookie) is kept under
    // '-', which every test's check reads too.
    const body = await bodyOf(request);
    const kept = reports.get(token) ?? [];
    kept.push(body);
    reports.set(token, kept);
    return answer(response, 204);
  }
  if (action === 'reports') return answer(response, 200, reports.get(token) ?? []);
  return answer(response, 404);
}

/**
 * A body as its Content-Encoding says, decoded.
 * @param {Buffer} body
 * @param {string | undefined} encoding
 */
function decoded(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * Sends the site's answer on as it came, its policy header reporting here; an HTML page's own policy also
 * as a report-only header that reports here.
 * @param {http.IncomingMessage} upstreamResponse
 * @param {http.ServerResponse} response
 * @param {string | undefined} token
 */
async function relay(upstreamResponse, response, token) {
  const headers = { ...upstreamResponse.headers };
  const reportTo = `report-uri /__gate/report/${token ?? '-'}`;
  const policy = headers['content-security-policy'];
  if (typeof policy === 'string') headers['content-security-policy'] = `${policy}; ${reportTo}`;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) {
    response.writeHead(upstreamResponse.statusCode ?? 502, headers);
    upstreamResponse.pipe(response);
    return;
  }
  const chunks = [];
  for await (const chunk of upstreamResponse) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const own = metaPolicyBeforeScripts(decoded(body, headers['content-encoding']).toString('utf8'));
  if (own) headers['content-security-policy-report-only'] = `${own}; ${reportTo}`;
  response.writeHead(upstreamResponse.statusCode ?? 502, headers);
  response.end(body);
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {URL} url
 */
async function pass(request, response, url) {
  const token = tokenOf(request);
  const hold = token && HELD_PATHS.test(url.pathname) ? holds.get(token) : undefined;
  if (hold) await hold.released;
  const forward = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
    },
    (upstreamResponse) =>
      relay(upstreamResponse, response, token).catch((error) => {
        if (!response.headersSent) answer(response, 502, { error: String(error) });
        else response.destroy(error);
      }),
  );
  forward.on('error', (error) => {
    if (!response.headersSent) answer(response, 502, { error: error.message });
    else response.destroy(error);
  });
  request.pipe(forward);
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://gate.invalid');
  const handle = url.pathname.startsWith('/__gate/') ? control : pass;
  handle(request, response, url).catch((error) => {
    console.error(error);
    if (!response.headersSent) answer(response, 500);
  });
});
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`site gate on http://localhost:${values.port} → ${upstream.origin}`);
});
