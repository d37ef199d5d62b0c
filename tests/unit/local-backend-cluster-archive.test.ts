/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { clusterArchive } from '@/scripts/local-backend/cluster-archive';

/**
 * The new cluster every new database is loaded from: made once per PGlite build and kept, the kept copy
 * loaded as long as it is whole, and a folder that cannot keep it costs nothing but the time.
 */

jest.setTimeout(60_000);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cluster-archive-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Whether two archives hold the same bytes (Jest's toEqual takes seconds over megabytes). */
const sameBytes = async (a: Blob, b: Blob) =>
  Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()));

/** PostgreSQL's answer from a database loaded from `archive`. */
async function versionIn(archive: Blob): Promise<string> {
  const db = await PGlite.create({ loadDataDir: archive });
  try {
    const { rows } = await db.query<{ version: string }>('select version()');
    return rows[0]!.version;
  } finally {
    await db.close();
  }
}

test('made once and kept under a name that holds its hash; loaded from there next time; another build’s removed; a damaged copy made again', async () => {
  const cache = path.join(dir, 'cache');
  const made = await clusterArchive(cache);
  const [kept, ...others] = await readdir(cache);
  expect(others).toEqual([]);
  const name = /^cluster-([0-9a-f]{16})-([0-9a-f]{64})\.tar\.gz$/.exec(kept!);
  expect(name).not.toBeNull();
  const keptPath = path.join(cache, kept!);
  const { ino } = await stat(keptPath);

  const loaded = await clusterArchive(cache);
  expect(await sameBytes(loaded, made)).toBe(true);
  expect((await stat(keptPath)).ino).toBe(ino);

  // Cut short (a disk that filled as it was copied), and beside an archive of another PGlite build.
  await truncate(keptPath, 1_000);
  const otherBuild = `cluster-0123456789abcdef-${name![2]}.tar.gz`;
  await writeFile(path.join(cache, otherBuild), 'another PGlite’s cluster');
  const again = await clusterArchive(cache);
  expect(await versionIn(again)).toMatch(/^PostgreSQL \d+/);
  // A cluster made anew is another cluster (its own system identifier): another hash, another name.
  const [renewed, ...rest] = await readdir(cache);
  expect(rest).toEqual([]);
  expect(renewed).toMatch(new RegExp(`^cluster-${name![1]}-[0-9a-f]{64}\\.tar\\.gz$`));
  const bytes = await readFile(path.join(cache, renewed!));
  expect(renewed).toContain(createHash('sha256').update(bytes).digest('hex'));
  expect(await sameBytes(new Blob([bytes]), again)).toBe(true);
});

test('a folder that cannot be written (read-only node_modules) still gives a cluster', async () => {
  const file = path.join(dir, 'a-file');
  await writeFile(file, '');
  const archive = await clusterArchive(path.join(file, 'cache'));
  // Made as the kept one is, which the test above loads: a gzip tar of a few megabytes.
  expect([...new Uint8Array(await archive.slice(0, 2).arrayBuffer())]).toEqual([0x1f, 0x8b]);
  expect(archive.size).toBeGreaterThan(1_000_000);
});
