import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import lockfile from 'proper-lockfile';

/**
 * The local backend's data directory: who may use it (one backend at a time), what may be opened as a
 * database (an empty folder or a PostgreSQL data directory, nothing else), how a new one comes into being
 * (made beside it, then moved into place in one rename) and how its files are written (private to the
 * user: files 0600, folders 0700).
 */

/** A lock not refreshed for this long belongs to a process that is gone (used when its pid cannot tell). */
const LOCK_STALE_MS = 30_000;
const LOCK_UPDATE_MS = 5_000;

/** Data directories this process holds, by absolute path. */
const heldHere = new Set<string>();

/** A start that cannot go on: the message names what happened, the path and what to do. */
export class StartError extends Error {
  override name = 'StartError';
}

interface LockHolder {
  pid: number;
  hostname: string;
  port?: number;
  startedAt: string;
}

export interface DataDirLock {
  /** Records the port the holder answers on, for the message a second backend prints. */
  setPort(port: number): void;
  release(): Promise<void>;
}

/**
 * What the backend keeps beside the data directory `<dir>`, never in it (so the folder can be moved into
 * place whole): `<dir>.lock`, proper-lockfile's lock (an empty folder whose time the holder refreshes);
 * `<dir>.holder.json`, who holds it; `<dir>.new`, a database being created.
 */
export function besideDataDir(dataDir: string) {
  const dir = path.resolve(dataDir);
  return { dir, lock: `${dir}.lock`, holder: `${dir}.holder.json`, creating: `${dir}.new` };
}

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8'));
    return typeof holder?.pid === 'number' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the holder is a process on this machine that no longer exists (killed, crashed), or an earlier
 * process that had this very pid (a container restarted: the backend is pid 1 again) and so is gone too.
 */
function holderIsGone(holder: LockHolder | undefined, dir: string): boolean {
  if (!holder || holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(dir);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return errnoCode(error) === 'ESRCH';
  }
}

function describeHolder(holder: LockHolder | undefined): string {
  if (!holder) return 'another process (it has not recorded its pid yet)';
  const where = holder.port ? `, answering on port ${holder.port}` : '';
  const host = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  return `pid ${holder.pid}${host}${where}, since ${holder.startedAt}`;
}

/**
 * Takes an exclusive lock on the data directory (proper-lockfile, beside it), creating its parent folders
 * if needed (0700). A second backend on the same folder gets a StartError naming the folder and the holder.
 * A lock left by a backend that was killed (kill -9, a crash) is taken over: its pid no longer exists or is
 * this process's own, or it stopped refreshing the lock LOCK_STALE_MS ago.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<DataDirLock> {
  const beside = besideDataDir(dataDir);
  let info;
  try {
    info = statSync(dataDir);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw fileSystemError(dataDir, error);
  }
  if (info && !info.isDirectory()) {
    throw new StartError(
      `The data directory ${dataDir} is a file, not a folder.\n` +
        'Point LOCAL_BACKEND_DATA_DIR at a folder (a new one is created), or move the file away.',
    );
  }
  try {
    mkdirSync(path.dirname(beside.dir), { recursive: true, mode: 0o700 });
  } catch (error) {
    throw fileSystemError(dataDir, error);
  }

  const options = {
    lockfilePath: beside.lock,
    realpath: false,
    stale: LOCK_STALE_MS,
    update: LOCK_UPDATE_MS,
    retries: 0,
    onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(beside.dir, options);
  } catch (error) {
    if (errnoCode(error) !== 'ELOCKED') throw fileSystemError(dataDir, error);
    const holder = readHolder(beside.holder);
    if (!holderIsGone(holder, beside.dir)) {
      throw new StartError(
        `The data directory ${dataDir} is in use by another local backend: ${describeHolder(holder)}.\n` +
          'Two backends on one folder would corrupt it. Stop the other one first (Ctrl+C where it runs), or give ' +
          'this one its own folder and port: LOCAL_BACKEND_DATA_DIR=<folder> LOCAL_BACKEND_PORT=<port>.',
      );
    }
    // The holder is gone without releasing the lock: take it over.
    rmSync(beside.lock, { recursive: true, force: true });
    try {
      release = await lockfile.lock(beside.dir, options);
    } catch (retryError) {
      if (errnoCode(retryError) === 'ELOCKED') {
        throw new StartError(
          `The data directory ${dataDir} was just taken by another local backend: ${describeHolder(readHolder(beside.holder))}.`,
        );
      }
      throw fileSystemError(dataDir, retryError);
    }
  }
  heldHere.add(beside.dir);

  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  const writeHolder = () =>
    writeFileSync(beside.holder, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
  writeHolder();
  return {
    setPort(port) {
      holder.port = port;
      writeHolder();
    },
    async release() {
      heldHere.delete(beside.dir);
      rmSync(beside.holder, { force: true });
      await release();
    },
  };
}

/**
 * What the data directory holds: nothing yet ('new': missing or empty) or a database. A folder holding
 * anything else is refused: PGlite would initialize a new, empty database over it (and a folder that lost
 * its PG_VERSION would silently become an empty shop).
 */
