/**
 * `npm run test:references -- <commit>`: makes the light theme's reference images
 * (tests/e2e/light-theme.spec.ts) from a commit, so the day look is held to that commit's and not to
 * whatever the checkout draws today. The commit is built in a worktree of its own (its own `npm run
 * build:e2e`), this checkout's spec takes the screenshots of that build, and the folder's README names the
 * commit. Run it when the light theme changes on purpose, naming the commit that changed it, and commit the
 * images with it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../site-dir';

const REFERENCES_DIR = path.join(PROJECT_ROOT, 'tests/e2e/light-theme-references');

function git(args: string[], cwd = PROJECT_ROOT): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

function main(): void {
  const named = process.argv[2];
  if (!named) {
    console.error('usage: npm run test:references -- <commit>');
    process.exit(2);
  }
  const commit = git(['rev-parse', '--verify', `${named}^{commit}`]);
  const subject = git(['log', '-1', '--format=%h %s (%cs)', commit]);
  const worktree = path.join(mkdtempSync(path.join(tmpdir(), 'light-references-')), 'checkout');
  git(['worktree', 'add', '--detach', worktree, commit]);
  try {
    // Hard links, not a symlink: Turbopack refuses a node_modules that resolves outside the project.
    execFileSync('cp', ['-al', path.join(PROJECT_ROOT, 'node_modules'), worktree]);
    execFileSync('npm', ['run', 'build:e2e'], { cwd: worktree, stdio: 'inherit' });
    rmSync(REFERENCES_DIR, { recursive: true, force: true });
    execFileSync(
      'npx',
      [
        'playwright',
        'test',
        'tests/e2e/light-theme.spec.ts',
        '--project=desktop',
        '--project=phone',
        '--update-snapshots=all',
      ],
      {
        cwd: PROJECT_ROOT,
        stdio: 'inherit',
        env: { ...process.env, E2E_BUILD_FILE: path.join(worktree, '.e2e/build.json') },
      },
    );
    writeFileSync(
      path.join(REFERENCES_DIR, 'README.md'),
      `# The light theme's reference images\n\nTaken of commit ${commit}:\n${subject}\n\n` +
        'by `npm run test:references -- <commit>` (scripts/e2e/light-references.ts), for\n' +
        'tests/e2e/light-theme.spec.ts. When the light theme changes on purpose, make them again from the\n' +
        'commit that changed it, and commit them with it.\n',
    );
    console.log(`light references: made from ${subject}`);
  } finally {
    git(['worktree', 'remove', '--force', worktree]);
    rmSync(path.dirname(worktree), { recursive: true, force: true });
  }
}

main();
