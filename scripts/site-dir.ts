/**
 * Where `npm run build` exports the site, as an absolute path: out/, or the folder SITE_DIR names (read and
 * checked by scripts/build-config.ts). The e2e run builds its own copy into .e2e/site (scripts/e2e/build.ts) so that
 * `npm test` never replaces the site `npm start` is serving.
 */
import path from 'node:path';
import { siteDirName } from './build-config';

export const PROJECT_ROOT = path.resolve(__dirname, '..');

/** The export folder as an absolute path. */
export function siteDir(): string {
  return path.join(PROJECT_ROOT, siteDirName());
}
