import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { writeWhole } from '../write-whole';

/**
 * A new PostgreSQL cluster as PGlite's initdb makes it, kept as PGlite's own archive of a data folder
 * (`dumpDataDir`), from which every database the backend makes is loaded (`loadDataDir`). PGlite makes a
 * new folder so itself: initdb in memory, then that archive written into the folder. initdb is most of a
 * first start (5.6 s, 7.7 s of CPU, on a folder; 3.0 s in memory) and its result is the same every time,
 * so it is run once per PGlite build and kept in node_modules/.cache/local-backend/ (1.5 s from there).
 *
 * The file's name holds the hash of the PGlite files that make a cluster (the initdb and PostgreSQL
 * WebAssembly and PostgreSQL's own data files) and of the archive itself: another PGlite never reads it,
 * and a copy that was damaged, or cut short, is made again rather than loaded.
 */

const CLUSTER_ARCHIVE_DIR = path.resolve(__dirname, '../../node_modules/.cache/local-backend');

const PGLITE_FILES = [
  '@electric-sql/pglite/initdb.wasm',
  '@electric-sql/pglite/pglite.wasm',
  '@electric-sql/pglite/pglite.data',
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The hash of the PGlite build that makes clusters: an archive made by another is never loaded. */
function pgliteBuild(): string {
  const require = createRequire(__filename);
  const hash = createHash('sha256');
  for (const file of PGLITE_FILES) hash.update(readFileSync(require.resolve(file)));
  return hash.digest('hex').slice(0, 16);
}

/** A cluster made now: PGlite's initdb in memory, checkpointed, as a gzip tar. */
async function makeArchive(): Promise<Uint8Array<ArrayBuffer>> {
  const db = await PGlite.create();
  try {
    await db.exec('checkpoint');
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/** The archive `dir` keeps for this build, if whole: its name ends with its own hash. */
function keptArchive(dir: string, build: string): Uint8Array<ArrayBuffer> | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  for (const name of names) {
    const match = /^cluster-(\w+)-(\w+)\.tar\.gz$/.exec(name);
    if (match?.[1] !== build) continue;
    const bytes = readFileSync(path.join(dir, name));
    if (sha256(bytes) === match[2]) return bytes;
  }
  return undefined;
}

/** How long another process's archive may take to be written: a partial file older was left by a kill. */
const WRITING_MS = 60_000;

/**
 * Keeps `bytes` as this build's archive, in place of any other, written whole or not at all. A folder
 * that cannot be written costs the next first start its initdb, no more.
 */
function keep(dir: string, build: string, bytes: Uint8Array): void {
  const name = `cluster-${build}-${sha256(bytes)}.tar.gz`;
  try {
    mkdirSync(dir, { recursive: true });
    writeWhole(path.join(dir, name), bytes);
    for (const other of readdirSync(dir)) {
      const file = path.join(dir, other);
      const beingWritten =
        other.endsWith('.partial') && Date.now() - statSync(file).mtimeMs < WRITING_MS;
      if (other !== name && !beingWritten) rmSync(file, { force: true });
    }
  } catch {
    // Read-only node_modules (a container image): each first start runs initdb, as PGlite alone would.
  }
}

/**
 * A new cluster, to load into a new database: the one `dir` keeps for this PGlite, or one made (`make`,
 * PGlite's initdb; the tests' is instant) and kept.
 */
export async function clusterArchive(
  dir: string = CLUSTER_ARCHIVE_DIR,
  make: () => Promise<Uint8Array<ArrayBuffer>> = makeArchive,
): Promise<Blob> {
  const build = pgliteBuild();
  let bytes = keptArchive(dir, build);
  if (!bytes) {
    bytes = await make();
    keep(dir, build, bytes);
  }
  return new Blob([bytes]);
}
