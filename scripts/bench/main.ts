/**
 * `npm run bench`: measures every route against the performance budgets (budgets.ts) and exits non-zero,
 * naming each miss, when one is missed. A full run writes its results into docs/performance.md, which
 * says what is measured and how to run it. With `--ab <commit>` it measures instead the first view of
 * the working tree against that commit (ab.ts); with `--catalogue 10x`, the shop built with ten times its
 * designs beside its own (catalogue.ts).
 *
 * It rebuilds out/: run it under the shared lock on a shared machine (`flock /tmp/heavy.lock npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../browsers.mjs';
import { runAb } from './ab';
import { runCatalogue } from './catalogue';
import { failures } from './catalogue-results';
import { jsBudgetBytes, routeKind } from './budgets';
import { PLAIN_SITE_DIR, cleanBuild, expectBuilt, plainBuild } from './build';
import { budgetMisses, warnings, type BenchResults } from './evaluate';
import { launchChromium, measureFirstView } from './first-view';
import { kib, seconds } from './figures';
import { measureFloor } from './floor';
import { runLighthouseCi } from './lighthouse-ci';
import {
  ExportedSite,
  GZIP_LEVEL,
  MOBILE_DEVICE,
  measurePageScripts,
  measureStaticFirstView,
} from './page-js';
import { parseBenchArgs } from './options';
import { formatMarkdown, writeResults } from './performance-doc';
import { resultsMarkdown } from './report';
import { visitPath } from '../site-routes';
import { BENCH_PORT, serverGroup } from './server';
import { measureTaps } from './taps';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(PROJECT_ROOT, 'out');
const PLAIN_DIR = path.join(PROJECT_ROOT, PLAIN_SITE_DIR);
const REPORTS_DIR = path.join(PROJECT_ROOT, 'reports/bench');
const PERFORMANCE_DOC = path.join(PROJECT_ROOT, 'docs/performance.md');

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function versionOf(name: string): string {
  const file = path.join(PROJECT_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** "156.0.8078.79" for the Chromium the measures drive. */
