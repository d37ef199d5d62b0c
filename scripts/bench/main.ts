/**
 * `npm run bench`: measures every route against the performance budgets (DESIGN.md) and exits non-zero,
 * naming each miss, when one is missed. See the README, "Performance and accessibility".
 *
 *   npm run bench                                  clean build, floor, every route, Lighthouse ×3
 *   npm run bench -- --no-build                    measure the existing out/
 *   npm run bench -- --routes /,/shop,/products/milk-bar --runs 1
 *   npm run bench -- --skip-lighthouse             bytes only (fast)
 *
 * It rebuilds out/: run it under the build lock on a shared machine (`flock /tmp/build.lock npm run bench`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRAMEWORK_FLOOR_JS_GZIP_BYTES, KIB, jsBudgetBytes, routeKind } from './budgets';
import { cleanBuild } from './build';
import {
  budgetMisses,
  warnings,
  type BenchResults,
  type FloorFigures,
  type RouteResult,
} from './evaluate';
import { FirstViewMeter } from './first-view';
import { measureFloor } from './floor';
import { runLighthouse } from './lighthouse';
import {
  ExportedSite,
  GZIP_LEVEL,
  MOBILE_DEVICE,
  measurePageScripts,
  measureStaticFirstView,
} from './page-js';
import { markdownTable, textTable, writeJsonReport } from './report';
import { allRoutes, htmlFileFor, lighthousePath, visitPath } from './routes';
import { BENCH_PORT, startStaticServer, type RunningServer } from './server';
import type { LighthouseSummary } from './stats';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(PROJECT_ROOT, 'out');
const REPORTS_DIR = path.join(PROJECT_ROOT, 'reports/bench');
/** Full Lighthouse reports of the last run, one per route and run. */
const LIGHTHOUSE_REPORTS_DIR = path.join(REPORTS_DIR, 'lighthouse');

