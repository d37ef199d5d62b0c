/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import {
  exitWithin,
  spawnWithOutput,
  stopProcess,
  type Spawned,
} from '@/scripts/spawn-with-output';
import { publicPath } from '@/scripts/static-server.mjs';
import { writeLocalhostCertificate } from '@/scripts/tls/localhost-certificate';
import { rawRequest } from './support/raw-request';

/**
 * scripts/static-server.mjs as `npm start` and the e2e tests run it, in its own process: what it must
 * never serve, however the path is encoded, and what must not take it down (aborted downloads under a low
 * descriptor limit, files removed or replaced while they are served), the HTTP semantics a CDN gives
 * (ranges, preconditions, HEAD), the policy every HTML answer carries however its path is spelled, and the
 * same answers over HTTP/2 and TLS. Its clean URLs, 404 page and gzip are tested in seo-headers.test.ts.
 */

const SERVER = path.resolve(__dirname, '../../scripts/static-server.mjs');
const BIG_FILE_BYTES = 8 * 1024 * 1024;
/** The policies _headers gives the two pages and the 404 page. */
const POLICY = {
  home: "script-src 'sha256-home='",
  page: "script-src 'sha256-page='",
  notFound: "script-src 'sha256-404='",
};
/** A page as the build leaves it: its own policy, which lists its inline scripts by hash, before them. */
const withOwnPolicy = (body: string) =>
  `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-x='"></head>${body}`;
const PAGE_BODY = withOwnPolicy('<h1>x</h1>');
/** A page long enough to be compressed (at least 1 KiB). */
const LONG_PAGE_BODY = withOwnPolicy(`<h1>long</h1>${'<p>row</p>'.repeat(500)}`);

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-server-process-'));
  await mkdir(path.join(root, 'x'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), withOwnPolicy('<h1>home</h1>'));
  await writeFile(path.join(root, '404.html'), withOwnPolicy('<h1>404</h1>'));
  await writeFile(path.join(root, 'x', 'page.html'), PAGE_BODY);
  await writeFile(path.join(root, 'x', 'long.html'), LONG_PAGE_BODY);
  await writeFile(
    path.join(root, '_headers'),
    [
      '/*\n  X-Secret-Rule: do-not-serve',
      `/\n  Content-Security-Policy: ${POLICY.home}`,
      `/x/page\n  Content-Security-Policy: ${POLICY.page}`,
      `/x/long\n  Content-Security-Policy: ${POLICY.page}`,
      `/x/churn\n  Content-Security-Policy: ${POLICY.page}`,
      `/404\n  Content-Security-Policy: ${POLICY.notFound}`,
    ].join('\n\n'),
  );
  await writeFile(path.join(root, '_redirects'), '/a /b 301\n');
  await writeFile(path.join(root, '.env'), 'SECRET=1\n');
  await writeFile(path.join(root, 'big.bin'), Buffer.alloc(BIG_FILE_BYTES, 7));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Running extends Spawned {
  port: number;
}

/**
 * Starts the server on `dir` (the shared test site by default), with at most `fdLimit` open descriptors
 * (ulimit -n) as a shell would, and `args` beside the folder and port.
 */
