/** @jest-environment node */
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readdir, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { compare, startWriting, storedEmails, waitHealthy } from '@/scripts/local-backend/harness';
import { startLocalBackend } from '@/scripts/local-backend/server';
import { stopProcess } from '@/scripts/spawn-with-output';
import {
  TEMPLATE_EMAILS,
  insert,
  refusal,
  start,
  withBackendScratch,
} from './support/backend-processes';
import { notPrivate } from './support/local-files';
import { testWithMounts } from './support/mounts';

/**
 * `npm run backend` as its own process, when things break: kill -9 during writes (and during a first start)
 * losing no acknowledged row, /health finding damaged table and index files and a full disk, and the
 * layouts of a container (a volume, a read-only parent) with the system's own cause for a failed start. Its
 * refusals and locks are local-backend-process.test.ts's.
 */

jest.setTimeout(120_000);

const scratch = withBackendScratch('local-backend-crash');

test('kill -9 during writes, then a restart on the same folder: no acknowledged row lost, none doubled (3 cycles)', async () => {
  const dataDir = path.join(scratch.work, 'crash');
  await cp(scratch.template, dataDir, { recursive: true });
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
    const parent = path.join(scratch.work, `first-start-${marker}`);
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
  const dataDir = path.join(scratch.work, 'corrupt-table');
  await cp(scratch.template, dataDir, { recursive: true });
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
    signUps = path.join(scratch.work, 'three-hundred');
    await cp(scratch.template, signUps, { recursive: true });
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
    const dataDir = path.join(scratch.work, `health-${name}`);
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
      const disk = path.join(scratch.work, 'filling-disk');
      await mkdir(disk);
      const dataDir = path.join(disk, 'db');
      const mounts = `mount -t tmpfs -o size=96m none "${disk}"\ncp -a "${scratch.template}" "${dataDir}"`;
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

describe('container layouts: everything the backend keeps is inside its data folder', () => {
  testWithMounts(
    'an empty mount point as the data folder (a volume) starts, and keeps its rows across a restart',
    async () => {
      const volume = path.join(scratch.work, 'volume');
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
      expect((await readdir(scratch.work)).filter((entry) => entry.startsWith('volume'))).toEqual([
        'volume',
      ]);
    },
    180_000,
  );

  testWithMounts(
    'a writable data folder under a read-only parent starts, new or holding a database',
    async () => {
      const parent = path.join(scratch.work, 'read-only-parent');
      const fresh = path.join(parent, 'fresh');
      const copied = path.join(parent, 'copied');
      await mkdir(fresh, { recursive: true });
      await cp(scratch.template, copied, { recursive: true });
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
      const parent = path.join(scratch.work, 'read-only-empty-parent');
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
      const dataDir = path.join(scratch.work, 'read-only');
      await cp(scratch.template, dataDir, { recursive: true });
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
      const disk = path.join(scratch.work, 'full-disk');
      await mkdir(disk);
      const dataDir = path.join(disk, 'db');
      const mounts = [
        `mount -t tmpfs -o size=96m none "${disk}"`,
        `cp -a "${scratch.template}" "${dataDir}"`,
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