const USAGE = `Usage: npm run bench -- [options]
  --no-build            measure the existing out/ instead of a clean build
  --cold                before the build, also delete the generated images, share images, icons and the
                        image cache, as in a fresh clone (every image is drawn again)
  --no-floor            use the floor constant (scripts/bench/budgets.ts) instead of building the bare app
  --routes <list>       comma-separated routes (default: all ${allRoutes().length})
  --runs <n>            Lighthouse runs per route, median taken (default 3)
  --skip-lighthouse     bytes only
  --port <n>            port for the static server (default ${BENCH_PORT})
  --help`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      cold: { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
      port: { type: 'string', default: String(BENCH_PORT) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
  if (!Number.isInteger(port) || port < 1)
    throw new Error(`--port must be a port number, got "${values.port}"`);
  const known = allRoutes();
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : known;
  const unknown = routes.filter((route) => !known.includes(route));
  if (unknown.length)
    throw new Error(`Unknown route(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
  return {
    build: !values['no-build'],
    cold: values.cold,
    floor: !values['no-floor'],
    routes,
    runs,
    lighthouse: !values['skip-lighthouse'],
    port,
  };
}

/** File name for a route's saved Lighthouse reports: '/' → 'home', '/products/x' → 'products_x'. */
function reportName(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '_');
}

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function versionOf(name: string): string {
  const file = path.join(PROJECT_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

async function main() {
  const options = parseOptions();
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
  const missing = options.routes.filter(
    (route) => !existsSync(path.join(OUT_DIR, htmlFileFor(route))),
  );
  if (missing.length) {
    throw new Error(
      `out/ lacks ${missing.map(htmlFileFor).join(', ')}: build first (or drop --no-build)`,
    );
  }

  let floorFolder: string | undefined;
  const servers: RunningServer[] = [];
  const lighthouseFailures: string[] = [];
  const stopAll = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    if (floorFolder) await rm(floorFolder, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    if (options.floor) {
      log('framework floor: building a bare one-page Next app in a temporary folder');
      const floor = await measureFloor(PROJECT_ROOT, { keep: true });
      floorFolder = floor.folder;
      results.floor = {
        gzipBytes: floor.gzipBytes,
        rawBytes: floor.rawBytes,
        scripts: floor.scripts.map(({ url, gzipBytes }) => ({ url, gzipBytes })),
        buildMs: floor.buildMs,
        source: 'built',
        staticFirstView: measureStaticFirstView(
          new ExportedSite(path.join(floor.folder, 'out')),
          '/',
        ),
      } satisfies FloorFigures;
      log(
        `floor: ${(floor.gzipBytes / KIB).toFixed(1)} KiB gzip in ${floor.scripts.length} scripts ` +
          `(built in ${(floor.buildMs / 1000).toFixed(1)} s)`,
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
    log(`static JS measured for ${options.routes.length} routes`);

    const server = await startStaticServer(PROJECT_ROOT, options.port);
    servers.push(server);
    log(`serving out/ at ${server.origin}`);
    const floorServer = floorFolder
      ? await startStaticServer(PROJECT_ROOT, options.port + 1, path.join(floorFolder, 'out'))
      : undefined;
    if (floorServer) servers.push(floorServer);

    const meter = await FirstViewMeter.launch();
    try {
      for (const [index, route] of options.routes.entries()) {
        log(`first view ${index + 1}/${options.routes.length} ${route}`);
        byRoute.get(route)!.firstView = await meter.measure(server.origin, route, visitPath(route));
      }
      if (floorServer) {
        log('first view of the floor app');
        results.floor.firstView = await meter.measure(floorServer.origin, '/', '/');
      }
    } finally {
      await meter.close();
    }

    if (options.lighthouse) {
      const audits: { name: string; url: string; save: (summary: LighthouseSummary) => void }[] = [
        ...options.routes.map((route) => ({
          name: route,
          url: server.origin + lighthousePath(route),
          save: (summary: LighthouseSummary) => (byRoute.get(route)!.lighthouse = summary),
        })),
        ...(floorServer
          ? [
              {
                name: 'floor',
                url: `${floorServer.origin}/`,
                save: (summary: LighthouseSummary) => (results.floor.lighthouse = summary),
              },
            ]
          : []),
      ];
      for (const [index, audit] of audits.entries()) {
        const progress = (run: number) =>
          log(
            `lighthouse route ${index + 1}/${audits.length} ${audit.name}, run ${run}/${options.runs}`,
          );
        const saveAs = path.join(LIGHTHOUSE_REPORTS_DIR, reportName(audit.name));
        try {
          audit.save(await runLighthouse(audit.url, options.runs, progress, saveAs));
        } catch (error) {
          lighthouseFailures.push(`${audit.name}: ${(error as Error).message.trim()}`);
        }
      }
    }
  } finally {
    await stopAll();
  }

  const misses = [
    ...budgetMisses(results),
    ...lighthouseFailures.map((failure) => `Lighthouse failed on ${failure}`),
  ];
  const notes = warnings(results);
  console.log('');
  console.log(textTable(results));
  console.log('');
  console.log(
    `JS: gzip level ${GZIP_LEVEL} bytes of <script src> (not nomodule) + <script data-hydrate-src> + <link rel=preload as=script|modulepreload>. ` +
      `Views: transferred bytes in Chromium at ${MOBILE_DEVICE.width}×${MOBILE_DEVICE.height} DPR ${MOBILE_DEVICE.deviceScaleFactor} until load, the hydration loader + network idle; ` +
      `static view: HTML+CSS+JS (gzip 9) + preloaded fonts + priority image.`,
  );
  if (results.buildMs !== undefined)
    console.log(
      `${results.buildKind === 'cold' ? 'Cold' : 'Clean'} build: ${(results.buildMs / 1000).toFixed(1)} s`,
    );
  for (const note of notes) console.log(`warning: ${note}`);

  const { file } = await writeJsonReport(REPORTS_DIR, {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    versions: {
      next: versionOf('next'),
      react: versionOf('react'),
      lighthouse: versionOf('lighthouse'),
      node: process.versions.node,
    },
    options,
    gzipLevel: GZIP_LEVEL,
    device: MOBILE_DEVICE,
    ...results,
    misses,
    warnings: notes,
    markdown: markdownTable(results),
  });
  console.log(`Report: ${path.relative(PROJECT_ROOT, file)} (and reports/bench/latest.json)`);

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