export function dataDirState(dataDir: string): 'new' | 'database' {
  let entries: string[];
  try {
    entries = readdirSync(dataDir);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return 'new';
    throw fileSystemError(dataDir, error);
  }
  if (entries.length === 0) return 'new';
  if (entries.includes('PG_VERSION')) return 'database';
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  throw new StartError(
    `The data directory ${dataDir} is not empty and is not a database (it has no PG_VERSION; it holds ${shown}).\n` +
      'The backend creates a new database only in an empty folder, so nothing in it is overwritten. If this is ' +
      'a database that lost files, restore it from a backup; otherwise point LOCAL_BACKEND_DATA_DIR at an empty ' +
      'or new folder.',
  );
}

/**
 * Makes a new database for a data directory that has none: `create` writes it in `<dir>.new`, and one
 * rename then puts it in place of the missing or empty folder. A start killed at any moment leaves either
 * nothing there or the whole database; a half-made `<dir>.new` is removed by the next start. The caller
 * holds the lock.
 */
export async function createDataDir(
  dataDir: string,
  create: (folder: string) => Promise<void>,
): Promise<void> {
  const { dir, creating } = besideDataDir(dataDir);
  try {
    rmSync(creating, { recursive: true, force: true });
    mkdirSync(creating, { mode: 0o700 });
  } catch (error) {
    throw fileSystemError(creating, error);
  }
  try {
    await create(creating);
    renameSync(creating, dir);
  } catch (error) {
    rmSync(creating, { recursive: true, force: true });
    throw error instanceof StartError ? error : fileSystemError(dataDir, error);
  }
}

function fileSystemError(dataDir: string, error: unknown): StartError {
  const code = errnoCode(error);
  const detail = error instanceof Error ? error.message : String(error);
  const remedy =
    code === 'EACCES' || code === 'EPERM'
      ? 'Give your user read and write access to it, or choose another folder with LOCAL_BACKEND_DATA_DIR.'
      : code === 'ENOSPC'
        ? 'Free some disk space, then start again.'
        : code === 'EROFS'
          ? 'It is on a read-only file system: choose another folder with LOCAL_BACKEND_DATA_DIR.'
          : 'Check the folder, or choose another one with LOCAL_BACKEND_DATA_DIR.';
  return new StartError(`The data directory ${dataDir} cannot be used: ${detail}.\n${remedy}`);
}

/** Every file and folder under dir (not following links) made private: files 0600, folders 0700. */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(target);
    else if (entry.isFile()) chmodSync(target, 0o600);
  }
}

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;

/** A requested mode with its permission bits replaced: 0700 for folders, 0600 for everything else. */
function privateMode(mode: number): number {
  return (mode & S_IFMT) | ((mode & S_IFMT) === S_IFDIR ? 0o700 : 0o600);
}

interface EmscriptenNode {
  mode: number;
}
interface NodeOps {
  mknod(parent: unknown, name: string, mode: number, dev: number): EmscriptenNode;
  setattr(node: EmscriptenNode, attr: { mode?: number } & Record<string, unknown>): void;
}

/**
 * PGlite's Node file system, writing private files. PostgreSQL asks for 0600, but PGlite's Emscripten
 * layer creates and chmods files 0666 whatever the umask: every create and chmod is given private
 * permission bits instead.
 */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    const patch = (module: { NODEFS: { node_ops: NodeOps } }) => {
      const ops = module.NODEFS.node_ops;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
      ops.setattr = (node, attr) =>
        setattr(
          node,
          attr.mode === undefined || attr.mode === null
            ? attr
            : { ...attr, mode: privateMode((node.mode & S_IFMT) | (attr.mode & ~S_IFMT)) },
        );
    };
    return {
      emscriptenOpts: {
        ...result.emscriptenOpts,
        // Patched before the data directory is mounted, so no file is ever created with other bits.
        preRun: [patch as (typeof preRun)[number], ...preRun],
      },
    };
  }
}