async function startServer(
  fdLimit?: number,
  args: string[] = [],
  dir: string = root,
): Promise<Running> {
  const port = freePort();
  const command = `${fdLimit ? `ulimit -n ${fdLimit} && ` : ''}exec "${process.execPath}" "${SERVER}" --dir "${dir}" --port ${port} ${args.map((arg) => `"${arg}"`).join(' ')}`;
  const server = { ...spawnWithOutput('bash', ['-c', command]), port };
  const deadline = Date.now() + 15_000;
  while (!server.output().includes('serving')) {
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`static server did not start: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** A server started before the tests of the calling describe block and stopped after them. */
function serverPerBlock(): () => Running {
  let server: Running | undefined;
  beforeAll(async () => {
    server = await startServer();
  }, 30_000);
  afterAll(() => server && stopProcess(server));
  return () => {
    if (!server) throw new Error('the server did not start');
    return server;
  };
}

const rawGet = (port: number, target: string, headers: Record<string, string> = {}) =>
  rawRequest(port, `GET ${target} HTTP/1.1`, headers);

function openDescriptors(server: Running): number {
  if (server.child.exitCode !== null) throw new Error(`the server died:\n${server.output()}`);
  return readdirSync(`/proc/${server.child.pid}/fd`).length;
}

/** Starts a download of big.bin and abandons it once the first bytes arrived. */
function abortedDownload(port: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/big.bin' }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
      response.once('error', () => resolve());
    });
    request.on('error', () => resolve());
  });
}

describe('what is never served', () => {
  const server = serverPerBlock();

  test.each([
    '/_headers',
    '/_HEADERS',
    '/%5Fheaders',
    '/%2F_headers',
    '/%2f_headers',
    '//_headers',
    '/x/..%2f_headers',
    '/x/..%2F_headers',
    '/x/%2e%2e/_headers',
    '/x/%2E%2E%2F_headers',
    '/x/..%5c_headers',
    '/%252F_headers',
    '/x/..%252f_headers',
    '/_headers%00.html',
    '/_redirects',
    '/x/../_redirects',
    '/.env',
    '/%2eenv',
    '/x/..%2f.env',
    '/../../../../etc/passwd',
    '/x/..%2f..%2f..%2fetc%2fpasswd',
  ])('%s answers 404 with the 404 page, not the file', async (target) => {
    const { status, body } = await rawGet(server().port, target);
    expect(status).toBe(404);
    expect(body).not.toContain('do-not-serve');
    expect(body).not.toContain('SECRET');
    expect(body).not.toContain('/a /b');
    expect(body).not.toContain('root:');
  });

  test('a malformed path is a client error, and the server keeps serving', async () => {
    const { status } = await rawGet(server().port, '/%E0%A4%A');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await rawGet(server().port, '/')).status).toBe(200);
  });

  test('pages around them are still served', async () => {
    expect((await rawGet(server().port, '/x/page')).status).toBe(200);
    expect((await rawGet(server().port, '/x/./page')).status).toBe(200);
    expect((await rawGet(server().port, '/x/%70age')).status).toBe(200);
  });

  test('publicPath normalizes once and refuses encoded separators', () => {
    expect(publicPath('/shop')).toBe('/shop');
    expect(publicPath('/x/../shop')).toBe('/shop');
    expect(publicPath('//shop/')).toBe('/shop/');
    expect(publicPath('/caf%C3%A9')).toBe('/café');
    expect(publicPath('/.well-known/security.txt')).toBe('/.well-known/security.txt');
    for (const hidden of [
      '/%2F_headers',
      '/x/..%2f_headers',
      '/_headers',
      '/a/.git/config',
      '/%E0',
    ])
      expect(publicPath(hidden)).toBeUndefined();
  });
});

describe('HTTP semantics, as a CDN answers', () => {
  const server = serverPerBlock();

  test('HEAD answers the headers of GET and no body', async () => {
    const head = await rawRequest(server().port, 'HEAD /x/page HTTP/1.1');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PAGE_BODY.length));
    expect(head.headers['content-security-policy']).toBe(POLICY.page);
    expect(head.body).toBe('');
  });

  test('a satisfiable Range answers 206 with those bytes, uncompressed', async () => {
    const partial = await rawGet(server().port, '/x/long', {
      Range: 'bytes=1-2000',
      'Accept-Encoding': 'gzip',
    });
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 1-2000/${LONG_PAGE_BODY.length}`);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.body).toBe(LONG_PAGE_BODY.slice(1, 2001));
  });

  test('an unsatisfiable Range answers 416 with the length it can give', async () => {
    const beyond = await rawGet(server().port, '/x/page', { Range: 'bytes=999999-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${PAGE_BODY.length}`);
  });

  test('a failed If-Match or If-Unmodified-Since answers 412', async () => {
    expect((await rawGet(server().port, '/x/page', { 'If-Match': '"not-this-one"' })).status).toBe(
      412,
    );
    const longAgo = new Date(Date.UTC(2000, 0, 1)).toUTCString();
    expect(
      (await rawGet(server().port, '/x/page', { 'If-Unmodified-Since': longAgo })).status,
    ).toBe(412);
  });

  test('a matching If-None-Match answers 304, and a matching If-Match the page', async () => {
    const first = await rawGet(server().port, '/x/page');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const unchanged = await rawGet(server().port, '/x/page', { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    const matched = await rawGet(server().port, '/x/page', { 'If-Match': etag });
    expect(matched.status).toBe(200);
    expect(matched.body).toBe(PAGE_BODY);
  });
});

describe("every HTML answer carries its page's policy, however the path is spelled", () => {
  const server = serverPerBlock();

  // The paths Cloudflare's runtime matched against no rule (docs/deploying.md), and the aliases of a page.
  test.each([
    ['/', POLICY.home],
    ['/index', POLICY.home],
    ['//', POLICY.home],
    ['/x/page', POLICY.page],
    ['//x/page', POLICY.page],
    ['///x//page', POLICY.page],
    ['/%78/page', POLICY.page],
    ['/x/%70age', POLICY.page],
    ['/x/./page', POLICY.page],
    ['/y/../x/page', POLICY.page],
    ['/x/page?utm=1', POLICY.page],
  ])('%s answers the page with its policy', async (target, policy) => {
    const answer = await rawGet(server().port, target);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(policy);
  });

  test.each(['/nowhere', '/x/nowhere', '/_headers', '/.env', '/x/..%2f_headers', '/%E0%A4%A'])(
    "%s answers 404 with the 404 page's policy",
    async (target) => {
      const answer = await rawGet(server().port, target);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-security-policy']).toBe(POLICY.notFound);
    },
  );
});

describe('an HTML page is never sent without its policy', () => {
  const SHOP_POLICY = "script-src 'sha256-shop='";
  const RULES = [
    '/*\n  X-Content-Type-Options: nosniff\n  X-Frame-Options: DENY',
    `/\n  Content-Security-Policy: ${POLICY.home}`,
    `/shop\n  Content-Security-Policy: ${SHOP_POLICY}`,
    `/404\n  Content-Security-Policy: ${POLICY.notFound}`,
  ].join('\n\n');
  let site = '';
  let server: Running | undefined;
  const headersFile = () => path.join(site, '_headers');

  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), 'static-server-policy-'));
    await mkdir(path.join(site, 'x'));
    await writeFile(path.join(site, 'index.html'), withOwnPolicy('<h1>home</h1>'));
    await writeFile(
      path.join(site, 'shop.html'),
      withOwnPolicy('<h1>shop</h1><script>shop()</script>'),
    );
    await writeFile(path.join(site, '404.html'), withOwnPolicy('<h1>404</h1>'));
    // Copied in after the build wrote _headers: no rule names it.
    await writeFile(
      path.join(site, 'x', 'orphan.html'),
      withOwnPolicy('<h1>orphan</h1><script>run()</script>'),
    );
    await writeFile(path.join(site, 'app.js'), 'run()');
    await writeFile(headersFile(), RULES);
    server = await startServer(undefined, [], site);
  }, 30_000);
  afterAll(async () => {
    if (server) await stopProcess(server);
    await rm(site, { recursive: true, force: true });
  });

  test('a server started on a folder without _headers exits at once, saying so', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'static-server-bare-'));
    try {
      await writeFile(path.join(bare, 'index.html'), '<h1>home</h1>');
      const started = spawnWithOutput(process.execPath, [
        SERVER,
        '--dir',
        bare,
        '--port',
        String(freePort()),
      ]);
      const { code, output } = await exitWithin(started, 15_000);
      expect(code).not.toBe(0);
      expect(output).toMatch(/_headers not found/);
      expect(output).toMatch(/npm run build/);
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  }, 30_000);

  test('/shop with its rule carries its policy', async () => {
    const shop = await rawGet(server!.port, '/shop');
    expect(shop.status).toBe(200);
    expect(shop.headers['content-security-policy']).toBe(SHOP_POLICY);
  });

  test('an HTML file no rule names answers 503 saying why, not the page without a policy', async () => {
    const orphan = await rawGet(server!.port, '/x/orphan');
    expect(orphan.status).toBe(503);
    expect(orphan.body).not.toContain('run()');
    expect(orphan.headers['content-type']).toMatch(/^text\/plain/);
    expect(orphan.body).toMatch(/x\/orphan\.html has no Content-Security-Policy in _headers/);
    expect(orphan.body).toMatch(/npm run build/);
  });

  // The shared policy of _headers lets inline scripts run: a page's own, in a <meta> before its first
  // script, is what holds them to their hashes.
  test.each([
    [
      'without a policy of its own',
      '<h1>bare</h1><script>run()</script>',
      /no Content-Security-Policy <meta> before its first script/,
    ],
    [
      'with its own policy after its first script',
      `<script>run()</script><meta http-equiv="Content-Security-Policy" content="script-src 'self'">`,
      /no Content-Security-Policy <meta> before its first script/,
    ],
    [
      'whose own policy lets any inline script run',
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'unsafe-inline'"><script>run()</script>`,
      /lets any inline script run/,
    ],
  ])('a page %s answers 503 saying why, however its path is spelled', async (_, html, why) => {
    const shop = path.join(site, 'shop.html');
    await writeFile(shop, html);
    try {
      for (const target of ['/shop', '//shop', '/%73hop']) {
        const answer = await rawGet(server!.port, target);
        expect([target, answer.status]).toEqual([target, 503]);
        expect(answer.body).toMatch(/shop\.html/);
        expect(answer.body).toMatch(why);
        expect(answer.body).not.toContain('run()');
      }
    } finally {
      await writeFile(shop, withOwnPolicy('<h1>shop</h1><script>shop()</script>'));
    }
    expect((await rawGet(server!.port, '/shop')).status).toBe(200);
  });

  test('a 404 page without a policy of its own is not sent either', async () => {
    const notFound = path.join(site, '404.html');
    await writeFile(notFound, '<h1>404</h1><script>run()</script>');
    try {
      const answer = await rawGet(server!.port, '/nowhere');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatch(/404\.html carries no Content-Security-Policy <meta>/);
    } finally {
      await writeFile(notFound, withOwnPolicy('<h1>404</h1>'));
    }
    expect((await rawGet(server!.port, '/nowhere')).status).toBe(404);
  });

  test('while _headers is missing (a rebuild), no answer goes out without its headers', async () => {
    await rename(headersFile(), `${headersFile()}.away`);
    try {
      for (const target of ['/shop', '/', '/nowhere', '/app.js', '/x/orphan']) {
        const answer = await rawGet(server!.port, target);
        expect([target, answer.status]).toEqual([target, 503]);
        expect(answer.body).toMatch(/_headers is missing/);
        expect(answer.body).not.toMatch(/<h1>|run\(\)/);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['x-frame-options']).toBe('DENY');
        expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await rename(`${headersFile()}.away`, headersFile());
    }
    // Back as soon as the build wrote it again.
    const shop = await rawGet(server!.port, '/shop');
    expect(shop.status).toBe(200);
    expect(shop.headers['content-security-policy']).toBe(SHOP_POLICY);
  });

  test('a _headers cut short (read while the build writes it) leaves no page without its policy', async () => {
    await writeFile(headersFile(), RULES.slice(0, RULES.indexOf('/shop')));
    try {
      const shop = await rawGet(server!.port, '/shop');
      expect(shop.status).toBe(503);
      expect(shop.body).toMatch(/shop\.html has no Content-Security-Policy in _headers/);
      expect(shop.body).not.toContain('shop()');
    } finally {
      await writeFile(headersFile(), RULES);
    }
    expect((await rawGet(server!.port, '/shop')).status).toBe(200);
  });

  test('a _headers that cannot be read is not taken for one without rules', async () => {
    await rm(headersFile());
    await mkdir(headersFile());
    try {
      const home = await rawGet(server!.port, '/');
      expect(home.status).toBe(503);
      expect(home.body).toMatch(/_headers cannot be read/);
    } finally {
      await rm(headersFile(), { recursive: true });
      await writeFile(headersFile(), RULES);
    }
    expect((await rawGet(server!.port, '/')).status).toBe(200);
  });
});

