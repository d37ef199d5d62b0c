import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's Node file system as the data directory needs it: private files. PostgreSQL asks for 0600, but
 * PGlite's Emscripten layer creates and chmods files 0666 whatever the umask: every create and chmod is
 * given private permission bits instead (folders 0700).
 */

const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;

/** A requested mode with its permission bits replaced: 0700 for folders, 0600 for everything else. */
function privateMode(mode: number): number {
  return (mode & S_IFMT) | ((mode & S_IFMT) === S_IFDIR ? 0o700 : 0o600);
}

interface EmscriptenNode {
  mode: number;
}
interface NodeFsModule {
  NODEFS: {
    node_ops: {
      mknod(parent: unknown, name: string, mode: number, dev: number): EmscriptenNode;
      setattr(node: EmscriptenNode, attr: { mode?: number } & Record<string, unknown>): void;
    };
  };
}

export class DataDirFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    const patch = (module: NodeFsModule) => {
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
