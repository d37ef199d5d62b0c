/** @jest-environment node */
import { existsSync } from 'node:fs';
import {
  cp,
  mkdir,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises';
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { storedEmails, waitHealthy } from '@/scripts/local-backend/harness';
import { backendFiles } from '@/scripts/local-backend/data-dir';
import { startLocalBackend } from '@/scripts/local-backend/server';
import { stopProcess } from '@/scripts/spawn-with-output';
import {
  TEMPLATE_EMAILS,
  insert,
  listing,
  refusal,
  start,
  withBackendScratch,
} from './support/backend-processes';

/**
 * `npm run backend` as its own process, as `npm start` runs it: one backend per data directory (a second
 * refused, a lock its holder still has kept, one left by a pid that is gone or is this one taken over), no
 * database created over other files, and every failed start explained and ended at once (non-zero). Its
 * kills, damaged files and container layouts are local-backend-crash.test.ts's.
 */

jest.setTimeout(120_000);

const scratch = withBackendScratch('local-backend-process');

test('a second backend on the same folder exits at once, non-zero, naming the folder and the holder', async () => {
  const dataDir = path.join(scratch.work, 'shared');
  await cp(scratch.template, dataDir, { recursive: true });
  const first = start(dataDir, freePort());
  await waitHealthy(first);

  const secondPort = freePort();
  const second = start(dataDir, secondPort);
  const { code, output } = await refusal(second);
  expect(code).not.toBe(0);
  expect(output).toContain(dataDir);
  expect(output).toContain(`pid ${first.child.pid}`);
  expect(output).toContain(`port ${first.port}`);
  expect(output).toMatch(/LOCAL_BACKEND_DATA_DIR/);

  // The first one never noticed: it answers, keeps its rows and still refuses a repeat.
  expect(await insert(first.url, 'after-second@example.com')).toBe(201);
  expect(await insert(first.url, 'AFTER-second@example.com')).toBe(409);
  const stored = await storedEmails(first.url);
  expect(stored.sort()).toEqual([...TEMPLATE_EMAILS, 'after-second@example.com'].sort());
});

test('a folder that is not a database is refused and left exactly as it was', async () => {
  const notes = path.join(scratch.work, 'notes');
  await mkdir(notes);
  await writeFile(path.join(notes, 'shopping-list.txt'), 'milk\n');
  const before = await listing(notes);

  const { code, output } = await refusal(start(notes, freePort()));
  expect(code).not.toBe(0);
  expect(output).toContain(notes);
  expect(output).toMatch(/not empty and is not a database/);
  expect(output).toMatch(/LOCAL_BACKEND_DATA_DIR/);
  expect(await listing(notes)).toEqual(before);
  expect(await readFile(path.join(notes, 'shopping-list.txt'), 'utf8')).toBe('milk\n');
});

test('a database that lost PG_VERSION is refused, not replaced by an empty one; its rows are all there once it is restored', async () => {
  const dataDir = path.join(scratch.work, 'lost-version');
  await cp(scratch.template, dataDir, { recursive: true });
  const version = await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8');
  await rm(path.join(dataDir, 'PG_VERSION'));

  const { code, output } = await refusal(start(dataDir, freePort()));
  expect(code).not.toBe(0);
  expect(output).toContain(dataDir);
  expect(output).toMatch(/no PG_VERSION/);
  expect(output).toMatch(/restore it from a backup/);
  expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);

  await writeFile(path.join(dataDir, 'PG_VERSION'), version);
  const restored = start(dataDir, freePort());
  await waitHealthy(restored);
  expect((await storedEmails(restored.url)).sort()).toEqual([...TEMPLATE_EMAILS].sort());
});

const FAULTS: [string, (dir: string) => Promise<string>, RegExp][] = [
  [
    'a file where the folder should be',
    async (dir) => {
      await writeFile(dir, 'not a folder');
      return dir;
    },
    /is a file, not a folder/,
  ],
  [
    'a folder inside a file',
    async (dir) => {
      await writeFile(dir, 'not a folder');
      return path.join(dir, 'db');
    },
    /ENOTDIR|not a directory/i,
  ],
  [
    'PG_VERSION of another PostgreSQL',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await writeFile(path.join(dir, 'PG_VERSION'), '99\n');
      return dir;
    },
    /database files are incompatible with server/,
  ],
  [
    'a PG_VERSION that holds no version',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await writeFile(path.join(dir, 'PG_VERSION'), 'abc');
      return dir;
    },
    /is not a valid data directory/,
  ],
  [
    'no global/pg_control',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await rm(path.join(dir, 'global', 'pg_control'));
      return dir;
    },
    /could not open file "global\/pg_control"/,
  ],
  [
    'a truncated global/pg_control',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await truncate(path.join(dir, 'global', 'pg_control'), 100);
      return dir;
    },
    /could not read file "global\/pg_control"/,
  ],
  [
    'garbage in global/pg_control',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
      return dir;
    },
    /incompatible with server|incorrect checksum|PG_CONTROL/,
  ],
  [
    'an emptied pg_wal',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      for (const name of await readdir(path.join(dir, 'pg_wal')))
        await rm(path.join(dir, 'pg_wal', name), { recursive: true });
      return dir;
    },
    /checkpoint record/,
  ],
  [
    'no base folder',
    async (dir) => {
      await cp(scratch.template, dir, { recursive: true });
      await rm(path.join(dir, 'base'), { recursive: true });
      return dir;
    },
    /database "postgres" does not exist|base/,
  ],
];

