/**
 * The files of a folder that git tracks or would commit (`git add -A`): the ones in its index, with the
 * blob each is staged as, the ones changed since, and the new ones it does not ignore. Read with
 * `git ls-files`, paths relative to the folder with '/' separators.
 */
import { execFileSync } from 'node:child_process';

export interface GitFiles {
  /** Each file in the index, with its blob's id. */
  staged: Map<string, string>;
  /** Files in the index whose working copy differs from it (or is gone). */
  changed: Set<string>;
  /** New files git does not ignore. */
  untracked: string[];
}

/** Blobs of files in the index: regular and executable files (not links, not submodules). */
const FILE_MODES = new Set(['100644', '100755']);
/** Enough for any photo's bytes through `git cat-file`. */
const MAX_BUFFER = 1024 ** 3;

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, maxBuffer: MAX_BUFFER, stdio: ['ignore', 'pipe', 'pipe'] });

const paths = (output: Buffer) => output.toString('utf8').split('\0').filter(Boolean);

/** The files of `root` that git tracks or would commit, or undefined when `root` is not in a git work tree. */
export function gitFiles(root: string): GitFiles | undefined {
  let stage: Buffer;
  try {
    stage = git(root, ['ls-files', '-z', '--stage']);
  } catch {
    return undefined;
  }
  const staged = new Map<string, string>();
  for (const line of paths(stage)) {
    // '<mode> <blob> <stage>\t<path>'
    const [info = '', file = ''] = line.split('\t');
    const [mode = '', blob = ''] = info.split(' ');
    if (FILE_MODES.has(mode)) staged.set(file, blob);
  }
  return {
    staged,
    changed: new Set(paths(git(root, ['ls-files', '-z', '--modified']))),
    untracked: paths(git(root, ['ls-files', '-z', '--others', '--exclude-standard'])),
  };
}

/** The bytes git holds for a blob. */
export function blobBytes(root: string, blob: string): Buffer {
  return git(root, ['cat-file', 'blob', blob]);
}
