/**
 * Where `npm run build` exports the site: out/, or the folder SITE_DIR names inside the project. The e2e
 * run builds its own copy into .e2e/site (scripts/e2e/build.ts) so that `npm test` never replaces the site
 * `npm start` is serving. next.config.ts, the postbuild steps and the e2e specs all read it from here.
 */
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_SITE_DIR = 'out';

/**
 * The export folder, relative to the project root. Refuses a folder outside the project, or one Next or the
 * artwork own (Next would write its build into it).
 */
export function siteDirName(env: NodeJS.ProcessEnv = process.env): string {
  const name = path.normalize(env.SITE_DIR?.trim() || DEFAULT_SITE_DIR);
  const inside = !path.isAbsolute(name) && !name.startsWith('..');
  const owned = ['.', '.next', 'public', 'app', 'node_modules'].some(
    (taken) => name === taken || name.startsWith(`${taken}${path.sep}`),
  );
  if (!inside || owned) {
    throw new Error(
      `SITE_DIR=${env.SITE_DIR} must name a new folder inside the project, such as out`,
    );
  }
  return name;
}

/** The export folder as an absolute path. */
export function siteDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(PROJECT_ROOT, siteDirName(env));
}