// Each start is mostly WebAssembly loading: run them side by side.
test.concurrent.each(FAULTS)(
  'a start on %s exits non-zero with PostgreSQL’s cause, the path and what to do',
  async (name, makeFault, cause) => {
    const dataDir = await makeFault(path.join(scratch.work, `fault-${name.replace(/\W+/g, '-')}`));
    const { code, output } = await refusal(start(dataDir, freePort()));
    expect(code).not.toBe(0);
    expect(output).toContain(dataDir);
    expect(output).toMatch(cause);
    expect(output).toMatch(/LOCAL_BACKEND_DATA_DIR|backup/);
    // Never only an emulator's bare error, nor its internal path for the folder.
    expect(output).not.toMatch(/ErrnoError \{|^\s*RuntimeError: Aborted\(\)/m);
    expect(output).not.toContain('/pglite/');
  },
);

test('a client polling /health over keep-alive cannot keep a failed start alive', async () => {
  const dataDir = path.join(scratch.work, 'keep-alive');
  await cp(scratch.template, dataDir, { recursive: true });
  await writeFile(path.join(dataDir, 'PG_VERSION'), '99\n');
  const port = freePort();
  const backend = start(dataDir, port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  let polling = true;
  const statuses: number[] = [];
  const poll = (async () => {
    while (polling) {
      await new Promise<void>((resolve) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: '/health', agent },
          (response) => {
            statuses.push(response.statusCode ?? 0);
            response.resume();
            response.on('end', resolve);
          },
        );
        request.on('error', () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const { code, output } = await refusal(backend, 30_000);
    expect(code).not.toBe(0);
    expect(output).toMatch(/database files are incompatible with server/);
    // Every poll answered while the start was failing says the service is unavailable, not that it broke.
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([503]));
  } finally {
    polling = false;
    await poll;
    agent.destroy();
  }
});

describe('a lock left by a process with this very pid (a container restarted as pid 1)', () => {
  test('is taken over at once', async () => {
    const dataDir = path.join(scratch.work, 'same-pid');
    await cp(scratch.template, dataDir, { recursive: true });
    // What a killed backend leaves, written as if it had been this process: a fresh lock and its holder.
    const files = backendFiles(dataDir);
    await mkdir(files.lock);
    await writeFile(
      files.holder,
      JSON.stringify({
        pid: process.pid,
        hostname: hostname(),
        dir: await realpath(dataDir),
        startedAt: new Date().toISOString(),
      }),
    );
    const backend = await startLocalBackend({ dataDir, port: 0 });
    try {
      expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    } finally {
      await backend.close();
    }
  });

  test('a lock copied with its folder (cp -r of a live backend’s folder) does not hold the copy', async () => {
    const original = path.join(scratch.work, 'copied-live');
    const copy = path.join(scratch.work, 'copied-live-copy');
    await cp(scratch.template, original, { recursive: true });
    const first = await startLocalBackend({ dataDir: original, port: 0 });
    try {
      await cp(original, copy, { recursive: true });
      const second = await startLocalBackend({ dataDir: copy, port: 0 });
      await second.close();
      // The original is still held.
      await expect(startLocalBackend({ dataDir: original, port: 0 })).rejects.toThrow(
        `in use by another local backend: pid ${process.pid}`,
      );
    } finally {
      await first.close();
    }
  });

  test('but a lock this process still holds is refused', async () => {
    const dataDir = path.join(scratch.work, 'same-process');
    await cp(scratch.template, dataDir, { recursive: true });
    const first = await startLocalBackend({ dataDir, port: 0 });
    try {
      await expect(startLocalBackend({ dataDir, port: 0 })).rejects.toThrow(
        `in use by another local backend: pid ${process.pid}`,
      );
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
    } finally {
      await first.close();
    }
  });
});

test('a backend paused (SIGSTOP) past any lock timeout keeps its folder: a second one is refused, and the first, resumed, keeps what it acknowledges', async () => {
  const dataDir = path.join(scratch.work, 'paused');
  await cp(scratch.template, dataDir, { recursive: true });
  const first = start(dataDir, freePort());
  await waitHealthy(first);
  first.child.kill('SIGSTOP');
  // Stopped, it refreshes nothing: its lock looks as old as the pause. An hour's pause is played by dating
  // the lock an hour back (past proper-lockfile's 30 s stale time and the silent holder's), then giving the
  // lock its own time back before the backend resumes, as a pause leaves it.
  const { lock } = backendFiles(dataDir);
  const { atime, mtime } = await stat(lock);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(lock, anHourAgo, anHourAgo);
  try {
    const { code, output } = await refusal(start(dataDir, freePort()), 30_000);
    expect(code).not.toBe(0);
    expect(output).toContain(`in use by another local backend: pid ${first.child.pid}`);
  } finally {
    await utimes(lock, atime, mtime);
    first.child.kill('SIGCONT');
  }
  expect(await insert(first.url, 'after-pause@example.com')).toBe(201);
  expect((await storedEmails(first.url)).sort()).toEqual(
    [...TEMPLATE_EMAILS, 'after-pause@example.com'].sort(),
  );
  expect((await fetch(`${first.url}/health`)).status).toBe(200);
  await stopProcess(first);
  expect(first.output()).not.toMatch(/lock .* was lost|failed/);
}, 180_000);
