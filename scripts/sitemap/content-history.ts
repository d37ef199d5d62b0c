/**
 * The day each file of the content folders last changed, from git: three git processes whatever the
 * catalog's size (is the clone shallow, one `git log` of the whole history, one `git status`), never one
 * per file. A file changed and not committed (modified, deleted, new, or in a folder git ignores, such as
 * a test build's copy of the content) counts as changed on the build's day. A shallow clone cannot tell,
 * and nothing is fetched to deepen it (the build reaches no network): the history is then unknown, and
 * why is said in a sentence the build prints.
 */
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { IsoDate } from '../../data/types';

export type ContentHistory =
  | {
      known: true;
      /** Each file (path from the project root, '/' between folders) → the day it last changed. */
      days: ReadonlyMap<string, IsoDate>;
      /** The files with changes not yet committed (dated today). */
      uncommitted: ReadonlySet<string>;
    }
  | { known: false; why: string };

/** Where the clone each host makes, and how to deepen it, is said. */
const DEPLOYING_DOC = 'docs/deploying.md, "The sitemap\'s dates"';

/** Runs git in `cwd`: its output, or why it could not run. */
function git(cwd: string, args: string[]): { output: string } | { error: string; missing?: true } {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    // The whole history's file names: far beyond the default 1 MiB for a shop with years of edits.
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    return { error: result.error.message, ...(missing && { missing: true as const }) };
  }
  if (result.status !== 0) return { error: result.stderr.trim() };
  return { output: result.stdout };
}

/** The UTC day of a time in seconds since the epoch, as git's %ct gives it. */
function dayOf(seconds: number): IsoDate {
  return new Date(seconds * 1000).toISOString().slice(0, 10) as IsoDate;
}

/**
 * `git log -z --name-only` with a format of "\x01<seconds>": each commit is "\x01<seconds>\0", then
 * "\n<file>\0<file>\0…" (the newline only before its first file). Calls `onFile` with each file and its
 * commit's time.
 */
function readLog(output: string, onFile: (file: string, seconds: number) => void): void {
  let seconds = 0;
  let first = false;
  for (const field of output.split('\0')) {
    if (field.startsWith('\x01')) {
      seconds = Number(field.slice(1));
      first = true;
    } else if (field !== '') {
      onFile(first ? field.replace(/^\n/, '') : field, seconds);
      first = false;
    }
  }
}

/**
 * The history of the files under `folders` (paths from `root`, the project root) in the git checkout
 * holding `root`, `today` being the build's day. A commit's day is its committer date's in UTC (when it
 * landed, which the owner's editor sets as it saves), never after `today`.
 */
export function readContentHistory(
  root: string,
  folders: readonly string[],
  today: IsoDate,
): ContentHistory {
  const repository = git(root, ['rev-parse', '--is-shallow-repository', '--show-toplevel']);
  if ('error' in repository) {
    return {
      known: false,
      why: repository.missing
        ? 'git is not installed, so no history says when each page last changed: sitemap.xml leaves out every <lastmod>.'
        : `git reads no history in ${root} (${repository.error.split('\n')[0]}), so none says when each page last changed: sitemap.xml leaves out every <lastmod>.`,
    };
  }
  const [shallow, topLevel = root] = repository.output.trim().split('\n');
  if (shallow === 'true') {
    return {
      known: false,
      why: `this clone is shallow: git holds only its latest commits, not the day each page last changed, so sitemap.xml leaves out every <lastmod>. Build from a full clone to date them: ${DEPLOYING_DOC}.`,
    };
  }

  // git names files from the top of the checkout, which may hold the project in a folder of its own.
  const realRoot = realpathSync(root);
  const fromRoot = (file: string) =>
    path.relative(realRoot, path.join(topLevel, file)).split(path.sep).join('/');
  const days = new Map<string, IsoDate>();
  const dated = (file: string, day: IsoDate) => {
    const clamped = day > today ? today : day;
    const known = days.get(file);
    if (known === undefined || clamped > known) days.set(file, clamped);
  };

  // The branch as it was built, merges included: --first-parent with -m lists what each merge brought in
  // on the day it was merged, not on the day it was written on another branch. --no-renames: a renamed
  // file is a deletion and an addition, both dated. --ignore-missing HEAD: a repository with no commit
  // yet has no history, and every file in it is uncommitted.
  const log = git(root, [
    'log',
    '--first-parent',
    '-m',
    '--no-renames',
    '--format=%x01%ct',
    '-z',
    '--name-only',
    '--ignore-missing',
    'HEAD',
    '--',
    ...folders,
  ]);
  if ('error' in log) throw new Error(`git log failed in ${root}: ${log.error}`);
  readLog(log.output, (file, seconds) => dated(fromRoot(file), dayOf(seconds)));

  const status = git(root, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--ignored',
    '--no-renames',
    '--',
    ...folders,
  ]);
  if ('error' in status) throw new Error(`git status failed in ${root}: ${status.error}`);
  // Each entry is "XY <file>": its state in the index and in the working tree, a space, its path.
  const uncommitted = new Set(
    status.output
      .split('\0')
      .filter((entry) => entry !== '')
      .map((entry) => fromRoot(entry.slice(3))),
  );
  for (const file of uncommitted) dated(file, today);
  return { known: true, days, uncommitted };
}
