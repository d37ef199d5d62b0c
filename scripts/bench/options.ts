/**
 * `npm run bench`'s command line (docs/performance.md documents each option): the budgets run, or with
 * `--ab <commit>` the first-view A/B against that commit. Pure: tested in tests/unit/bench-options.test.ts.
 */
import { parseArgs } from 'node:util';
import { PAGE_PATHS } from '../../data/routes';
import { allRoutes, categoryRoutes, productRoutes } from '../site-routes';
import { parseCatalogueSize } from './catalogue-content';
import { DEFAULT_TAP_ROUTES } from './tap-controls';

/** The budgets run (main.ts). */
interface BudgetsOptions {
  mode: 'budgets';
  build: boolean;
  routes: string[];
  /** Lighthouse runs per route. */
  runs: number;
  lighthouse: boolean;
  tapRoutes: string[];
  tapRuns: number;
  /** Nothing left out or narrowed: the results are the ones docs/performance.md shows. */
  full: boolean;
}

/** The A/B (ab.ts): the working tree (B) against a commit (A). */
export interface AbOptions {
  mode: 'ab';
  /** As given: a sha, a branch, `HEAD~1`… */
  commit: string;
  /** Build the working tree (else measure its existing out/). */
  build: boolean;
  routes: string[];
  /** Loads per side of each route and each tapped control. */
  runs: number;
}

/** The catalogue bench (catalogue.ts): the shop built `size` times over beside its own catalogue. */
export interface CatalogueOptions {
  mode: 'catalogue';
  /** How many times over the big catalogue holds each of the shop's designs (1: the shop's own alone). */
  size: number;
  /** Build both catalogues (else measure the sites an earlier run built, keeping its build figures). */
  build: boolean;
  routes: string[];
  /** Loads per side of each route and each tapped control. */
  runs: number;
  /**
   * On the default routes: the table of every size goes into docs/performance.md, from the latest report of
   * each (with --no-build, this run's loads beside the builds the last run of its size reported).
   */
  full: boolean;
}

export type BenchOptions = BudgetsOptions | AbOptions | CatalogueOptions | { mode: 'help' };

/** The routes the A/B measures by default: the home page, the shop and a product page. */
export const DEFAULT_AB_ROUTES = DEFAULT_TAP_ROUTES;
export const DEFAULT_AB_RUNS = 5;
const DEFAULT_LIGHTHOUSE_RUNS = 3;
const DEFAULT_TAP_RUNS = 3;

/**
 * The routes the catalogue bench loads by default: those whose pages show the catalogue (the home page's
 * featured designs, the shop, a category, a product's page with its related designs, the featured reviews).
 * The others do not change with it.
 */
export function defaultCatalogueRoutes(): string[] {
  return [
    PAGE_PATHS.home,
    PAGE_PATHS.shop,
    categoryRoutes()[0]!,
    productRoutes()[0]!,
    PAGE_PATHS.reviews,
  ];
}

/** Options of the budgets run that mean nothing in the A/B. */
const BUDGETS_ONLY = [
  'runs',
  'skip-lighthouse',
  'skip-taps',
  'taps-only',
  'tap-routes',
  'tap-runs',
] as const;

/** A comma-separated list of routes, each one the site has. */
function routeList(value: string, option: string): string[] {
  const known = allRoutes();
  const routes = value.split(',').map((route) => route.trim());
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

/** The options `args` (the command line after `npm run bench --`) give; throws, saying why, on a bad one. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      ab: { type: 'string' },
      'ab-runs': { type: 'string' },
      catalogue: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string' },
      'skip-lighthouse': { type: 'boolean', default: false },
      'skip-taps': { type: 'boolean', default: false },
      'taps-only': { type: 'boolean', default: false },
      'tap-routes': { type: 'string' },
      'tap-runs': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return { mode: 'help' };

  if (values.catalogue !== undefined) {
    const misplaced = [...BUDGETS_ONLY, 'ab' as const].filter(
      (option) => values[option] !== undefined && values[option] !== false,
    );
    if (misplaced.length)
      throw new Error(
        `--catalogue measures builds, weights, first views and the shop's taps only: drop ${misplaced.map((option) => `--${option}`).join(', ')}`,
      );
    return {
      mode: 'catalogue',
      size: parseCatalogueSize(values.catalogue),
      build: !values['no-build'],
      routes: values.routes ? routeList(values.routes, '--routes') : defaultCatalogueRoutes(),
      runs: positiveInteger(values['ab-runs'] ?? String(DEFAULT_AB_RUNS), '--ab-runs'),
      full: !values.routes,
    };
  }

  if (values.ab !== undefined) {
    const misplaced = BUDGETS_ONLY.filter((option) => values[option]);
    if (misplaced.length)
      throw new Error(
        `--ab measures first views and taps only: drop ${misplaced.map((option) => `--${option}`).join(', ')}`,
      );
    if (!values.ab.trim()) throw new Error('--ab needs a commit, e.g. --ab main or --ab 3847ad2');
    return {
      mode: 'ab',
      commit: values.ab.trim(),
      build: !values['no-build'],
      routes: routeList(values.routes ?? DEFAULT_AB_ROUTES.join(','), '--routes'),
      runs: positiveInteger(values['ab-runs'] ?? String(DEFAULT_AB_RUNS), '--ab-runs'),
    };
  }
  if (values['ab-runs'] !== undefined)
    throw new Error('--ab-runs needs --ab <commit> or --catalogue <size>');

  const tapsOnly = values['taps-only'];
  if (tapsOnly && values['skip-taps'])
    throw new Error('--taps-only and --skip-taps exclude each other');
  return {
    mode: 'budgets',
    build: !values['no-build'],
    // --taps-only measures no route's bytes, views or Lighthouse scores.
    routes: tapsOnly ? [] : values.routes ? routeList(values.routes, '--routes') : allRoutes(),
    runs: positiveInteger(values.runs ?? String(DEFAULT_LIGHTHOUSE_RUNS), '--runs'),
    lighthouse: !values['skip-lighthouse'] && !tapsOnly,
    tapRoutes: values['skip-taps']
      ? []
      : routeList(values['tap-routes'] ?? DEFAULT_TAP_ROUTES.join(','), '--tap-routes'),
    tapRuns: positiveInteger(values['tap-runs'] ?? String(DEFAULT_TAP_RUNS), '--tap-runs'),
    full: !(
      values.routes ||
      values['skip-lighthouse'] ||
      values['skip-taps'] ||
      tapsOnly ||
      values['tap-routes']
    ),
  };
}
