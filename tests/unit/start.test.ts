/** @jest-environment node */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { backendFiles } from '@/scripts/local-backend/data-dir';
import { spawnBackend, waitHealthy } from '@/scripts/local-backend/harness';
import {
  exitWithin,
  spawnWithOutput,
  stopProcess,
  type Spawned,
} from '@/scripts/spawn-with-output';

/**
 * `npm start` (scripts/start.mjs) supervising the static server and the local backend, on free ports and
 * a throwaway site and data directory: a failed start ends npm start at once, non-zero, with the
 * backend's own explanation on the terminal, and never leaves the other half running.
 */

jest.setTimeout(90_000);

const START = path.resolve(__dirname, '../../scripts/start.mjs');
let work = '';
let site = '';
/** An empty database, created once and copied for each start that needs a working backend. */
let template = '';

async function databaseCopy(name: string): Promise<string> {
  const dataDir = path.join(work, name);
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'npm-start-'));
  site = path.join(work, 'site');
  await mkdir(site);
  // As the build leaves a page: its own policy first, or the static server refuses to send it.
  await writeFile(
    path.join(site, 'index.html'),
    `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"></head><h1>shop</h1>`,
  );
  await writeFile(
    path.join(site, '_headers'),
    "/*\n  X-Content-Type-Options: nosniff\n\n/\n  Content-Security-Policy: default-src 'self'\n",
  );
  template = path.join(work, 'template');
  const backend = spawnBackend({ dataDir: template, port: freePort() });
  await waitHealthy(backend);
  await stopProcess(backend);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Started extends Spawned {
  sitePort: number;
  backendPort: number;
}

/** `npm start`, or with `editorPort` `npm run edit`, its editor's helper on that port. */
function npmStart(dataDir: string, sitePort = freePort(), editorPort?: number): Started {
  const backendPort = freePort();
  const env = {
    ...process.env,
    LOCAL_BACKEND_DATA_DIR: dataDir,
    LOCAL_BACKEND_PORT: String(backendPort),
    ...(editorPort ? { EDITOR_BACKEND_PORT: String(editorPort) } : {}),
  };
  const args = [
    START,
    '--dir',
    site,
    '--port',
    String(sitePort),
    ...(editorPort ? ['--edit'] : []),
  ];
  return { ...spawnWithOutput(process.execPath, args, { env }), sitePort, backendPort };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(predicate: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a backend that cannot start ends npm start at once, non-zero, with its cause, and stops the site', async () => {
  const notADatabase = path.join(work, 'notes');
  await mkdir(notADatabase);
  await writeFile(path.join(notADatabase, 'notes.txt'), 'keep me\n');
  const started = npmStart(notADatabase);
  const { code } = await exitWithin(started, 30_000);
  expect(code).not.toBe(0);
  expect(started.output()).toContain(notADatabase);
  expect(started.output()).toMatch(/not empty and is not a database/);
  expect(started.output()).not.toMatch(/is running at/);
  expect(await listening(started.sitePort)).toBe(false);
  expect(await readFile(path.join(notADatabase, 'notes.txt'), 'utf8')).toBe('keep me\n');
});

test('a site that cannot start (its port is taken) ends npm start non-zero and stops the backend', async () => {
  const blocker = net.createServer();
  const sitePort = freePort();
  await new Promise<void>((resolve) => blocker.listen(sitePort, '127.0.0.1', resolve));
  try {
    const started = npmStart(path.join(work, 'db-site-fails'), sitePort);
    const { code } = await exitWithin(started, 30_000);
    expect(code).not.toBe(0);
    expect(started.output()).toMatch(/EADDRINUSE/);
    expect(await listening(started.backendPort)).toBe(false);
  } finally {
    blocker.close();
  }
});

test('ready: one line says where the shop runs; SIGTERM stops both and exits 0', async () => {
  const started = npmStart(await databaseCopy('db-ok'));
  await waitFor(() => /is running at http:\/\/localhost:\d+/.test(started.output()), 60_000);
  expect(await listening(started.sitePort)).toBe(true);
  expect(await listening(started.backendPort)).toBe(true);
  started.child.kill('SIGTERM');
  expect((await exitWithin(started, 30_000)).code).toBe(0);
  expect(await listening(started.sitePort)).toBe(false);
  expect(await listening(started.backendPort)).toBe(false);
});

test('a backend killed while serving ends npm start non-zero and stops the site', async () => {
  const dataDir = await databaseCopy('db-killed');
  const started = npmStart(dataDir);
  await waitFor(() => /is running at/.test(started.output()), 60_000);
  const holder = JSON.parse(await readFile(backendFiles(dataDir).holder, 'utf8')) as {
    pid: number;
  };
  process.kill(holder.pid, 'SIGKILL');
  expect((await exitWithin(started, 30_000)).code).not.toBe(0);
  expect(await listening(started.sitePort)).toBe(false);
});

test('npm run edit: the editor’s helper answers the shop’s page and refuses another’s; SIGTERM stops all three', async () => {
  const editorPort = freePort();
  const started = npmStart(await databaseCopy('db-edit'), freePort(), editorPort);
  await waitFor(
    () => /The editor is at http:\/\/localhost:\d+\/admin/.test(started.output()),
    60_000,
  );
  const askFrom = (origin: string) =>
    fetch(`http://127.0.0.1:${editorPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ action: 'info' }),
    });
  expect((await askFrom(`http://localhost:${started.sitePort}`)).status).toBe(200);
  const foreign = await askFrom('https://evil.example');
  expect(foreign.status).toBe(403);
  expect(((await foreign.json()) as { error: string }).error).toMatch(
    /answers only the shop's editor/,
  );
  started.child.kill('SIGTERM');
  expect((await exitWithin(started, 30_000)).code).toBe(0);
  expect(await listening(editorPort)).toBe(false);
});
