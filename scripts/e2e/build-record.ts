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
  /**
   * The routes that between them hold every kind of element any page has, one of each template first
   * (scripts/e2e/markup-kinds.ts): the pages axe and the dark first paint are checked on.
   */
  standInRoutes: string[];
  /** The port the build's editor (/admin) looks for its local backend on (tests/e2e/admin.spec.ts). */
  editorPort: number;
  /**
   * The content folder the build read (data/content, or CONTENT_DIR when the build was given one):
   * playwright.config.ts gives it to the test processes, so the catalog they read is the site's.
   */
  contentDir: string;
}

/**
 * The record of an e2e build: this checkout's, or `file`, another checkout's (the light theme's reference
 * images are taken of a named commit's build: scripts/e2e/light-references.ts). Its site folder comes back
 * as an absolute path in the checkout that built it.
 */
export function readE2eBuild(file: string = E2E_BUILD_FILE): E2eBuild {
  const record = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as E2eBuild)
    : undefined;
  const siteDir = record && path.resolve(path.dirname(file), '..', record.siteDir);
  if (!record || !siteDir || !existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error('No end-to-end build: run `npm run build:e2e` first (`npm test` does).');
  }
  return { ...record, siteDir };
}

/** Where the test backend listens, and where the built pages send sign-ups. */
export function e2eBackendUrl(): string {
  return `http://127.0.0.1:${readE2eBuild().backendPort}`;
}
