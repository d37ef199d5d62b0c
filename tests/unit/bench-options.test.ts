/**
 * @jest-environment node
 *
 * `npm run bench`'s command line: the budgets run's options and their defaults, and the A/B mode's.
 */
import { DEFAULT_AB_ROUTES, DEFAULT_AB_RUNS, parseBenchArgs } from '@/scripts/bench/options';
import { allRoutes } from '@/scripts/site-routes';

describe('parseBenchArgs: the budgets run', () => {
  it('measures everything by default, which is the run that rewrites docs/performance.md', () => {
    expect(parseBenchArgs([])).toMatchObject({
      mode: 'budgets',
      build: true,
      routes: allRoutes(),
      runs: 3,
      lighthouse: true,
      tapRuns: 3,
      full: true,
    });
  });

  it('narrows to the routes given, and is then not a full run', () => {
    const options = parseBenchArgs(['--no-build', '--routes', '/, /shop', '--runs', '1']);
    expect(options).toMatchObject({ build: false, routes: ['/', '/shop'], runs: 1, full: false });
  });

  it('refuses an unknown route, naming the known ones, and a count that is not a positive integer', () => {
    expect(() => parseBenchArgs(['--routes', '/nope'])).toThrow(
      /unknown route\(s\) \/nope\. Known: \//,
    );
    expect(() => parseBenchArgs(['--tap-runs', '0'])).toThrow(
      /--tap-runs must be a positive integer/,
    );
    expect(() => parseBenchArgs(['--taps-only', '--skip-taps'])).toThrow(/exclude each other/);
  });
});

describe('parseBenchArgs: --ab', () => {
  it('measures the default routes, 5 loads per side, building the working tree', () => {
    expect(parseBenchArgs(['--ab', '3847ad2'])).toEqual({
      mode: 'ab',
      commit: '3847ad2',
      build: true,
      routes: DEFAULT_AB_ROUTES,
      runs: DEFAULT_AB_RUNS,
    });
    expect(DEFAULT_AB_ROUTES).toEqual(['/', '/shop', '/products/milk-bar']);
    expect(DEFAULT_AB_RUNS).toBe(5);
  });

  it('takes the loads per side, the routes and --no-build', () => {
    expect(
      parseBenchArgs(['--ab', 'main', '--ab-runs', '3', '--routes', '/shop', '--no-build']),
    ).toEqual({ mode: 'ab', commit: 'main', build: false, routes: ['/shop'], runs: 3 });
  });

  it('refuses the budgets run’s options, naming them, and --ab-runs without --ab', () => {
    expect(() => parseBenchArgs(['--ab', 'main', '--skip-lighthouse', '--tap-runs', '2'])).toThrow(
      '--ab measures first views and taps only: drop --skip-lighthouse, --tap-runs',
    );
    expect(() => parseBenchArgs(['--ab-runs', '3'])).toThrow('--ab-runs needs --ab <commit>');
    expect(() => parseBenchArgs(['--ab', 'main', '--ab-runs', 'many'])).toThrow(
      /--ab-runs must be a positive integer/,
    );
    expect(() => parseBenchArgs(['--ab', ' '])).toThrow(/--ab needs a commit/);
  });

  it('refuses an option it does not know', () => {
    expect(() => parseBenchArgs(['--abb', 'main'])).toThrow(/Unknown option '--abb'/);
  });
});
