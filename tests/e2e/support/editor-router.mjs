// @ts-check
/**
 * The editor's port for a test run, shared: the exported /admin names one local helper, at the port the e2e
 * build gave it, and two kinds of test each need a helper of their own there at once. Chromium's editor
 * specs (tests/e2e/admin.spec.ts) open /admin at the site's address; the cross-engine suite's
 * (tests/engines/editor-preview.spec.ts) at the site gate's, where WebDriver cannot reroute a request as
 * Playwright does. This listens on that port and hands each request to the helper for the page that sent
 * it, by its Origin, as it came (its Host made the helper's, as its guard asks); the helper's answer comes
 * back as it was, CORS headers and all. A request from another page is refused as the guard refuses it.
 *
 *   node tests/e2e/support/editor-router.mjs --port 8081 \
 *     --route http://localhost:4000=9001 --route http://localhost:4001=9002
 *
 * For tests only: it listens on 127.0.0.1.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string' }, route: { type: 'string', multiple: true } },
});
if (!values.port || !values.route?.length) {
  console.error('usage: editor-router.mjs --port <port> --route <origin>=<helper port> …');
  process.exit(2);
}

/** The helper's port, by the origin of the page it answers. */
const routes = new Map(
  values.route.map((route) => {
    const at = route.lastIndexOf('=');
    return [route.slice(0, at), Number(route.slice(at + 1))];
  }),
);

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} [error]
 */
function answer(response, status, error) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(error === undefined ? '' : JSON.stringify({ error }));
}

const server = http.createServer((request, response) => {
  if (request.url === '/__router/health') return answer(response, 204);
  const origin = request.headers.origin ?? '';
  const port = routes.get(origin);
  if (port === undefined) {
    return answer(response, 403, `No editor's helper answers a page of "${origin}" in this run.`);
  }
  const forward = http.request(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: `127.0.0.1:${port}` },
    },
    (helperResponse) => {
      response.writeHead(helperResponse.statusCode ?? 502, helperResponse.headers);
      helperResponse.pipe(response);
    },
  );
  // No helper there yet (its spec has not started it): as if the port were closed.
  forward.on('error', () => response.destroy());
  request.pipe(forward);
});
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`editor router on 127.0.0.1:${values.port}: ${values.route?.join(', ')}`);
});
