/**
 * @jest-environment node
 *
 * docs/performance.md: the bench rewrites only what lies between its markers, and what it writes is the same
 * text for the same results, formatted as `prettier --check` expects.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { KIB } from '@/scripts/bench/budgets';
import type { BenchResults } from '@/scripts/bench/evaluate';
import type { LighthouseSummary } from '@/scripts/bench/lighthouse-ci';
import {
  RESULTS_END,
  RESULTS_START,
  formatMarkdown,
  withResults,
} from '@/scripts/bench/performance-doc';
import { resultsMarkdown } from '@/scripts/bench/report';
import { lighthouseSummary, routeResult } from '@/tests/fixtures/bench-results';

const DOC = path.resolve(__dirname, '../../docs/performance.md');
const FLOOR = 130 * KIB;

/** A median run with figures that show in the table as they are rounded. */
const lighthouse = (overrides: Partial<LighthouseSummary> = {}) =>
  lighthouseSummary({
    scores: { ...lighthouseSummary().scores, performance: 98 },
    lcpMs: 1234.4,
    tbtMs: 150.2,
    ...overrides,
  });

const shop = routeResult('/shop', FLOOR + 9 * KIB, FLOOR, {
  lighthouse: lighthouse({ lcpMs: 1600, missedColumns: ['largest-contentful-paint'] }),
});
shop.staticFirstView.total = 216_300;

const { js, staticFirstView } = routeResult('/', FLOOR, FLOOR);
const results: BenchResults = {
  buildMs: 34_400,
  plainBuildMs: 20_100,
  floor: { buildMs: 12_000, js, staticFirstView, lighthouse: lighthouse({ tbtMs: 100 }) },
  routes: [shop],
};

const FACTS = {
  versions: { Next: '16.4.6', Lighthouse: '12.8.2' },
  cores: 2,
  lighthouseRuns: 3,
  minutes: 41.6,
};

describe('resultsMarkdown', () => {
  const markdown = resultsMarkdown(
    results,
    FACTS,
    ['/shop: Lighthouse largest-contentful-paint 1600'],
    [],
  );

  it('gives each route its JS against the floor and budget, Lighthouse figures, and TBT beside the floor', () => {
    const shopRow = markdown.split('\n').find((line) => line.startsWith('| /shop |'));
    expect(shopRow).toBe(
      '| /shop | 139.0 | +9.0 | 1.069 | 145.0 | – | 216.3 | 98 | 100 | 100 | 100 | 1600 ✗ | 150 | +50 | 0.000 |',
    );
    expect(markdown).toContain('| (floor: bare Next app, built) | 130.0 | +0.0 | 1.000 | – |');
  });

  it('names the versions, the builds and every miss', () => {
    expect(markdown).toContain('Next 16.4.6, Lighthouse 12.8.2; 2 CPU cores; 3 Lighthouse run(s)');
    expect(markdown).toContain('clean `npm run build` 34.4 s (budget 60.0 s), plain build 20.1 s');
    expect(markdown).toContain('### Misses\n\n- /shop: Lighthouse largest-contentful-paint 1600');
  });

  it('says when every budget is met', () => {
    expect(resultsMarkdown(results, FACTS, [], [])).toContain('None: every budget met.');
  });
});

describe('withResults', () => {
  const doc = `# Intro\n\n${RESULTS_START}\n\nold table\n\n${RESULTS_END}\n\nAfter.\n`;

  it('replaces what lies between the markers and nothing else', () => {
    const updated = withResults(doc, 'new table');
    expect(updated).toBe(`# Intro\n\n${RESULTS_START}\n\nnew table\n\n${RESULTS_END}\n\nAfter.\n`);
    expect(withResults(updated, 'new table')).toBe(updated);
  });

  it('refuses a doc without its markers', () => {
    expect(() => withResults('# Intro\n', 'table')).toThrow(/markers/);
  });
});

describe('formatMarkdown', () => {
  it('writes into docs/performance.md what prettier --check accepts', async () => {
    const text = await formatMarkdown(
      withResults(readFileSync(DOC, 'utf8'), resultsMarkdown(results, FACTS, [], [])),
      DOC,
    );
    const options = await prettier.resolveConfig(DOC);
    expect(await prettier.check(text, { ...options, filepath: DOC })).toBe(true);
  });
});
