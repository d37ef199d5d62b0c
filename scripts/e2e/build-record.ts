/**
 * The site the end-to-end tests run against: built by `npm run build:e2e` into .e2e/site, pointed at a
 * test backend whose port .e2e/build.json records (scripts/e2e/build.ts). Specs that read exported files
 * read them from E2E_SITE_PATH, never from out/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../site-dir';

export const E2E_DIR = path.join(PROJECT_ROOT, '.e2e');
export const E2E_BUILD_FILE = path.join(E2E_DIR, 'build.json');
/** Relative to the project root, as SITE_DIR takes it. */
export const E2E_SITE_DIR = '.e2e/site';
export const E2E_SITE_PATH = path.join(PROJECT_ROOT, E2E_SITE_DIR);

export interface E2eBuild {
  siteDir: string;
  /** The port the build's pages send sign-ups to: the test backend must listen there. */
  backendPort: number;
  /** The port the build's editor (/admin) looks for its local backend on (tests/e2e/admin.spec.ts). */
  editorPort: number;
  /**
   * The content folder the build read (data/content, or CONTENT_DIR when the build was given one):
   * playwright.config.ts gives it to the test processes, so the catalog they read is the site's.
   */
  contentDir: string;
}

export function readE2eBuild(): E2eBuild {
  if (!existsSync(E2E_BUILD_FILE) || !existsSync(path.join(E2E_SITE_PATH, 'index.html'))) {
    throw new Error('No end-to-end build: run `npm run build:e2e` first (`npm test` does).');
  }
  return JSON.parse(readFileSync(E2E_BUILD_FILE, 'utf8')) as E2eBuild;
}

/** Where the test backend listens, and where the built pages send sign-ups. */
export function e2eBackendUrl(): string {
  return `http://127.0.0.1:${readE2eBuild().backendPort}`;
}
