/**
 * `npm run build:e2e`: builds the site the end-to-end tests run against into .e2e/site, pointed at a local
 * backend on a port of its own, and records that port in .e2e/build.json for playwright.config.ts. So
 * `npm test` never replaces out/ (which `npm start` may be serving) and never talks to the backend
 * `npm start` runs, whose data is the owner's. One product shows photos generated here, in .e2e/photos,
 * in place of the owner's data/photos (tests/e2e/photos.spec.ts looks for them). Its catalog is the tests'
 * own, tests/fixtures/content (or the folder CONTENT_DIR names: scripts/e2e/test-catalog.ts), which the
 * record hands on to the tests. Its editor
 * looks for its local backend on a port of its own too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readContentFrom } from '../../data/content-folder';
import { PROJECT_ROOT } from '../site-dir';
import {
  E2E_BUILD_FILE,
  E2E_DIR,
  E2E_SITE_DIR,
  E2E_SITE_PATH,
  type E2eBuild,
} from './build-record';
import { freePort } from './free-port.mjs';
import { markupKinds, standInPages, standInShortfalls } from './markup-kinds';
import { e2eContentDir } from './test-catalog';
import { writeE2ePhotos } from './test-photos';

const backendPort = freePort();
const backendUrl = `http://127.0.0.1:${backendPort}`;
/** The editor's local backend, which tests/e2e/admin.spec.ts starts on a scratch copy of the content. */
const editorPort = freePort();

/** Relative to the project root, as PHOTOS_DIR takes it. */
const PHOTOS_DIR = '.e2e/photos';

async function main(): Promise<void> {
  mkdirSync(E2E_DIR, { recursive: true });
  rmSync(path.join(PROJECT_ROOT, PHOTOS_DIR), { recursive: true, force: true });
  await writeE2ePhotos(path.join(PROJECT_ROOT, PHOTOS_DIR));
  const contentDir = e2eContentDir();
  // The routes are the e2e catalog's: read it, not the owner's, before the catalog is first imported.
  readContentFrom(contentDir);
  const { allRoutes, htmlFileFor, templateRoutes } = await import('../site-routes');
  execFileSync('npm', ['run', 'build'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_DIR: E2E_SITE_DIR,
      NEXT_PUBLIC_SUPABASE_URL: backendUrl,
      PHOTOS_DIR,
      CONTENT_DIR: contentDir,
      EDITOR_BACKEND_PORT: String(editorPort),
      // The project's types are checked apart, by `npm run typecheck` (next.config.ts).
      TYPES_CHECKED_APART: '1',
    },
  });
  const kindsByRoute = new Map(
    allRoutes().map((route) => [
      route,
      markupKinds(readFileSync(path.join(E2E_SITE_PATH, htmlFileFor(route)), 'utf8')),
    ]),
  );
  const standInRoutes = standInPages(kindsByRoute, templateRoutes());
  // Axe and the dark first paint run on the stand-ins only (tests/e2e/every-route.spec.ts): they must have
  // seen the whole site's markup.
  const shortfalls = standInShortfalls(kindsByRoute, standInRoutes, templateRoutes());
  if (shortfalls.length > 0) {
    // No record of an earlier build beside this site: the tests would run on its stand-ins.
    rmSync(E2E_BUILD_FILE, { force: true });
    throw new Error(`build:e2e: the stand-ins do not hold every page:\n${shortfalls.join('\n')}`);
  }
  const build: E2eBuild = {
    siteDir: E2E_SITE_DIR,
    backendPort,
    editorPort,
    contentDir,
    standInRoutes,
  };
  writeFileSync(E2E_BUILD_FILE, `${JSON.stringify(build, null, 2)}\n`);
  console.log(`build:e2e: ${E2E_SITE_DIR}/ built against the test backend at ${backendUrl}`);
  console.log(
    `build:e2e: ${standInRoutes.length} pages hold every kind of element: ${standInRoutes.join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
