/** @jest-environment node */
import { existsSync } from 'node:fs';
import {
  cp,
  mkdir,
  mkdtemp,
  open,
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
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import {
  compare,
  spawnBackend,
  startWriting,
  storedEmails,
  waitHealthy,
  type BackendProcess,
} from '@/scripts/local-backend/harness';
import { backendFiles } from '@/scripts/local-backend/data-dir';
import { startLocalBackend } from '@/scripts/local-backend/server';
import { exitWithin, stopProcess } from '@/scripts/spawn-with-output';
import { notPrivate } from './support/local-files';
import { testWithMounts } from './support/mounts';

/**
 * `npm run backend` as its own process, as `npm start` runs it: one backend per data directory, no
 * database created over other files, every failed start explained and ended at once (non-zero), and
 * kill -9 during writes losing no acknowledged row.
 */

jest.setTimeout(120_000);

let work = '';
/** A database with three sign-ups, written and closed cleanly by a backend: copied for each fault. */
let template = '';
const TEMPLATE_EMAILS = ['one@example.com', 'two@example.com', 'three@example.com'];
const running: BackendProcess[] = [];

function start(
  dataDir: string,
  port: number,
  env?: Record<string, string>,
  mounts?: string,
): BackendProcess {
  const backend = spawnBackend({ dataDir, port, env, mounts });
  running.push(backend);
  return backend;
}

/** The exit of a backend expected to refuse to start. */
const refusal = (backend: BackendProcess, timeoutMs = 20_000) => exitWithin(backend, timeoutMs);

async function insert(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/stock_notifications`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, product_name: 'Milk Bar Sweatshirt' }),
  });
  return response.status;
}

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'local-backend-process-'));
  template = path.join(work, 'template');
  const backend = start(template, freePort());
  await waitHealthy(backend);
  for (const email of TEMPLATE_EMAILS) expect(await insert(backend.url, email)).toBe(201);
  await stopProcess(backend);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map(stopProcess));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

test('a second backend on the same folder exits at once, non-zero, naming the folder and the holder', async () => {
  const dataDir = path.join(work, 'shared');
  await cp(template, dataDir, { recursive: true });
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
  const notes = path.join(work, 'notes');
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
  const dataDir = path.join(work, 'lost-version');
  await cp(template, dataDir, { recursive: true });
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
      await cp(template, dir, { recursive: true });
      await writeFile(path.join(dir, 'PG_VERSION'), '99\n');
      return dir;
    },
    /database files are incompatible with server/,
  ],
  [
    'a PG_VERSION that holds no version',
    async (dir) => {
      await cp(template, dir, { recursive: true });
      await writeFile(path.join(dir, 'PG_VERSION'), 'abc');
      return dir;
    },
    /is not a valid data directory/,
  ],
  [
    'no global/pg_control',
    async (dir) => {
      await cp(template, dir, { recursive: true });
      await rm(path.join(dir, 'global', 'pg_control'));
      return dir;
    },
    /could not open file "global\/pg_control"/,
  ],
  [
    'a truncated global/pg_control',
    async (dir) => {
      await cp(template, dir, { recursive: true });
      await truncate(path.join(dir, 'global', 'pg_control'), 100);
      return dir;
    },
    /could not read file "global\/pg_control"/,
  ],
  [
    'garbage in global/pg_control',
    async (dir) => {
      await cp(template, dir, { recursive: true });
      await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
      return dir;
    },
    /incompatible with server|incorrect checksum|PG_CONTROL/,
  ],
  [
    'an emptied pg_wal',
    async (dir) => {
      await cp(template, dir, { recursive: true });
      for (const name of await readdir(path.join(dir, 'pg_wal')))
        await rm(path.join(dir, 'pg_wal', name), { recursive: true });
      return dir;
    },
    /checkpoint record/,
  ],
  [
    'no base folder',
    async (dir) => {
      await cp(template, dir, { recursive: true });
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
    const dataDir = await makeFault(path.join(work, `fault-${name.replace(/\W+/g, '-')}`));
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
  const dataDir = path.join(work, 'keep-alive');
  await cp(template, dataDir, { recursive: true });
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

test('kill -9 during writes, then a restart on the same folder: no acknowledged row lost, none doubled (3 cycles)', async () => {
  const dataDir = path.join(work, 'crash');
  await cp(template, dataDir, { recursive: true });
  const acknowledged: string[] = [];
  for (let cycle = 0; cycle < 3; cycle += 1) {
    const backend = start(dataDir, freePort());
    await waitHealthy(backend);
    const load = startWriting(backend.url, 8, `crash${cycle}`);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    backend.child.kill('SIGKILL');
    await backend.exited;
    await load.stop();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    acknowledged.push(...load.acknowledged);
  }
  // The lock left by the last kill -9 is taken over at once: its pid is gone.
  const restarted = start(dataDir, freePort());
  await waitHealthy(restarted, 30_000);
  const stored = await storedEmails(restarted.url);
  const { lost, duplicated } = compare([...TEMPLATE_EMAILS, ...acknowledged], stored);
  expect(lost).toEqual([]);
  expect(duplicated).toEqual([]);

  // Every file the backend wrote, in all those runs, is its user's alone.
  await stopProcess(restarted);
  expect(notPrivate(dataDir)).toEqual([]);
});

/** Every folder under `dir` named `name`, as paths. */
async function foldersNamed(dir: string, name: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && entry.name === name)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.each(['base', 'pg_wal'])(
  'a first start killed (kill -9) once PostgreSQL has begun writing %s leaves nothing or a database, and the next start works',
  async (marker) => {
    const parent = path.join(work, `first-start-${marker}`);
    await mkdir(parent);
    const dataDir = path.join(parent, 'db');
    const first = start(dataDir, freePort());
    let exited = false;
    void first.exited.then(() => (exited = true));
    while ((await foldersNamed(parent, marker)).length === 0) {
      if (exited)
        throw new Error(`the backend exited before it created ${marker}:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;

    // Nothing, or a database marked as half-made (which the next start removes), or a whole one.
    const left = existsSync(dataDir) ? await readdir(dataDir) : [];
    const own = left.filter((entry) => entry.startsWith('local-backend.'));
    expect(
      left.length === own.length ||
        own.includes('local-backend.creating') ||
        left.includes('PG_VERSION'),
    ).toBe(true);

    const second = start(dataDir, freePort());
    await waitHealthy(second);
    expect(await insert(second.url, `after-${marker}@example.com`)).toBe(201);
    expect(await storedEmails(second.url)).toEqual([`after-${marker}@example.com`]);
    // Nothing half-made is left beside it: the only database under the parent is the one in use.
    expect(await foldersNamed(parent, 'base')).toEqual([path.join(dataDir, 'base')]);
  },
);

