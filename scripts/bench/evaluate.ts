/**
 * The bench's results as data, and the budgets they miss: every miss is a sentence naming the route, the
 * figure and the budget, so the exit message says what to fix.
 */
import { NOT_FOUND_PATH } from '../../data/routes';
import {
  CLEAN_BUILD_MAX_MS,
  FLOOR_DRIFT_WARNING_BYTES,
  FRAMEWORK_FLOOR_JS_GZIP_BYTES,
  JS_ALLOWANCE_OVER_FLOOR_BYTES,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  type RouteKind,
} from './budgets';
import { kb, kib, seconds } from './figures';
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

/** The framework floor, built in the run and measured like a route: what the framework alone costs. */
export interface FloorFigures {
  buildMs: number;
  js: PageScripts;
  staticFirstView: StaticFirstView;
  firstView?: FirstViewWeight;
  lighthouse?: LighthouseSummary;
}

export interface BenchResults {
  /** The clean build, when built in this run. */
  buildMs?: number;
  /** The plain build the tap measure compares with, when built in this run. */
  plainBuildMs?: number;
  /** Measured with the routes (not with --taps-only). */
  floor?: FloorFigures;
  routes: RouteResult[];
  taps?: TapResults;
  /** Routes (or the floor) Lighthouse could not audit, with why. */
  lighthouseFailures?: string[];
}

/** Every budget the results miss, one sentence each. */
export function budgetMisses(results: BenchResults): string[] {
  const misses: string[] = [];
  if (results.buildMs !== undefined && results.buildMs > CLEAN_BUILD_MAX_MS) {
    misses.push(`clean build: ${seconds(results.buildMs)} > ${CLEAN_BUILD_MAX_MS / 1000} s`);
  }
  for (const { route, kind, js, staticFirstView, firstView, lighthouse } of results.routes) {
    if (js.gzipBytes > js.budgetBytes) {
      const allowance = JS_ALLOWANCE_OVER_FLOOR_BYTES[kind];
      misses.push(
        `${route}: JS ${kib(js.gzipBytes)} KiB > budget ${kib(js.budgetBytes)} KiB ` +
          `(floor ${kib(js.budgetBytes - allowance)} KiB + ${kib(allowance)} KiB; ` +
          `over by ${kib(js.gzipBytes - js.budgetBytes)} KiB)`,
      );
    }
    if (js.backendClientScripts.length > 0) {
      misses.push(
        `${route}: the backend client (supabase-js) is in first-load JS: ${js.backendClientScripts.join(', ')}`,
      );
    }
    const missingFiles = [...new Set([...js.missingFiles, ...staticFirstView.missingFiles])];
    if (missingFiles.length > 0) {
      misses.push(`${route}: references files missing from out/: ${missingFiles.join(', ')}`);
    }
    if (kind === 'product' && firstView && firstView.total > PRODUCT_FIRST_VIEW_MAX_BYTES) {
      misses.push(
        `${route}: first view ${kb(firstView.total)} KB > ${kb(PRODUCT_FIRST_VIEW_MAX_BYTES)} KB transferred`,
      );
    }
    if (lighthouse) misses.push(...lighthouse.misses);
  }
  for (const failure of results.lighthouseFailures ?? [])
    misses.push(`Lighthouse failed on ${failure}`);
  if (results.taps) misses.push(...tapMisses(results.taps.measures));
  return misses;
}

/** Things worth a look that are not budget misses. */
export function warnings(results: BenchResults): string[] {
  const notes: string[] = [];
  const floorBytes = results.floor?.js.gzipBytes ?? FRAMEWORK_FLOOR_JS_GZIP_BYTES;
  const drift = floorBytes - FRAMEWORK_FLOOR_JS_GZIP_BYTES;
  if (Math.abs(drift) > FLOOR_DRIFT_WARNING_BYTES) {
    notes.push(
      `the live floor (${floorBytes} B) differs from FRAMEWORK_FLOOR_JS_GZIP_BYTES ` +
        `(${FRAMEWORK_FLOOR_JS_GZIP_BYTES} B) by ${drift} B: update the constant in scripts/bench/budgets.ts`,
    );
  }
  for (const { route, js, firstView } of results.routes) {
    if (!firstView) continue;
    const expectedStatus = route === NOT_FOUND_PATH ? 404 : 200;
    if (firstView.status !== expectedStatus) {
      notes.push(`${route}: answered ${firstView.status}, expected ${expectedStatus}`);
    }
    const counted = new Set(js.scripts.map((script) => script.url));
    const fetched = new Set(firstView.pageScripts);
    const notFetched = [...counted].filter((url) => !fetched.has(url));
    const notCounted = [...fetched].filter((url) => !counted.has(url));
    if (notFetched.length || notCounted.length) {
      notes.push(
        `${route}: the static JS measure and Chromium disagree: counted but not fetched by the page ` +
          `[${notFetched.join(', ')}], fetched by the page but not counted [${notCounted.join(', ')}]`,
      );
    }
  }
  if (results.taps) notes.push(...tapWarnings(results.taps.measures));
  return notes;
}
