/**
 * `npm run build:e2e`: builds the site the end-to-end tests run against into .e2e/site, pointed at a local
 * backend on a port of its own, and records that port in .e2e/build.json for playwright.config.ts. So
 * `npm test` never replaces out/ (which `npm start` may be serving) and never talks to the backend
 * `npm start` runs, whose data is the owner's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  E2E_BUILD_FILE,
  E2E_DIR,
  E2E_SITE_DIR,
  type E2eBuild,
} from '../../tests/e2e/support/e2e-build';
import { PROJECT_ROOT } from '../site-dir';
import { freePort } from './free-port.mjs';

const backendPort = freePort();
const backendUrl = `http://127.0.0.1:${backendPort}`;

mkdirSync(E2E_DIR, { recursive: true });
execFileSync('npm', ['run', 'build'], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, SITE_DIR: E2E_SITE_DIR, NEXT_PUBLIC_SUPABASE_URL: backendUrl },
});
const build: E2eBuild = { siteDir: E2E_SITE_DIR, backendPort };
writeFileSync(E2E_BUILD_FILE, `${JSON.stringify(build, null, 2)}\n`);
console.log(`build:e2e: ${E2E_SITE_DIR}/ built against the test backend at ${backendUrl}`);
