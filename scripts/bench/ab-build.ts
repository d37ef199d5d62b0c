/**
 * The other side of the A/B: a given commit, exported with `git archive` into .bench/ab/<sha> (git-ignored)
 * and built there with `npm run build` as the working tree is, kept by its sha so a rerun reuses it.
 *
 * - Its node_modules: a hard-linked copy of the working tree's (`cp -al`, seconds, no disk) when the commit
 *   locks the same packages, else its own `npm ci` (or, when npm ci refuses the lockfile, `npm install
 *   --no-save`, as .ci/run does). Not a symlink: Turbopack refuses a node_modules that
 *   resolves outside the project ("Could not find the Next.js package").
 * - An empty `git init` in the folder: Next takes the outermost lockfile inside the enclosing git
 *   repository or worktree as Turbopack's root, which would be the working tree's; and Tailwind's source
 *   scan honors the copy's .gitignore only inside a repository of its own: without one it read 55,393 files
 *   (node_modules, .next) instead of 326 (measured with @tailwindcss/oxide's Scanner), so the CSS would
 *   differ. With it the copy builds as a checkout does: built from the same commit, its out/ is the working
 *   tree's but for Next's build id.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seconds } from './figures';

/** Where the commits are built, one folder per full sha. */
const AB_BUILDS_DIR = '.bench/ab';
/** Written once a build has finished: a folder without it is half-built and is built again. */
const BUILT_FILE = 'bench-ab-built.json';

export interface CommitInfo {
  sha: string;
  short: string;
  subject: string;
}

function git(projectRoot: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: projectRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** The commit `ref` names (a sha, a branch, `HEAD~2`…), or an error saying it names none. */
export function resolveCommit(projectRoot: string, ref: string): CommitInfo {
  let sha: string;
  try {
    sha = git(projectRoot, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--ab: "${ref}" names no commit of this repository`);
  }
  const [short = sha, subject = ''] = git(projectRoot, ['log', '-1', '--format=%h%n%s', sha]).split(
    '\n',
  );
  return { sha, short, subject };
}

/** "the working tree (HEAD 3847ad2, with uncommitted changes)". */
export function workingTreeLabel(projectRoot: string): string {
  const head = git(projectRoot, ['rev-parse', '--short', 'HEAD']);
  const dirty = git(projectRoot, ['status', '--porcelain']) !== '';
  return `the working tree (HEAD ${head}${dirty ? ', with uncommitted changes' : ''})`;
}

/**
 * Whether two package-lock.json texts lock the same packages at the same versions and integrity: then one
 * node_modules serves both. The root entry is left out (its own name and version change nothing installed).
 */
export function sameLockedPackages(lockA: string, lockB: string): boolean {
  const packages = (lock: string) => {
    const { packages = {} } = JSON.parse(lock) as { packages?: Record<string, unknown> };
    const installed = Object.entries(packages).filter(([where]) => where !== '');
    return JSON.stringify(installed.sort(([a], [b]) => a.localeCompare(b)));
  };
  return packages(lockA) === packages(lockB);
}

export interface CommitBuild {
  /** The built site, to serve. */
  outDir: string;
  /** `npm run build` in ms, when built in this run. */
  buildMs?: number;
  /** The folder reused, when built before. */
  reused?: string;
}

/** The commit built in .bench/ab/<sha>, reusing an earlier build of it. */
export function commitBuild(
  projectRoot: string,
  commit: CommitInfo,
  log: (message: string) => void,
): CommitBuild {
  const relative = path.posix.join(AB_BUILDS_DIR, commit.sha);
  const dir = path.join(projectRoot, relative);
  const outDir = path.join(dir, 'out');
  if (existsSync(path.join(dir, BUILT_FILE)) && existsSync(path.join(outDir, 'index.html'))) {
    log(`A: reusing the build of ${commit.short} in ${relative}/`);
    return { outDir, reused: `${relative}/` };
  }

  const started = performance.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  log(`A: exporting ${commit.short} into ${relative}/`);
  const archive = `${dir}.tar`;
  git(projectRoot, ['archive', `--output=${archive}`, commit.sha]);
  try {
    execFileSync('tar', ['-xf', archive, '-C', dir]);
  } finally {
    rmSync(archive, { force: true });
  }
  execFileSync('git', ['init', '--quiet'], { cwd: dir });

  const ownLock = readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8');
  const commitLock = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  if (sameLockedPackages(ownLock, commitLock)) {
    log('A: same locked packages as the working tree: hard-linking its node_modules (cp -al)');
    execFileSync('cp', [
      '-al',
      path.join(projectRoot, 'node_modules'),
      path.join(dir, 'node_modules'),
    ]);
  } else {
    log('A: its package-lock.json differs from the working tree’s: npm ci');
    const npm = (args: string[]) =>
      execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
    try {
      npm(['ci']);
    } catch {
      // As .ci/run does: npm ci refuses a lockfile that lacks other platforms' optional builds, which the
      // registry this project installs from does not all carry; npm install --no-save installs the locked
      // versions and writes nothing.
      log('A: npm ci refused the lockfile: npm install --no-save, the locked versions');
      npm(['install', '--no-save']);
    }
  }

  log(`A: npm run build in ${relative}/`);
  // Built as the working tree is (the same environment), into its own out/.
  const env = { ...process.env };
  delete env.SITE_DIR;
  const buildStarted = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: dir, env, stdio: 'inherit' });
  const buildMs = performance.now() - buildStarted;
  const totalMs = performance.now() - started;
  writeFileSync(
    path.join(dir, BUILT_FILE),
    `${JSON.stringify({ sha: commit.sha, builtAt: new Date().toISOString(), buildMs, totalMs }, null, 2)}\n`,
  );
  log(`A: built in ${seconds(buildMs)} (${seconds(totalMs)} with the export and node_modules)`);
  return { outDir, buildMs };
}
