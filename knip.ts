import type { KnipConfig } from 'knip';

/**
 * The dead-code check (`npm run knip`, part of `npm test`): no unused file, export or dependency, and no
 * imported package missing from package.json. Knip's plugins find most entries themselves (Next's app/
 * routes and configs, the scripts package.json runs, Jest's tests and setup, ESLint, PostCSS); these are
 * the ones they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand in a scratch clone, to prove the tests own their catalog (docs/testing.md).
    'scripts/e2e/owner-edits.ts',
    // esbuild's entry, named by path in scripts/hydration/loader-source.ts: every page inlines its output.
    'lib/inline-loader/main.ts',
    // esbuild's entry, named by path in scripts/admin/editor-scripts.ts: the editor's page loads its output.
    'scripts/admin/editor/main.ts',
    // Run by path in a child process by scripts/bench/tap-expectations.ts, with another catalogue's CONTENT_DIR.
    'scripts/bench/tap-expectations-main.ts',
    // Loaded by Playwright, whose config knip is told not to run (below).
    'playwright.config.ts',
    // Started by playwright.config.ts as web servers, by path.
    'tests/engines/support/site-gate.mjs',
    'tests/e2e/support/editor-router.mjs',
    // Jest's dependencyExtractor, named in jest.config.mjs: knip's Jest plugin does not read that option.
    'tests/unit/support/dependency-extractor.mjs',
    // next/link in the editor's preview, an alias by path in scripts/admin/editor-scripts.ts.
    'scripts/admin/editor/preview/link.tsx',
    // The editor's local helper, started by path (scripts/admin/editor-server.mjs).
    'scripts/admin/editor-backend.ts',
  ],
  // The config needs an e2e build (it reads .e2e/build.json): knip is given the specs instead.
  playwright: { config: [], entry: ['tests/e2e/**/*.spec.ts', 'tests/engines/**/*.spec.ts'] },
  ignoreDependencies: [
    // Font files read by path (scripts/fonts/subset.ts, scripts/images/fonts.ts), never imported.
    '@fontsource/fraunces',
    '@fontsource/nunito',
    '@fontsource-variable/nunito',
    // Run as node_modules/.bin/lhci by scripts/bench/lighthouse-ci.ts.
    '@lhci/cli',
    // The editor's bundle, copied from node_modules/decap-cms/dist by scripts/admin/build.ts: never imported.
    'decap-cms',
  ],
};

export default config;
