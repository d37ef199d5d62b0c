import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The local backend's data directory: who may use it (one backend at a time, for as long as it lives), what
 * may be opened as a database (an empty folder or a PostgreSQL data directory, nothing else), how a new one
 * comes into being (marked as half-made until it is whole and on disk) and how its files are written
 * (private to the user: files 0600, folders 0700).
 *
 * Everything the backend keeps besides PostgreSQL's own files is inside the folder, named local-backend.*,
 * never beside it: the folder may be a mount point (a container's volume, which cannot be renamed) under a
 * parent nobody may write.
 */

const OWN_FILES = {
  /** proper-lockfile's lock: a folder whose time the holder refreshes. */
  lock: 'local-backend.lock',
  /** Who holds the lock: pid, machine, boot, when the process started, the folder. */
  holder: 'local-backend.holder.json',
  /** Present while a first start makes the database: what is beside it is half-made. */
  creating: 'local-backend.creating',
  /** Written and removed by /health, to prove the folder takes a write. */
  probe: 'local-backend.health-probe',
};

/** Entries of a data folder that are no part of a database: the backend's own, and a file system's root folder. */
const NOT_DATABASE = new Set([...Object.values(OWN_FILES), 'lost+found']);

/** The data folder (absolute) and the backend's own files in it. */
export function backendFiles(dataDir: string) {
  const dir = path.resolve(dataDir);
  const inside = (name: string) => path.join(dir, name);
  return {
    dir,
    lock: inside(OWN_FILES.lock),
    holder: inside(OWN_FILES.holder),
    creating: inside(OWN_FILES.creating),
    probe: inside(OWN_FILES.probe),
  };
}

/**
 * proper-lockfile takes over a lock whose time has not been refreshed for `stale` ms, and declares its own
 * lock lost when it could not refresh it for as long: a process stopped (SIGSTOP, a suspended laptop, a
 * debugger) for that long would lose its folder to a second backend while it lives. Set beyond any pause,
 * so whether a holder lives is decided by holderIsGone alone.
 */
const NEVER_STALE_MS = 100 * 365 * 24 * 3600 * 1000;
const LOCK_UPDATE_MS = 5_000;
/**
 * A holder whose liveness cannot be asked (it is on another machine sharing the folder, or it was killed
 * before it recorded itself) is gone once its lock has not been refreshed for this long.
 */
const SILENT_HOLDER_MS = 30_000;

/** Data directories this process holds, by absolute path. */
const heldHere = new Set<string>();

/** A start that cannot go on: the message names what happened, the path and what to do. */
export class StartError extends Error {
  override name = 'StartError';
}

interface LockHolder {
  pid: number;
  hostname: string;
  /** The kernel's id of the boot the holder ran in (Linux): a lock from before a reboot is nobody's. */
  bootId?: string;
  /** When the holder's process started, in clock ticks since boot (Linux): a reused pid has another. */
  processStart?: string;
  /** The folder it locked, resolved: a lock copied or moved with its folder is not that folder's. */
  dir: string;
  port?: number;
  startedAt: string;
}

export interface DataDirLock {
  /** Records the port the holder answers on, for the message a second backend prints. */
  setPort(port: number): void;
  release(): Promise<void>;
}

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const bootId = () => readOptional('/proc/sys/kernel/random/boot_id')?.trim();

/** When process `pid` started (field 22 of /proc/<pid>/stat), where the system says. */
function processStart(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
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
 * Whether the backend that holds the lock is gone. On this machine its process decides, however long ago it
 * last refreshed the lock: gone when its pid no longer exists, is this process's own (a container restarted:
 * the backend is pid 1 again), or belongs to a process started at another time or in another boot (a reused
 * pid). A lock with no holder recorded, or one held from another machine, is gone once it has not been
 * refreshed for SILENT_HOLDER_MS. A lock copied or moved with its folder belongs to another folder.
 */
function holderIsGone(holder: LockHolder | undefined, dir: string, lockAgeMs: number): boolean {
  if (!holder) return lockAgeMs > SILENT_HOLDER_MS;
  if (holder.dir !== realpathSync(dir)) return true;
  if (holder.hostname !== hostname()) return lockAgeMs > SILENT_HOLDER_MS;
  if (holder.bootId && bootId() && holder.bootId !== bootId()) return true;
  if (holder.pid === process.pid) return !heldHere.has(dir);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if (errnoCode(error) === 'ESRCH') return true;
  }
  const started = processStart(holder.pid);
  return Boolean(holder.processStart && started && started !== holder.processStart);
}

