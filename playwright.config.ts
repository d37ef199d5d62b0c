import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from './scripts/browsers.mjs';
import { freePort } from './scripts/e2e/free-port.mjs';
import { readE2eBuild } from './scripts/e2e/build-record';
import { EDITOR_HELPER_PORTS } from './scripts/e2e/editor-helper-ports.mjs';

const launchOptions = { executablePath: testChromiumPath(), args: TEST_CHROMIUM_ARGS };

/**
 * Every run starts its own static server and its own in-memory backend, on ports nothing else uses, so the
 * tests run beside `npm start` (or a second checkout's tests) and never read or write anyone's data.
 * The config is evaluated again in each worker: the port chosen first travels to them in the environment.
 */
// E2E_BUILD_FILE: another checkout's build record, for the light theme's reference images of a named
// commit (scripts/e2e/light-references.ts). Unset: this checkout's `npm run build:e2e`.
const build = readE2eBuild(process.env.E2E_BUILD_FILE || undefined);
// The test processes read the catalog the site was built from (data/content-folder.ts).
if (build.contentDir) process.env.CONTENT_DIR = build.contentDir;
// Not the ports the build chose for the backend and the editor's router, started below with the rest.
const buildPorts = [build.backendPort, build.editorPort];
process.env.E2E_SITE_PORT ??= String(freePort(buildPorts));
process.env.E2E_GATE_PORT ??= String(freePort(buildPorts));
const sitePort = Number(process.env.E2E_SITE_PORT);
const siteUrl = `http://localhost:${sitePort}`;
const backendUrl = `http://127.0.0.1:${build.backendPort}`;
/** The cross-engine suite's way into the same site (tests/engines/support/site-gate.mjs). */
const gatePort = Number(process.env.E2E_GATE_PORT);
const gateUrl = `http://localhost:${gatePort}`;
/**
 * The editor's local helpers, one for the pages at the site's address (tests/e2e/admin.spec.ts) and one for
 * those through the gate (tests/engines/editor-preview.spec.ts), each reached at the editor's port the
 * build names through the router (tests/e2e/support/editor-router.mjs); their ports travel as the site's.
 */
process.env[EDITOR_HELPER_PORTS.site] ??= String(freePort(buildPorts));
process.env[EDITOR_HELPER_PORTS.gate] ??= String(freePort(buildPorts));
const editorRoutes = [
  `${siteUrl}=${process.env[EDITOR_HELPER_PORTS.site]}`,
  `${gateUrl}=${process.env[EDITOR_HELPER_PORTS.gate]}`,
];

/**
 * The cross-engine suite (tests/engines/) in WebKit and Firefox, each driven by a driver of ours rather than
 * Playwright's browsers, which cannot be downloaded here (tests/engines/support/fixtures.ts).
 */
const engineProject = (engine: 'webkit' | 'firefox') => ({
  name: engine,
  testDir: './tests/engines',
  // A WebKit session under Xvfb is slower to start and to hydrate on 2 busy cores than Chromium.
  timeout: 60_000,
  use: { engine, baseURL: gateUrl },
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more, to record its trace; one that then passes is flaky, and a flaky test
  // fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  outputDir: 'test-results',
  // The light theme's reference images (tests/e2e/light-theme.spec.ts), made by `npm run test:references`.
  snapshotPathTemplate: '{testDir}/light-theme-references/{arg}{ext}',
  use: {
    baseURL: siteUrl,
    // Recording a trace costs every test about 15% more time, kept or not; in CI a failure is retried,
    // so the retry records it. Without its film strip of screenshots, about half that (every-route's 61
    // pages: 211 s with it, 193 s without, 179 s with no trace): each step keeps its snapshot of the page,
    // its network and console, which show what a failure met; `--trace on` records the strip too.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Only what differs on a phone: tests tagged @phone (the mobile menu, the bottom bar, the share sheet,
    // layout and axe at phone width…). The rest holds at every width and runs at desktop.
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
    engineProject('webkit'),
    engineProject('firefox'),
  ],
  // Never reuse a server: one already listening belongs to someone else and is not this checkout.
  webServer: [
    {
      command: `node scripts/static-server.mjs --dir ${build.siteDir} --port ${sitePort}`,
      url: siteUrl,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run backend',
      url: `${backendUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        LOCAL_BACKEND_PORT: String(build.backendPort),
        LOCAL_BACKEND_DATA_DIR: 'memory://',
        LOCAL_BACKEND_ALLOWED_ORIGINS: `${siteUrl},http://127.0.0.1:${sitePort},${gateUrl}`,
      },
    },
    {
      command: `node tests/engines/support/site-gate.mjs --upstream http://127.0.0.1:${sitePort} --port ${gatePort}`,
      url: `${gateUrl}/__gate/reports/-`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node tests/e2e/support/editor-router.mjs --port ${build.editorPort} ${editorRoutes.map((route) => `--route ${route}`).join(' ')}`,
      url: `http://127.0.0.1:${build.editorPort}/__router/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
