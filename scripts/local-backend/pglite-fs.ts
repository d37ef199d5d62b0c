import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's Node file system as the data directory needs it:
 *
 * - Private files. PostgreSQL asks for 0600, but PGlite's Emscripten layer creates and chmods files 0666
 *   whatever the umask: every create and chmod is given private permission bits instead (folders 0700).
 * - An fsync that reaches the disk. Emscripten's NODEFS has none (the call returns at once, nothing
 *   synced), so PostgreSQL's fsync of the WAL at each commit, of the data files at a checkpoint and of a
 *   folder after a rename synced nothing. Here it is the system's fsync.
 */

/**
 * PGlite's start parameters with fsync on (PGlite starts PostgreSQL with -F, fsync off) and the WAL
 * synced with fsync(): Emscripten's fdatasync, PostgreSQL's default on Linux, is a no-op.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;

/** A requested mode with its permission bits replaced: 0700 for folders, 0600 for everything else. */
function privateMode(mode: number): number {
  return (mode & S_IFMT) | ((mode & S_IFMT) === S_IFDIR ? 0o700 : 0o600);
}

interface EmscriptenNode {
  mode: number;
}
interface EmscriptenStream {
  /** The Node file descriptor NODEFS opened the file or folder with. */
  nfd?: number;
}
interface NodeFsModule {
  NODEFS: {
    node_ops: {
      mknod(parent: unknown, name: string, mode: number, dev: number): EmscriptenNode;
      setattr(node: EmscriptenNode, attr: { mode?: number } & Record<string, unknown>): void;
    };
    stream_ops: { fsync?: (stream: EmscriptenStream) => number };
    /** Runs a Node file-system call, turning its error into the errno PostgreSQL sees. */
    tryFSOperation<T>(operation: () => T): T;
  };
}

export class DataDirFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    const patch = (module: NodeFsModule) => {
      const { node_ops: ops, stream_ops: streams } = module.NODEFS;
      const { mknod, setattr } = ops;
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, privateMode(mode), dev);
      ops.setattr = (node, attr) =>
        setattr(
          node,
          attr.mode === undefined || attr.mode === null
            ? attr
            : { ...attr, mode: privateMode((node.mode & S_IFMT) | (attr.mode & ~S_IFMT)) },
        );
      streams.fsync = (stream) => {
        const descriptor = stream.nfd;
        if (descriptor !== undefined) module.NODEFS.tryFSOperation(() => fsyncSync(descriptor));
        return 0;
      };
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
