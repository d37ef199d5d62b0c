/**
 * The bench's results as data, and the budgets they miss: every miss is a sentence naming the route, the
 * figure and the budget, so the exit message says what to fix.
 */
import {
  CLEAN_BUILD_MAX_MS,
  FLOOR_DRIFT_WARNING_BYTES,
  FRAMEWORK_FLOOR_JS_GZIP_BYTES,
  KIB,
  NOT_FOUND_ROUTE,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  type RouteKind,
} from './budgets';
import type { FirstViewWeight } from './first-view';
import type { LighthouseSummary } from './lighthouse-ci';
import type { PageScripts, StaticFirstView } from './page-js';
import { tapMisses, tapWarnings, type TapResults } from './tap-results';

export interface RouteResult {
  route: string;
  kind: RouteKind;
  js: PageScripts & { budgetBytes: number };
  staticFirstView: StaticFirstView;
  firstView?: FirstViewWeight;
  lighthouse?: LighthouseSummary;
}

export interface FloorFigures {
  gzipBytes: number;
  rawBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  buildMs: number;
  /** 'built' in this run, or 'constant' (FRAMEWORK_FLOOR_JS_GZIP_BYTES) when the floor build was skipped. */
  source: 'built' | 'constant';
  /** Measured like a route when the floor was built: what the framework alone scores, for comparison. */
  staticFirstView?: StaticFirstView;
  firstView?: FirstViewWeight;
  lighthouse?: LighthouseSummary;
}

export interface BenchResults {
  buildMs?: number;
  /** 'clean': .next and out/ removed first; 'cold': the generated images and their cache too. */
  buildKind?: 'clean' | 'cold';
  /** The plain build the tap measure compares with, when built in this run. */
  plainBuildMs?: number;
  floor: FloorFigures;
  routes: RouteResult[];
  /** The tap measure (taps at first paint, our build beside the plain build), unless skipped. */
  taps?: TapResults;
  /** Routes (or the floor) Lighthouse could not audit, with why. */
  lighthouseFailures?: string[];
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every budget the results miss, one sentence each. */
export function budgetMisses(results: BenchResults): string[] {
  const misses: string[] = [];
  if (results.buildMs !== undefined && results.buildMs > CLEAN_BUILD_MAX_MS) {
    misses.push(
      `${results.buildKind ?? 'clean'} build: ${(results.buildMs / 1000).toFixed(1)} s > ${CLEAN_BUILD_MAX_MS / 1000} s`,
    );
  }
  for (const result of results.routes) {
    const { route, js } = result;
    if (js.gzipBytes > js.budgetBytes) {
      misses.push(
        `${route}: JS ${kib(js.gzipBytes)} > budget ${kib(js.budgetBytes)} ` +
          `(floor ${kib(results.floor.gzipBytes)} + ${kib(js.budgetBytes - results.floor.gzipBytes)}; ` +
          `over by ${kib(js.gzipBytes - js.budgetBytes)})`,
      );
    }
    if (js.backendClientScripts.length > 0) {
      misses.push(
        `${route}: the backend client (supabase-js) is in first-load JS: ${js.backendClientScripts.join(', ')}`,
      );
    }
    const missingFiles = [...new Set([...js.missingFiles, ...result.staticFirstView.missingFiles])];
    if (missingFiles.length > 0) {
      misses.push(`${route}: references files missing from out/: ${missingFiles.join(', ')}`);
    }
    if (
      result.kind === 'product' &&
      result.firstView &&
      result.firstView.total > PRODUCT_FIRST_VIEW_MAX_BYTES
    ) {
      misses.push(
        `${route}: first view ${kb(result.firstView.total)} > ${kb(PRODUCT_FIRST_VIEW_MAX_BYTES)} transferred`,
      );
    }
    if (result.lighthouse) misses.push(...result.lighthouse.misses);
  }
  for (const failure of results.lighthouseFailures ?? [])
    misses.push(`Lighthouse failed on ${failure}`);
  if (results.taps) misses.push(...tapMisses(results.taps.measures));
  return misses;
}

/** Things worth a look that are not budget misses. */
export function warnings(results: BenchResults): string[] {
  const notes: string[] = [];
  const drift = results.floor.gzipBytes - FRAMEWORK_FLOOR_JS_GZIP_BYTES;
  if (results.floor.source === 'built' && Math.abs(drift) > FLOOR_DRIFT_WARNING_BYTES) {
    notes.push(
      `the live floor (${results.floor.gzipBytes} B) differs from FRAMEWORK_FLOOR_JS_GZIP_BYTES ` +
        `(${FRAMEWORK_FLOOR_JS_GZIP_BYTES} B) by ${drift} B: update the constant in scripts/bench/budgets.ts`,
    );
  }
  for (const result of results.routes) {
    const { firstView } = result;
    if (!firstView) continue;
    const expectedStatus = result.route === NOT_FOUND_ROUTE ? 404 : 200;
    if (firstView.status !== expectedStatus) {
      notes.push(`${result.route}: answered ${firstView.status}, expected ${expectedStatus}`);
    }
    const counted = new Set(result.js.scripts.map((script) => script.url));
    const fetched = new Set(firstView.pageScripts);
    const notFetched = [...counted].filter((url) => !fetched.has(url));
    const notCounted = [...fetched].filter((url) => !counted.has(url));
    if (notFetched.length || notCounted.length) {
      notes.push(
        `${result.route}: the static JS measure and Chromium disagree: counted but not fetched by the page ` +
          `[${notFetched.join(', ')}], fetched by the page but not counted [${notCounted.join(', ')}]`,
      );
    }
  }
  if (results.taps) notes.push(...tapWarnings(results.taps));
  return notes;
}