function describeHolder(holder: LockHolder | undefined): string {
  if (!holder) return 'another process (it has not recorded its pid yet)';
  const where = holder.port ? `, answering on port ${holder.port}` : '';
  const host = holder.hostname === hostname() ? '' : ` on ${holder.hostname}`;
  return `pid ${holder.pid}${host}${where}, since ${holder.startedAt}`;
}

/**
 * The data folder, made if missing (with its parents, 0700). A file in its place, or a parent that cannot
 * take a new folder, is a StartError saying which.
 */
function ensureFolder(dataDir: string, dir: string): void {
  let info;
  try {
    info = statSync(dir);
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') throw fileSystemError(dataDir, error);
  }
  if (info && !info.isDirectory()) {
    throw new StartError(
      `The data directory ${dataDir} is a file, not a folder.\n` +
        'Point LOCAL_BACKEND_DATA_DIR at a folder (a new one is created), or move the file away.',
    );
  }
  if (info) return;
  // Each missing folder made by itself, from the outermost: a recursive mkdir reports ENOENT for a parent
  // that refuses it, whatever the cause (a read-only file system, no permission).
  const missing: string[] = [];
  for (let folder = dir; !existsSync(folder); folder = path.dirname(folder))
    missing.unshift(folder);
  try {
    for (const folder of missing) mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    throw fileSystemError(
      dataDir,
      error,
      `it does not exist, and ${path.dirname(dir)} cannot take a new folder`,
    );
  }
}

/**
 * Takes an exclusive lock on the data directory (proper-lockfile, inside it), making the folder if needed.
 * A second backend on the same folder gets a StartError naming the folder and the holder. A lock left by a
 * backend that is gone (killed, crashed, from before a reboot) is taken over: see holderIsGone.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<DataDirLock> {
  const files = backendFiles(dataDir);
  ensureFolder(dataDir, files.dir);

  const options = {
    lockfilePath: files.lock,
    realpath: false,
    stale: NEVER_STALE_MS,
    update: LOCK_UPDATE_MS,
    retries: 0,
    onCompromised,
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(files.dir, options);
  } catch (error) {
    if (errnoCode(error) !== 'ELOCKED') throw fileSystemError(dataDir, error);
    const holder = readHolder(files.holder);
    const lockAgeMs = Date.now() - (statSync(files.lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (!holderIsGone(holder, files.dir, lockAgeMs)) {
      throw new StartError(
        `The data directory ${dataDir} is in use by another local backend: ${describeHolder(holder)}.\n` +
          'Two backends on one folder would corrupt it. Stop the other one first (Ctrl+C where it runs), or give ' +
          'this one its own folder and port: LOCAL_BACKEND_DATA_DIR=<folder> LOCAL_BACKEND_PORT=<port>.',
      );
    }
    // The holder is gone without releasing the lock: take it over.
    try {
      rmSync(files.lock, { recursive: true, force: true });
      release = await lockfile.lock(files.dir, options);
    } catch (retryError) {
      if (errnoCode(retryError) === 'ELOCKED') {
        throw new StartError(
          `The data directory ${dataDir} was just taken by another local backend: ${describeHolder(readHolder(files.holder))}.`,
        );
      }
      throw fileSystemError(dataDir, retryError);
    }
  }
  heldHere.add(files.dir);

  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    dir: realpathSync(files.dir),
    startedAt: new Date().toISOString(),
  };
  const lock: DataDirLock = {
    setPort(port) {
      holder.port = port;
      writeHolder();
    },
    async release() {
      heldHere.delete(files.dir);
      rmSync(files.holder, { force: true });
      await release();
    },
  };
  function writeHolder() {
    try {
      writeFileSync(files.holder, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    } catch (error) {
      throw fileSystemError(dataDir, error);
    }
  }
  try {
    writeHolder();
  } catch (error) {
    await lock.release().catch(() => {});
    throw error;
  }
  return lock;
}

/**
 * What the data directory holds: nothing yet ('new': missing, empty, or only the backend's own files), a
 * database, or a database a first start began and did not finish ('half-made'). A folder holding anything
 * else is refused: PGlite would initialize a new, empty database over it (and a folder that lost its
 * PG_VERSION would silently become an empty shop).
 */
