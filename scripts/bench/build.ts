/**
 * The timed builds: the clean build (`rm -rf .next out`, then `npm run build`: its prebuild draws the
 * images, its postbuild rewrites the pages and writes _headers), and the plain build the tap measure
 * compares with: the same pages without the hydration rewrite.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { htmlFileFor } from '../site-routes';

/** Where the plain build goes (git-ignored; SITE_DIR names it for next.config.ts and the postbuild steps). */
export const PLAIN_SITE_DIR = '.bench/plain';

/** The clean build; returns how long it took in ms. */
export function cleanBuild(projectRoot: string): number {
  for (const output of ['.next', 'out'])
    rmSync(path.join(projectRoot, output), { recursive: true, force: true });
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  return performance.now() - started;
}

/**
 * `next build` into PLAIN_SITE_DIR, then its _headers and CSP (scripts/headers), but not the hydration
 * rewrite (scripts/hydration): the pages as Next exports them, their scripts loading as soon as they can.
 * Reuses the images the clean build drew (run after it). Returns how long it took in ms.
 */
export function plainBuild(projectRoot: string): number {
  rmSync(path.join(projectRoot, PLAIN_SITE_DIR), { recursive: true, force: true });
  const options = {
    cwd: projectRoot,
    env: { ...process.env, SITE_DIR: PLAIN_SITE_DIR },
    stdio: 'inherit' as const,
  };
  const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);
  const started = performance.now();
  execFileSync(bin('next'), ['build'], options);
  execFileSync(bin('tsx'), ['scripts/headers/generate.ts'], options);
  return performance.now() - started;
}

/** Refuses a site folder that lacks the page of any of `routes`, naming them; `hint` says what to do. */
export function expectBuilt(projectRoot: string, dir: string, routes: string[], hint = ''): void {
  const missing = routes.filter((route) => !existsSync(path.join(dir, htmlFileFor(route))));
  if (missing.length)
    throw new Error(
      `${path.relative(projectRoot, dir)}/ lacks ${missing.map(htmlFileFor).join(', ')}${hint}`,
    );
}
