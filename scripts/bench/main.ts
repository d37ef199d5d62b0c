/**
 * `npm run bench`: measures every route against the performance budgets (DESIGN.md) and exits non-zero,
 * naming each miss, when one is missed. See the README, "Performance and accessibility".
 *
 *   npm run bench                                  clean build, floor, every route, Lighthouse ×3
 *   npm run bench -- --no-build                    measure the existing out/
 *   npm run bench -- --routes /,/shop,/products/milk-bar --runs 1
 *   npm run bench -- --skip-lighthouse             no Lighthouse (bytes, views and taps)
 *   npm run bench -- --taps-only --no-build        taps at first paint only, on the existing builds
 *
 * It rebuilds out/: run it under the build lock on a shared machine (`flock /tmp/build.lock npm run bench`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FRAMEWORK_FLOOR_JS_GZIP_BYTES, KIB, jsBudgetBytes, routeKind } from './budgets';
import { PLAIN_SITE_DIR, cleanBuild, plainBuild } from './build';
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
import {
  markdownTable,
  tapLegend,
  tapMarkdownTable,
  tapTextTable,
  textTable,
  writeJsonReport,
} from './report';
import { allRoutes, htmlFileFor, lighthousePath, visitPath } from './routes';
import { BENCH_PORT, startStaticServer, type RunningServer } from './server';
import type { LighthouseSummary } from './stats';
import { DEFAULT_TAP_ROUTES } from './tap-controls';
import { measureTaps, type TapSite } from './taps';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(PROJECT_ROOT, 'out');
const PLAIN_DIR = path.join(PROJECT_ROOT, PLAIN_SITE_DIR);
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
  --skip-lighthouse     no Lighthouse (bytes, views and taps)
  --skip-taps           no tap measure (and no plain build)
  --taps-only           only the tap measure (with --no-build: on out/ and ${PLAIN_SITE_DIR}, which is built if missing)
  --tap-routes <list>   comma-separated routes for the tap measure (default ${DEFAULT_TAP_ROUTES.join(',')})
  --tap-runs <n>        loads per route, control and build, median taken (default 3)
  --tap-after-hydration tap once the page has hydrated instead of at first paint: checks that every effect
                        check in scripts/bench/tap-controls.ts can pass (each tap should then be ok)
  --port <n>            port for the static server (default ${BENCH_PORT}; the floor uses n+1, the plain build n+2)
  --help`;

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
      'tap-routes': { type: 'string', default: DEFAULT_TAP_ROUTES.join(',') },
      'tap-runs': { type: 'string', default: '3' },
      'tap-after-hydration': { type: 'boolean', default: false },
      port: { type: 'string', default: String(BENCH_PORT) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
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
    tapRoutes: values['skip-taps'] ? [] : routeList(values['tap-routes'], '--tap-routes'),
    tapRuns: positiveInteger(values['tap-runs'], '--tap-runs'),
    tapAfterHydration: values['tap-after-hydration'],
    port: positiveInteger(values.port, '--port'),
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
  const taps = options.tapRoutes.length > 0;
  if (taps && (options.build || !existsSync(PLAIN_DIR))) {
    log(
      `plain build for the tap measure: next build into ${PLAIN_SITE_DIR}, without the hydration rewrite`,
    );
    const plain = await plainBuild(PROJECT_ROOT);
    log(`plain build took ${(plain.ms / 1000).toFixed(1)} s`);
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
  const tapSites: TapSite[] = [];
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
    if (options.routes.length) log(`static JS measured for ${options.routes.length} routes`);

    const server = await startStaticServer(PROJECT_ROOT, options.port);
    servers.push(server);
    log(`serving out/ at ${server.origin}`);
    if (taps) {
      const plainServer = await startStaticServer(PROJECT_ROOT, options.port + 2, PLAIN_DIR);
      servers.push(plainServer);
      log(`serving ${PLAIN_SITE_DIR}/ at ${plainServer.origin}`);
      tapSites.push(
        { build: 'ours', origin: server.origin },
        { build: 'plain', origin: plainServer.origin },
      );
    }
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

    if (taps) {
      log(
        `taps ${options.tapAfterHydration ? 'after hydration' : 'at first paint'} on ${options.tapRoutes.join(', ')}: ` +
          `${options.tapRuns} runs, our build and the plain build`,
      );
      results.taps = await measureTaps(tapSites, options.tapRoutes, options.tapRuns, log, {
        afterHydration: options.tapAfterHydration,
      });
    }
  } finally {
    await stopAll();
  }

  const misses = [
    ...budgetMisses(results),
    ...lighthouseFailures.map((failure) => `Lighthouse failed on ${failure}`),
  ];
  const notes = warnings(results);
  if (results.routes.length) {
    console.log('');
    console.log(textTable(results));
    console.log('');
    console.log(
      `JS: gzip level ${GZIP_LEVEL} bytes of <script src> (not nomodule) + <script data-hydrate-src> + <link rel=preload as=script|modulepreload>. ` +
        `Views: transferred bytes in Chromium at ${MOBILE_DEVICE.width}×${MOBILE_DEVICE.height} DPR ${MOBILE_DEVICE.deviceScaleFactor} until load, the hydration loader + network idle; ` +
        `static view: HTML+CSS+JS (gzip 9) + preloaded fonts + priority image.`,
    );
  }
  if (results.taps) {
    console.log('');
    console.log(tapTextTable(results.taps.measures));
    console.log('');
    console.log(tapLegend(results.taps));
  }
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
    markdown: [
      ...(results.routes.length ? [markdownTable(results)] : []),
      ...(results.taps ? [tapMarkdownTable(results.taps.measures), tapLegend(results.taps)] : []),
    ].join('\n\n'),
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
