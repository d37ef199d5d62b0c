/**
 * `npm run bench`: measures every route against the performance budgets (budgets.ts) and exits non-zero,
 * naming each miss, when one is missed. A full run writes its results into docs/performance.md, which
 * says what is measured and how to run it.
 *
 * It rebuilds out/: run it under the shared lock on a shared machine (`flock /tmp/heavy.lock npm run bench`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium.mjs';
import { FRAMEWORK_FLOOR_JS_GZIP_BYTES, KIB, jsBudgetBytes, routeKind } from './budgets';
import { PLAIN_SITE_DIR, cleanBuild, plainBuild } from './build';
import { budgetMisses, warnings, type BenchResults, type RouteResult } from './evaluate';
import { FirstViewMeter } from './first-view';
import { measureFloor } from './floor';
import { runLighthouseCi, type LighthouseTarget } from './lighthouse-ci';
import {
  ExportedSite,
  GZIP_LEVEL,
  MOBILE_DEVICE,
  measurePageScripts,
  measureStaticFirstView,
} from './page-js';
import { formatMarkdown, writeResults } from './performance-doc';
import { resultsMarkdown, writeJsonReport } from './report';
import { allRoutes, htmlFileFor, visitPath } from './routes';
import { BENCH_PORT, startStaticServer, type RunningServer } from './server';
import { DEFAULT_TAP_ROUTES } from './tap-controls';
import { measureTaps } from './taps';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(PROJECT_ROOT, 'out');
const PLAIN_DIR = path.join(PROJECT_ROOT, PLAIN_SITE_DIR);
const REPORTS_DIR = path.join(PROJECT_ROOT, 'reports/bench');
const PERFORMANCE_DOC = path.join(PROJECT_ROOT, 'docs/performance.md');

/** `--help`: the options, as docs/performance.md documents them. */
function usage(): string {
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  return /^## Running it\n([\s\S]*?)^## /m.exec(doc)?.[1]?.trim() ?? 'See docs/performance.md.';
}

/** A comma-separated list of routes, each one the site has. */
function routeList(value: string, option: string): string[] {
  const known = allRoutes();
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = routes.filter((route) => !known.includes(route));
  if (unknown.length)
    throw new Error(
      `${option}: unknown route(s) ${unknown.join(', ')}. Known: ${known.join(', ')}`,
    );
  return routes;
}