describe('over TLS, as a CDN serves the pages (the bench runs Lighthouse so)', () => {
  let server: Running | undefined;
  let session: http2.ClientHttp2Session | undefined;
  let tlsFolder = '';
  beforeAll(async () => {
    tlsFolder = await mkdtemp(path.join(os.tmpdir(), 'static-server-tls-'));
    server = await startServer(undefined, await writeLocalhostCertificate(tlsFolder));
    session = http2.connect(`https://localhost:${server.port}`, { rejectUnauthorized: false });
  }, 30_000);
  afterAll(async () => {
    session?.close();
    if (server) await stopProcess(server);
    await rm(tlsFolder, { recursive: true, force: true });
  });

  /** GET over the HTTP/2 session: status, headers and the body as sent. */
  const get = (target: string) =>
    new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const stream = session!.request({ ':path': target, 'accept-encoding': 'gzip' });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
    });

  test('it speaks HTTP/2; a page comes with its policy, and compressed when it is long', async () => {
    const page = await get('/x/page');
    expect(session!.alpnProtocol).toBe('h2');
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-security-policy']).toBe(POLICY.page);
    expect(page.body.toString()).toBe(PAGE_BODY);
    const long = await get('/x/long');
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(long.body).toString()).toBe(LONG_PAGE_BODY);
  });

  test("an unknown path answers 404 with the 404 page's policy", async () => {
    const missing = await get('/nowhere');
    expect(missing.headers[':status']).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(POLICY.notFound);
  });
});