test('a table file that cannot be read: /health answers 503 with PostgreSQL’s cause', async () => {
  const dataDir = path.join(work, 'corrupt-table');
  await cp(template, dataDir, { recursive: true });
  const reader = await startLocalBackend({ dataDir, port: 0 });
  const { rows } = await reader.db.query<{ file: string }>(
    `select pg_relation_filepath('public.stock_notifications') as file`,
  );
  await reader.close();
  const tableFile = await open(path.join(dataDir, rows[0]!.file), 'r+');
  await tableFile.write(Buffer.alloc(8192, 0x5a), 0, 8192, 0);
  await tableFile.close();

  const backend = await startLocalBackend({ dataDir, port: 0 });
  try {
    const health = await fetch(`${backend.url}/health`);
    expect(health.status).toBe(503);
    const body = await health.json();
    expect(body.message).toMatch(/stock_notifications/);
    expect(body.details).toMatch(/invalid page in block 0/);
    expect(await insert(backend.url, 'unreadable@example.com')).toBe(500);
  } finally {
    await backend.close();
  }
});

describe('/health proves every row can be read through the table and its indexes, and that a write succeeds', () => {
  const SIGN_UPS = 300;
  /** A database with 300 sign-ups: its table and indexes span several pages. */
  let signUps = '';
  /** The files of the table and of its unique index, relative to the data folder. */
  let files = { table: '', index: '' };

  beforeAll(async () => {
    signUps = path.join(work, 'three-hundred');
    await cp(template, signUps, { recursive: true });
    const backend = await startLocalBackend({ dataDir: signUps, port: 0 });
    await backend.db.query(
      `insert into public.stock_notifications (email, product_name)
       select 'shopper' || n || '@example.com', 'Milk Bar Sweatshirt' from generate_series(1, $1::int) n`,
      [SIGN_UPS - TEMPLATE_EMAILS.length],
    );
    const { rows } = await backend.db.query<{ table: string; index: string }>(
      `select pg_relation_filepath('public.stock_notifications') as table,
              pg_relation_filepath('public.stock_notifications_email_product_key') as index`,
    );
    files = rows[0]!;
    await backend.close();
  }, 120_000);

  async function healthAfter(name: string, fault: (dir: string) => Promise<void>) {
    const dataDir = path.join(work, `health-${name}`);
    await cp(signUps, dataDir, { recursive: true });
    await fault(dataDir);
    const backend = await startLocalBackend({ dataDir, port: 0 });
    try {
      const health = await fetch(`${backend.url}/health`);
      return { status: health.status, body: await health.json() };
    } finally {
      await backend.close();
    }
  }

  test('a whole database: 200, saying what it read and wrote', async () => {
    const { status, body } = await healthAfter('whole', async () => {});
    expect(status).toBe(200);
    const checks = Object.fromEntries(
      (body.checks as { check: string; result: string }[]).map((entry) => [
        entry.check,
        entry.result,
      ]),
    );
    expect(checks['public.stock_notifications']).toBe(`ok: ${SIGN_UPS} rows read from the table`);
    expect(checks['index stock_notifications_email_product_key']).toBe(
      `ok: every page checked, and ${SIGN_UPS} rows read through it`,
    );
    expect(checks['index stock_notifications_pkey']).toMatch(/^ok: /);
    expect(checks['insert']).toMatch(/^ok: /);
    expect(checks['disk']).toMatch(/^ok: /);
  });

  test.each([
    ['the table file truncated to 0 bytes', 'table', 0],
    ['the table file truncated to one page', 'table', 8192],
  ] as const)(
    '%s: 503, naming what cannot be read, with PostgreSQL’s cause',
    async (name, which, bytes) => {
      const { status, body } = await healthAfter(name.replace(/\W+/g, '-'), (dir) =>
        truncate(path.join(dir, files[which]), bytes),
      );
      expect(status).toBe(503);
      expect(body.message).toMatch(/stock_notifications/);
      expect(body.details).toMatch(/could not read block/);
    },
  );

  test('garbage in a page of the unique index: 503, naming the index, with PostgreSQL’s cause', async () => {
    const { status, body } = await healthAfter('index-garbage', async (dir) => {
      const index = await open(path.join(dir, files.index), 'r+');
      await index.write(Buffer.alloc(8192, 0x5a), 0, 8192, 8192);
      await index.close();
    });
    expect(status).toBe(503);
    expect(body.message).toMatch(/stock_notifications_email_product_key/);
    expect(body.details).toMatch(/invalid page in block 1/);
  });

  testWithMounts(
    'a disk that fills while it serves: 503, no space left; with space again, 200',
    async () => {
      const disk = path.join(work, 'filling-disk');
      await mkdir(disk);
      const dataDir = path.join(disk, 'db');
      const mounts = `mount -t tmpfs -o size=96m none "${disk}"\ncp -a "${template}" "${dataDir}"`;
      const backend = start(dataDir, freePort(), undefined, mounts);
      await waitHealthy(backend);
      // The backend's own view of the disk, from outside its mount namespace.
      const filler = `/proc/${backend.child.pid}/root${disk}/filler`;
      const handle = await open(filler, 'w');
      try {
        const chunk = Buffer.alloc(1024 * 1024);
        for (;;) await handle.write(chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        await handle.close();
      }
      const full = await fetch(`${backend.url}/health`);
      expect(full.status).toBe(503);
      const body = await full.json();
      expect(body.message).toMatch(/disk|data folder/i);
      expect(body.details).toMatch(/no space left on device/i);

      await rm(filler);
      expect((await fetch(`${backend.url}/health`)).status).toBe(200);
    },
    120_000,
  );
});

describe('a lock left by a process with this very pid (a container restarted as pid 1)', () => {
  test('is taken over at once', async () => {
    const dataDir = path.join(work, 'same-pid');
    await cp(template, dataDir, { recursive: true });
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
    const original = path.join(work, 'copied-live');
    const copy = path.join(work, 'copied-live-copy');
    await cp(template, original, { recursive: true });
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
    const dataDir = path.join(work, 'same-process');
    await cp(template, dataDir, { recursive: true });
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
  const dataDir = path.join(work, 'paused');
  await cp(template, dataDir, { recursive: true });
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

describe('container layouts: everything the backend keeps is inside its data folder', () => {
  testWithMounts(
    'an empty mount point as the data folder (a volume) starts, and keeps its rows across a restart',
    async () => {
      const volume = path.join(work, 'volume');
      await mkdir(volume);
      const mounts = `mount --bind "${volume}" "${volume}"`;
      const first = start(volume, freePort(), undefined, mounts);
      await waitHealthy(first);
      expect(await insert(first.url, 'volume@example.com')).toBe(201);
      await stopProcess(first);

      const second = start(volume, freePort(), undefined, mounts);
      await waitHealthy(second);
      expect(await storedEmails(second.url)).toEqual(['volume@example.com']);
      // Nothing was made beside it: its parent holds the folder alone.
      expect((await readdir(work)).filter((entry) => entry.startsWith('volume'))).toEqual([
        'volume',
      ]);
    },
    180_000,
  );

  testWithMounts(
    'a writable data folder under a read-only parent starts, new or holding a database',
    async () => {
      const parent = path.join(work, 'read-only-parent');
      const fresh = path.join(parent, 'fresh');
      const copied = path.join(parent, 'copied');
      await mkdir(fresh, { recursive: true });
      await cp(template, copied, { recursive: true });
      const mounts = (data: string) =>
        `mount --bind "${data}" "${data}"\nmount --rbind "${parent}" "${parent}"\nmount -o remount,ro,bind "${parent}"`;

      const made = start(fresh, freePort(), undefined, mounts(fresh));
      await waitHealthy(made);
      expect(await insert(made.url, 'fresh@example.com')).toBe(201);
      await stopProcess(made);

      const opened = start(copied, freePort(), undefined, mounts(copied));
      await waitHealthy(opened);
      expect(await insert(opened.url, 'copied@example.com')).toBe(201);
      expect((await storedEmails(opened.url)).sort()).toEqual(
        [...TEMPLATE_EMAILS, 'copied@example.com'].sort(),
      );
    },
    180_000,
  );

  testWithMounts(
    'a data folder to be made under a read-only parent is refused for that reason, naming the parent',
    async () => {
      const parent = path.join(work, 'read-only-empty-parent');
      await mkdir(parent);
      const dataDir = path.join(parent, 'data');
      const mounts = `mount --bind "${parent}" "${parent}"\nmount -o remount,ro,bind "${parent}"`;
      const { code, output } = await refusal(start(dataDir, freePort(), undefined, mounts));
      expect(code).not.toBe(0);
      expect(output).toContain(dataDir);
      expect(output).toMatch(/read-only file system/i);
      expect(output).toMatch(/LOCAL_BACKEND_DATA_DIR/);
    },
  );
});

describe("a failed start passes on the system's cause, not a guess", () => {
  testWithMounts(
    'a read-only folder holding a healthy database: read-only, not damaged; writable again, it opens with every row',
    async () => {
      const dataDir = path.join(work, 'read-only');
      await cp(template, dataDir, { recursive: true });
      const mounts = `mount --bind "${dataDir}" "${dataDir}"\nmount -o remount,ro,bind "${dataDir}"`;
      const { code, output } = await refusal(start(dataDir, freePort(), undefined, mounts));
      expect(code).not.toBe(0);
      expect(output).toContain(dataDir);
      expect(output).toMatch(/read-only file system/i);
      expect(output).not.toMatch(/damaged|restore it from a backup/i);

      const writable = start(dataDir, freePort());
      await waitHealthy(writable);
      expect((await storedEmails(writable.url)).sort()).toEqual([...TEMPLATE_EMAILS].sort());
    },
    120_000,
  );

  testWithMounts(
    'a restart on a full disk: no space left, not damaged',
    async () => {
      const disk = path.join(work, 'full-disk');
      await mkdir(disk);
      const dataDir = path.join(disk, 'db');
      const mounts = [
        `mount -t tmpfs -o size=96m none "${disk}"`,
        `cp -a "${template}" "${dataDir}"`,
        `dd if=/dev/zero of="${disk}/filler" bs=64k 2>/dev/null || true`,
      ].join('\n');
      const { code, output } = await refusal(start(dataDir, freePort(), undefined, mounts));
      expect(code).not.toBe(0);
      expect(output).toContain(dataDir);
      expect(output).toMatch(/no space left on device/i);
      expect(output).toMatch(/free/i);
      expect(output).not.toMatch(/damaged|restore it from a backup|^\s+at /im);
    },
    120_000,
  );
});
