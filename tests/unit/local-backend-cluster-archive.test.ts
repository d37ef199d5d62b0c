/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  truncate,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clusterArchive } from '@/scripts/local-backend/cluster-archive';

/**
 * How the new cluster every new database is loaded from is kept: made once per PGlite build, the kept copy
 * loaded as long as it is whole, and a folder that cannot keep it costs nothing but the time. The cluster
 * PGlite makes is every backend test's: each new database in them is loaded from it.
 */

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cluster-archive-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Stands in for PGlite's initdb: a new cluster's bytes each time, counted. */
function clusters() {
  const made: Buffer[] = [];
  return {
    made,
    async make() {
      const bytes = Buffer.from(`cluster ${made.length + 1}, ${'x'.repeat(1_000)}`);
      made.push(bytes);
      return new Uint8Array(bytes);
    },
  };
}

const bytesOf = async (archive: Blob) => Buffer.from(await archive.arrayBuffer());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('made once and kept under a name that holds its hash; loaded from there next time; another build’s and a killed write’s removed; a damaged copy made again', async () => {
  const cache = path.join(dir, 'cache');
  const { made, make } = clusters();
  expect(await bytesOf(await clusterArchive(cache, make))).toEqual(made[0]);
  const [kept, ...others] = await readdir(cache);
  expect(others).toEqual([]);
  const name = /^cluster-([0-9a-f]{16})-([0-9a-f]{64})\.tar\.gz$/.exec(kept!);
  expect(name?.[2]).toBe(sha256(made[0]!));
  const keptPath = path.join(cache, kept!);
  const { ino } = await stat(keptPath);

  expect(await bytesOf(await clusterArchive(cache, make))).toEqual(made[0]);
  expect(made).toHaveLength(1);
  expect((await stat(keptPath)).ino).toBe(ino);

  // Cut short (a disk that filled as it was copied), beside an archive of another PGlite build, one that
  // a process killed as it wrote left an hour ago, and one another process is writing now.
  await truncate(keptPath, 100);
  await writeFile(path.join(cache, `cluster-0123456789abcdef-${name![2]}.tar.gz`), made[0]!);
  const killed = path.join(cache, `${kept}.4001.partial`);
  await writeFile(killed, 'half');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(killed, anHourAgo, anHourAgo);
  const writing = `${kept}.4002.partial`;
  await writeFile(path.join(cache, writing), 'half');
  expect(await bytesOf(await clusterArchive(cache, make))).toEqual(made[1]);
  expect((await readdir(cache)).sort()).toEqual(
    [`cluster-${name![1]}-${sha256(made[1]!)}.tar.gz`, writing].sort(),
  );
  expect(
    await readFile(path.join(cache, `cluster-${name![1]}-${sha256(made[1]!)}.tar.gz`)),
  ).toEqual(made[1]);
});

test('a folder that cannot be written (read-only node_modules) still gives a cluster', async () => {
  const file = path.join(dir, 'a-file');
  await writeFile(file, '');
  const { made, make } = clusters();
  expect(await bytesOf(await clusterArchive(path.join(file, 'cache'), make))).toEqual(made[0]);
});
