/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, unlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { spawnWithOutput, stopProcess, type Spawned } from '@/scripts/spawn-with-output';
import { publicPath } from '@/scripts/static-server.mjs';
import { rawRequest } from './support/raw-request';

/**
 * scripts/static-server.mjs as `npm start` and the e2e tests run it, in its own process: what it must
 * never serve, however the path is encoded, and what must not take it down (aborted downloads under a low
 * descriptor limit, files removed or replaced while they are served). Its clean URLs, 404 page, gzip
 * and _headers rules are tested in seo-headers.test.ts.
 */

const SERVER = path.resolve(__dirname, '../../scripts/static-server.mjs');
const BIG_FILE_BYTES = 8 * 1024 * 1024;

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-server-process-'));
  await mkdir(path.join(root, 'x'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(path.join(root, '404.html'), '<h1>404</h1>');
  await writeFile(path.join(root, 'x', 'page.html'), '<h1>x</h1>');
  await writeFile(path.join(root, '_headers'), '/*\n  X-Secret-Rule: do-not-serve\n');
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

/** Starts the server with at most `fdLimit` open descriptors (ulimit -n), as a shell would. */
async function startServer(fdLimit?: number): Promise<Running> {
  const port = freePort();
  const command = `${fdLimit ? `ulimit -n ${fdLimit} && ` : ''}exec "${process.execPath}" "${SERVER}" --dir "${root}" --port ${port}`;
  const server = { ...spawnWithOutput('bash', ['-c', command]), port };
  const deadline = Date.now() + 15_000;
  while (!server.output().includes('serving')) {
    if (server.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`static server did not start: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

const rawGet = (port: number, target: string) => rawRequest(port, `GET ${target} HTTP/1.1`);

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
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  }, 30_000);
  afterAll(() => stopProcess(server));

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
    const { status, body } = await rawGet(server.port, target);
    expect(status).toBe(404);
    expect(body).not.toContain('do-not-serve');
    expect(body).not.toContain('SECRET');
    expect(body).not.toContain('/a /b');
    expect(body).not.toContain('root:');
  });

  test('a malformed path is a client error, and the server keeps serving', async () => {
    const { status } = await rawGet(server.port, '/%E0%A4%A');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await rawGet(server.port, '/')).status).toBe(200);
  });

  test('pages around them are still served', async () => {
    expect((await rawGet(server.port, '/x/page')).status).toBe(200);
    expect((await rawGet(server.port, '/x/./page')).status).toBe(200);
    expect((await rawGet(server.port, '/x/%70age')).status).toBe(200);
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
  const body = `<h1>churn</h1>${'<p>row</p>'.repeat(20_000)}`;
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