export function dataDirState(dataDir: string): 'new' | 'database' | 'half-made' {
  let entries: string[];
  try {
    entries = readdirSync(dataDir);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return 'new';
    throw fileSystemError(dataDir, error);
  }
  if (entries.includes(OWN_FILES.creating)) return 'half-made';
  const contents = entries.filter((entry) => !NOT_DATABASE.has(entry));
  if (contents.length === 0) return 'new';
  if (contents.includes('PG_VERSION')) return 'database';
  const shown = contents.slice(0, 5).join(', ') + (contents.length > 5 ? ', …' : '');
  throw new StartError(
    `The data directory ${dataDir} is not empty and is not a database (it has no PG_VERSION; it holds ${shown}).\n` +
      'The backend creates a new database only in an empty folder, so nothing in it is overwritten. If this is ' +
      'a database that lost files, restore it from a backup; otherwise point LOCAL_BACKEND_DATA_DIR at an empty ' +
      'or new folder.',
  );
}

/** fsync of a file or a folder, so what it holds (a folder: its entries) is on the disk. */
function syncPath(target: string): void {
  const descriptor = openSync(target, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

/** Every file and folder under `dir`, and `dir` itself, synced to the disk. */
function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() || entry.isDirectory()) syncPath(path.join(entry.parentPath, entry.name));
  }
  syncPath(dir);
}

/** Removes what a first start left in `dir`: everything but the lock, its holder and lost+found. */
function removeHalfMade(dir: string): void {
  const kept = new Set([OWN_FILES.lock, OWN_FILES.holder, 'lost+found']);
  for (const entry of readdirSync(dir)) {
    if (!kept.has(entry)) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
}

/**
 * Makes a new database in the data directory, in place (the folder may be a mount point): a marker,
 * local-backend.creating, is written and synced first and removed only once the whole database is synced
 * to the disk, so a start killed at any moment (or a power cut) leaves either no database, a whole one, or
 * one marked as half-made, which the next start removes before making it again (`onRemoved` is told).
 * A failed `create` leaves the folder as it found it. The caller holds the lock.
 */
export async function createDataDir(
  dataDir: string,
  create: (folder: string) => Promise<void>,
  onRemoved: () => void,
): Promise<void> {
  const files = backendFiles(dataDir);
  try {
    if (dataDirState(dataDir) === 'half-made') {
      removeHalfMade(files.dir);
      onRemoved();
    }
    writeFileSync(
      files.creating,
      'A first start of the local backend is making a database in this folder. If this file is still here, ' +
        'that start did not finish: the next one removes what it left and makes the database again.\n',
      { mode: 0o600 },
    );
    syncPath(files.creating);
    syncPath(files.dir);
  } catch (error) {
    throw error instanceof StartError ? error : fileSystemError(dataDir, error);
  }
  try {
    await create(files.dir);
    syncTree(files.dir);
    rmSync(files.creating);
    syncPath(files.dir);
  } catch (error) {
    try {
      removeHalfMade(files.dir);
    } catch {
      // The marker stays, so the next start removes what this one left.
    }
    throw error instanceof StartError ? error : fileSystemError(dataDir, error);
  }
}

/**
 * The message of a file-system error on the data directory: the system's own words, and what to do about
 * that very cause. `what` says what was being done when it is not the folder itself (its parent).
 */
function fileSystemError(dataDir: string, error: unknown, what?: string): StartError {
  const code = errnoCode(error);
  const detail = error instanceof Error ? error.message : String(error);
  const remedy =
    code === 'EACCES' || code === 'EPERM'
      ? 'Give your user read and write access to it, or choose another folder with LOCAL_BACKEND_DATA_DIR.'
      : code === 'ENOSPC' || code === 'EDQUOT'
        ? 'Free some disk space, then start again. Nothing in the folder was changed.'
        : code === 'EROFS'
          ? 'It is on a read-only file system: mount it read-write, or choose another folder with ' +
            'LOCAL_BACKEND_DATA_DIR.'
          : 'Check the folder, or choose another one with LOCAL_BACKEND_DATA_DIR.';
  const context = what ? ` (${what})` : '';
  return new StartError(
    `The data directory ${dataDir} cannot be used${context}: ${detail}.\n${remedy}`,
  );
}

/**
 * Every file and folder under dir (not following links) made private: files 0600, folders 0700; the
 * folder itself too where it is ours to change (a mount point may belong to someone else).
 */
export function makePrivate(dir: string): void {
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    if (errnoCode(error) !== 'EPERM') throw error;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.name === 'lost+found') continue;
    if (entry.isDirectory()) makePrivate(target);
    else if (entry.isFile()) chmodSync(target, 0o600);
  }
}