test('aborted downloads leak no file descriptor: 300 of them under ulimit -n 128', async () => {
  const server = await startServer(128);
  try {
    // A warm-up request, so lazily opened descriptors are counted in the baseline.
    expect((await rawGet(server.port, '/')).status).toBe(200);
    const before = openDescriptors(server);
    for (let round = 0; round < 30; round += 1) {
      await Promise.all(Array.from({ length: 10 }, () => abortedDownload(server.port)));
    }
    // Let the server see the closed sockets.
    let after = openDescriptors(server);
    for (let wait = 0; wait < 50 && after > before + 2; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = openDescriptors(server);
    }
    expect(server.child.exitCode).toBeNull();
    expect(after).toBeLessThanOrEqual(before + 2);
    const home = await rawGet(server.port, '/');
    expect(home.status).toBe(200);
    expect(server.output()).not.toMatch(/EMFILE/);
  } finally {
    await stopProcess(server);
  }
}, 60_000);

test('files removed and replaced while they are served (a rebuild) never take the server down', async () => {
  const server = await startServer();
  const page = path.join(root, 'x', 'churn.html');
  const body = withOwnPolicy(`<h1>churn</h1>${'<p>row</p>'.repeat(20_000)}`);
  await writeFile(page, body);
  let stop = false;
  // A rebuild: the file is removed, written again, and replaced by a rename, over and over.
  const rebuild = (async () => {
    for (let cycle = 0; !stop; cycle += 1) {
      await unlink(page).catch(() => {});
      await new Promise((resolve) => setImmediate(resolve));
      const next = `${page}.tmp`;
      await writeFile(next, body);
      await rename(next, page);
    }
  })();
  const statuses = new Map<number, number>();
  try {
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          rawGet(server.port, '/x/churn').catch(() => ({ status: 0, body: '' })),
        ),
      );
      for (const { status } of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (server.child.exitCode !== null) break;
    }
  } finally {
    stop = true;
    await rebuild;
  }
  expect(server.output()).not.toMatch(/Unhandled 'error' event|ENOENT/);
  expect(server.child.exitCode).toBeNull();
  // Every answer is the page or the 404 page; never a dropped connection.
  expect([...statuses.keys()].every((status) => status === 200 || status === 404)).toBe(true);
  expect((await rawGet(server.port, '/x/churn')).status).toBe(200);
  await stopProcess(server);
}, 60_000);