function positiveInteger(value: string, option: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${option} must be a positive integer, got "${value}"`);
  return number;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      cold: { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-taps': { type: 'boolean', default: false },
      'taps-only': { type: 'boolean', default: false },
      'tap-routes': { type: 'string' },
      'tap-runs': { type: 'string', default: '3' },
      'tap-after-hydration': { type: 'boolean', default: false },
      port: { type: 'string', default: String(BENCH_PORT) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage());
    process.exit(0);
  }
  if (values['taps-only'] && values['skip-taps'])
    throw new Error('--taps-only and --skip-taps exclude each other');
  const tapsOnly = values['taps-only'];
  return {
    build: !values['no-build'],
    cold: values.cold,
    floor: !values['no-floor'] && !tapsOnly,
    // --taps-only measures no route's bytes, views or Lighthouse scores.
    routes: tapsOnly ? [] : values.routes ? routeList(values.routes, '--routes') : allRoutes(),
    runs: positiveInteger(values.runs, '--runs'),
    lighthouse: !values['skip-lighthouse'] && !tapsOnly,
    tapRoutes: values['skip-taps']
      ? []
      : routeList(values['tap-routes'] ?? DEFAULT_TAP_ROUTES.join(','), '--tap-routes'),
    tapRuns: positiveInteger(values['tap-runs'], '--tap-runs'),
    tapAfterHydration: values['tap-after-hydration'],
    port: positiveInteger(values.port, '--port'),
    /** Nothing left out or narrowed: the results are the ones docs/performance.md shows. */
    full: !(
      values.routes ||
      values['skip-lighthouse'] ||
      values['skip-taps'] ||
      tapsOnly ||
      values['no-floor'] ||
      values['tap-routes'] ||
      values['tap-after-hydration']
    ),
  };
}

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
  const options = parseOptions();
  const started = performance.now();
  const startedAt = new Date();
  const results: BenchResults = {
    floor: {
      gzipBytes: FRAMEWORK_FLOOR_JS_GZIP_BYTES,
      rawBytes: 0,
      scripts: [],
      buildMs: 0,
      source: 'constant',
    },
    routes: [],
  };

  if (options.build) {
    log(
      options.cold
        ? 'cold build: rm -rf .next out, generated images, icons and image cache; npm run build'
        : 'clean build: rm -rf .next out && npm run build',
    );
    results.buildMs = (await cleanBuild(PROJECT_ROOT, { cold: options.cold })).ms;
    results.buildKind = options.cold ? 'cold' : 'clean';
    log(`${results.buildKind} build took ${(results.buildMs / 1000).toFixed(1)} s`);
  }
  const taps = options.tapRoutes.length > 0;
  if (taps && (options.build || !existsSync(PLAIN_DIR))) {
    log(
      `plain build for the tap measure: next build into ${PLAIN_SITE_DIR}, without the hydration rewrite`,
    );
    results.plainBuildMs = (await plainBuild(PROJECT_ROOT)).ms;
    log(`plain build took ${(results.plainBuildMs / 1000).toFixed(1)} s`);
  }
  const sitesAndRoutes = [
    { dir: OUT_DIR, routes: [...new Set([...options.routes, ...options.tapRoutes])] },
    { dir: PLAIN_DIR, routes: options.tapRoutes },
  ];
  for (const { dir, routes } of sitesAndRoutes) {
    const missing = routes.filter((route) => !existsSync(path.join(dir, htmlFileFor(route))));
    if (missing.length) {
      throw new Error(
        `${path.relative(PROJECT_ROOT, dir)}/ lacks ${missing.map(htmlFileFor).join(', ')}: build first (or drop --no-build)`,
      );
    }
  }

  let floorFolder: string | undefined;
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    if (floorFolder) await rm(floorFolder, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    if (options.floor) {
      log('framework floor: building a bare one-page Next app in a temporary folder');
      const floor = await measureFloor(PROJECT_ROOT);
      floorFolder = floor.folder;
      results.floor = floor.figures;
      log(
        `floor: ${(results.floor.gzipBytes / KIB).toFixed(1)} KiB gzip in ${results.floor.scripts.length} ` +
          `scripts (built in ${(results.floor.buildMs / 1000).toFixed(1)} s)`,
      );
    }

    const site = new ExportedSite(OUT_DIR);
    const byRoute = new Map<string, RouteResult>();
    for (const route of options.routes) {
      const result: RouteResult = {
        route,
        kind: routeKind(route),
        js: {
          ...measurePageScripts(site, route),
          budgetBytes: jsBudgetBytes(route, results.floor.gzipBytes),
        },
        staticFirstView: measureStaticFirstView(site, route),
      };
      byRoute.set(route, result);
      results.routes.push(result);
    }
    if (options.routes.length) log(`static JS measured for ${options.routes.length} routes`);

    const server = await startStaticServer(PROJECT_ROOT, options.port, OUT_DIR);
    servers.push(server);
    log(`serving out/ at ${server.origin}`);
    const floorServer = floorFolder
      ? await startStaticServer(PROJECT_ROOT, options.port + 1, path.join(floorFolder, 'out'))
      : undefined;
    if (floorServer) servers.push(floorServer);

    if (options.routes.length || floorServer) {
      const meter = await FirstViewMeter.launch();
      try {
        for (const [index, route] of options.routes.entries()) {
          log(`first view ${index + 1}/${options.routes.length} ${route}`);
          byRoute.get(route)!.firstView = await meter.measure(
            server.origin,
            route,
            visitPath(route),
          );
        }
        if (floorServer) {
          log('first view of the floor app');
          results.floor.firstView = await meter.measure(floorServer.origin, '/', '/');
        }
      } finally {
        await meter.close();
      }
    }

    if (options.lighthouse) {
      // The not-found page is audited at /404, where the static server answers 404.html with status 200:
      // Lighthouse refuses a document answering 404.
      const targets: LighthouseTarget[] = [
        ...(floorServer ? [{ name: 'floor', url: `${floorServer.origin}/`, asserted: false }] : []),
        ...options.routes.map((route) => ({
          name: route,
          url: server.origin + route,
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
      for (const [route, result] of byRoute) result.lighthouse = lighthouse.summaries.get(route);
      results.floor.lighthouse = lighthouse.summaries.get('floor');
      results.lighthouseFailures = lighthouse.failures;
    }

    if (taps) {
      const plainServer = await startStaticServer(PROJECT_ROOT, options.port + 2, PLAIN_DIR);
      servers.push(plainServer);
      log(
        `taps ${options.tapAfterHydration ? 'after hydration' : 'at first paint'} on ${options.tapRoutes.join(', ')}: ` +
          `${options.tapRuns} runs, our build (${server.origin}) and the plain build (${plainServer.origin})`,
      );
      results.taps = await measureTaps(
        [
          { build: 'ours', origin: server.origin },
          { build: 'plain', origin: plainServer.origin },
        ],
        options.tapRoutes,
        options.tapRuns,
        log,
        { afterHydration: options.tapAfterHydration },
      );
    }
  } finally {
    await stopAll();
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
  const markdown = resultsMarkdown(
    results,
    {
      versions,
      cores: availableParallelism(),
      lighthouseRuns: options.lighthouse ? options.runs : undefined,
      minutes: (performance.now() - started) / 60_000,
    },
    misses,
    notes,
  );
  console.log(`\n${await formatMarkdown(markdown, PERFORMANCE_DOC)}`);

  const { file } = await writeJsonReport(REPORTS_DIR, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    versions,
    options,
    gzipLevel: GZIP_LEVEL,
    device: MOBILE_DEVICE,
    ...results,
    misses,
    warnings: notes,
  });
  console.log(`Report: ${path.relative(PROJECT_ROOT, file)} (and reports/bench/latest.json)`);
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
