/**
 * The performance budgets (docs/performance.md, "The budgets, and why"), as data. One module for `npm run bench`
 * (scripts/bench) and the byte-budget test (tests/e2e/budgets.spec.ts), so the two can never disagree.
 *
 * Units: bytes are gzip bytes (zlib level 9) for JavaScript, transferred bytes for the first view;
 * times in milliseconds; Lighthouse scores 0–100.
 */
import {
  CATEGORY_PATH_PREFIX,
  NOT_FOUND_PATH,
  PAGE_PATHS,
  PRODUCT_PATH_PREFIX,
  contentPagePaths,
} from '../../data/routes';

export const KIB = 1024;

/**
 * The framework floor: gzip bytes (zlib level 9) of the JavaScript the only page of a bare Next app loads
 * (app/layout.tsx + app/page.tsx with a heading, `output: 'export'`, same Next/React as this project, Turbopack),
 * counted exactly as our pages are counted (scripts/bench/page-js.ts).
 *
 * The bench builds that app in every run and prints the live figure beside this one; the test uses this
 * constant so CI never builds a second app. Measured with Next 16.4.6 / React 19.3.1 on 2026-11-21
 * (`npm run bench`, "floor" line). Update it when Next or React is upgraded: the bench warns when the live
 * floor differs from it by more than FLOOR_DRIFT_WARNING_BYTES.
 */
export const FRAMEWORK_FLOOR_JS_GZIP_BYTES = 134_793;
export const FLOOR_DRIFT_WARNING_BYTES = 512;

/** 'shop': /shop and each category's page, which are the same page with other cards. */
export type RouteKind = 'content' | 'shop' | 'product';

/** How much JavaScript each kind of page may add over the framework floor. */
export const JS_ALLOWANCE_OVER_FLOOR_BYTES: Readonly<Record<RouteKind, number>> = {
  content: 8 * KIB,
  shop: 15 * KIB,
  product: 25 * KIB,
};

export function routeKind(route: string): RouteKind {
  if (route === PAGE_PATHS.shop || route.startsWith(CATEGORY_PATH_PREFIX)) return 'shop';
  if (route.startsWith(PRODUCT_PATH_PREFIX)) return 'product';
  return 'content';
}

/** The most gzip JavaScript bytes `route` may load on first view, given the floor. */
export function jsBudgetBytes(
  route: string,
  floorBytes: number = FRAMEWORK_FLOOR_JS_GZIP_BYTES,
): number {
  return floorBytes + JS_ALLOWANCE_OVER_FLOOR_BYTES[routeKind(route)];
}

/**
 * Text that only the backend client (supabase-js) contains: none may be in any page's first-load JavaScript.
 * supabase-js sends `X-Client-Info: supabase-js-<platform>/<version>`, and its packages name themselves.
 */
export const BACKEND_CLIENT_MARKERS: readonly RegExp[] = [
  /supabase-js/,
  /@supabase\//,
  /postgrest-js/,
];

/** A product page's first view (HTML, CSS, JS, fonts, above-the-fold images), transferred: 300 KB = 300,000 bytes. */
export const PRODUCT_FIRST_VIEW_MAX_BYTES = 300_000;

/**
 * What one design adds to the export, at most: files and bytes (0.8 MB = 800,000 bytes). At 1,040 designs
 * that is 15,600 files beside the shared ~1,000, within Cloudflare Pages' 20,000 a deployment, and 832 MB,
 * within GitHub Pages' 1 GB (docs/deploying.md). What a design's files are: ./design-files.ts.
 */
export const DESIGN_MAX_FILES = 15;
export const DESIGN_MAX_BYTES = 800_000;

/**
 * Lighthouse (mobile, default simulated throttling), on the median of the runs: these categories score 100
 * on every route, LCP and CLS stay within these limits. Performance and TBT are reported beside the
 * framework floor's, not held to a number: the floor alone measures 100–200 ms of TBT on these shared cores.
 * scripts/bench/lighthouse-assertions.ts turns this into Lighthouse CI assertions.
 */
export const LIGHTHOUSE_CATEGORIES_AT_100 = ['accessibility', 'best-practices', 'seo'] as const;
export type ScoredCategory = (typeof LIGHTHOUSE_CATEGORIES_AT_100)[number];
export const LCP_MAX_MS = 1_500;
export const CLS_MAX = 0.01;

/**
 * Lighthouse audits a page fails by design: SEO `is-crawlable` on the `noindex` pages (the not-found page;
 * the content pages not indexed, such as the cart, which every crawler sees empty). On those pages every
 * other audit of the category must pass.
 */
export const AUDITS_FAILED_BY_DESIGN: Readonly<Record<string, readonly string[]>> =
  Object.fromEntries(
    [NOT_FOUND_PATH, ...contentPagePaths({ indexed: false })].map((path) => [
      path,
      ['is-crawlable'],
    ]),
  );

/** A clean `npm run build` (rm -rf .next out first), generated images included, on 2 cores. */
export const CLEAN_BUILD_MAX_MS = 60_000;

/**
 * A tap made at first paint on the phone profile: what HTML and CSS run (the menu, the gallery's
 * thumbnails, sizes, the shop's sort) shows within this long of the tap; what script runs, within this
 * long of hydration. Never lost, never run twice.
 */
export const PLATFORM_TAP_MAX_MS = 100;
export const REPLAY_AFTER_HYDRATION_MAX_MS = 100;