function chromiumVersion(): string {
  const output = execFileSync(chromiumPath() ?? chromium.executablePath(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return /\d+(\.\d+)+/.exec(output)?.[0] ?? output.trim();
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.mode === 'help') {
    // The options as docs/performance.md documents them.
    const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
    console.log(/^## Running it\n([\s\S]*?)^## /m.exec(doc)?.[1]?.trim());
    return;
  }
  if (options.mode === 'ab') {
    await runAb(PROJECT_ROOT, options, log);
    return;
  }
  if (options.mode === 'catalogue') {
    const run = await runCatalogue(PROJECT_ROOT, options, log);
    // A build that failed is the finding: the run reports it, and says so by its status.
    if (failures(run).length) process.exitCode = 1;
    return;
  }
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const results: BenchResults = { routes: [] };
  const taps = options.tapRoutes.length > 0;

  if (options.build) {
    log('clean build: rm -rf .next out && npm run build');
    results.buildMs = cleanBuild(PROJECT_ROOT);
    log(`clean build took ${seconds(results.buildMs)}`);
  }
  if (taps && (options.build || !existsSync(PLAIN_DIR))) {
    log(`plain build for the tap measure: next build into ${PLAIN_SITE_DIR}, without the rewrite`);
    results.plainBuildMs = plainBuild(PROJECT_ROOT);
    log(`plain build took ${seconds(results.plainBuildMs)}`);
  }
  const sitesAndRoutes = [
    { dir: OUT_DIR, routes: [...new Set([...options.routes, ...options.tapRoutes])] },
    { dir: PLAIN_DIR, routes: options.tapRoutes },
  ];
  for (const { dir, routes } of sitesAndRoutes)
    expectBuilt(PROJECT_ROOT, dir, routes, ': build first (or drop --no-build)');

  let floorFolder: string | undefined;
  const servers = serverGroup(PROJECT_ROOT, async () => {
    if (floorFolder) await rm(floorFolder, { recursive: true, force: true });
  });

  try {
    const server = await servers.start(BENCH_PORT, OUT_DIR);
    log(`serving out/ at ${server.origin}`);

    if (options.routes.length) {
      log('framework floor: building a bare one-page Next app in a temporary folder');
      const measured = await measureFloor(PROJECT_ROOT);
      const floor = measured.figures;
      floorFolder = measured.folder;
      results.floor = floor;
      log(
        `floor: ${kib(floor.js.gzipBytes)} KiB gzip in ${floor.js.scripts.length} ` +
          `scripts (built in ${seconds(floor.buildMs)})`,
      );
      const floorOut = path.join(floorFolder, 'out');
      const floorServer = await servers.start(BENCH_PORT + 1, floorOut);

      const site = new ExportedSite(OUT_DIR);
      results.routes = options.routes.map((route) => ({
        route,
        kind: routeKind(route),
        js: {
          ...measurePageScripts(site, route),
          budgetBytes: jsBudgetBytes(route, floor.js.gzipBytes),
        },
        staticFirstView: measureStaticFirstView(site, route),
      }));
      log(`static JS measured for ${options.routes.length} routes`);

      const browser = await launchChromium();
      try {
        for (const [index, result] of results.routes.entries()) {
          log(`first view ${index + 1}/${options.routes.length} ${result.route}`);
          result.firstView = await measureFirstView(
            browser,
            server.origin + visitPath(result.route),
          );
        }
        log('first view of the floor app');
        floor.firstView = await measureFirstView(browser, `${floorServer.origin}/`);
      } finally {
        await browser.close();
      }

      if (options.lighthouse) {
        // Over HTTP/2 and TLS, as a CDN serves the pages: Lighthouse simulates a connection per file
        // over HTTP/1.1, each starting TCP's window afresh, which no visitor of the shop would have.
        const [cdnServer, cdnFloorServer] = await Promise.all([
          servers.start(BENCH_PORT + 3, OUT_DIR, { tls: true }),
          servers.start(BENCH_PORT + 4, floorOut, { tls: true }),
        ]);
        // The not-found page is audited at /404, where the static server answers 404.html with status 200:
        // Lighthouse refuses a document answering 404.
        const targets = [
          { name: 'floor', url: `${cdnFloorServer.origin}/`, asserted: false },
          ...options.routes.map((route) => ({
            name: route,
            url: cdnServer.origin + route,
            asserted: true,
          })),
        ];
        const lighthouse = await runLighthouseCi(
          targets,
          {
            projectRoot: PROJECT_ROOT,
            workDir: path.join(PROJECT_ROOT, '.bench/lighthouse-ci'),
            reportsDir: path.join(REPORTS_DIR, 'lighthouse'),
            runs: options.runs,
          },
          log,
        );
        for (const result of results.routes)
          result.lighthouse = lighthouse.summaries.get(result.route);
        floor.lighthouse = lighthouse.summaries.get('floor');
        results.lighthouseFailures = lighthouse.failures;
      }
    }

    if (taps) {
      const plainServer = await servers.start(BENCH_PORT + 2, PLAIN_DIR);
      log(
        `taps at first paint on ${options.tapRoutes.join(', ')}: ${options.tapRuns} runs, ` +
          `our build (${server.origin}) and the plain build (${plainServer.origin})`,
      );
      const sites = [
        { build: 'ours' as const, origin: server.origin },
        { build: 'plain' as const, origin: plainServer.origin },
      ];
      results.taps = await measureTaps(sites, options.tapRoutes, options.tapRuns, log);
    }
  } finally {
    await servers.stopAll();
  }

  const misses = budgetMisses(results);
  const notes = warnings(results);
  const versions = {
    Next: versionOf('next'),
    React: versionOf('react'),
    Lighthouse: versionOf('lighthouse'),
    'Lighthouse CI': versionOf('@lhci/cli'),
    Chromium: chromiumVersion(),
    Node: process.versions.node,
  };
  const facts = {
    versions,
    cores: availableParallelism(),
    lighthouseRuns: options.lighthouse ? options.runs : undefined,
    minutes: (performance.now() - started) / 60_000,
  };
  const markdown = resultsMarkdown(results, facts, misses, notes);
  console.log(`\n${await formatMarkdown(markdown, PERFORMANCE_DOC)}`);

  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    versions,
    options,
    gzipLevel: GZIP_LEVEL,
    device: MOBILE_DEVICE,
    ...results,
    misses,
    warnings: notes,
  };
  await mkdir(REPORTS_DIR, { recursive: true });
  await writeFile(path.join(REPORTS_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Report: reports/bench/latest.json');
  if (options.lighthouse) console.log('Lighthouse reports: reports/bench/lighthouse/');
  if (options.full) {
    await writeResults(PERFORMANCE_DOC, markdown);
    console.log(`Results written to ${path.relative(PROJECT_ROOT, PERFORMANCE_DOC)}`);
  }

  if (misses.length) {
    console.log(`\n${misses.length} budget(s) missed:`);
    for (const miss of misses) console.log(`  ✗ ${miss}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget met.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
