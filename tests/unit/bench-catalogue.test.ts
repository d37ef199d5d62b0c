/**
 * @jest-environment node
 *
 * The catalogue bench (`npm run bench -- --catalogue 10x`): the catalogue it writes from a seed of the test's
 * own (tests/fixtures/catalogue-seed), the steps of `npm run build` it times, its command line and its table.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readContent } from '@/data/read-content';
import type { DesignContent } from '@/data/schema/design';
import { buildSteps, cpuMsOf, peakRssOf } from '@/scripts/bench/build-steps';
import {
  changeOneDesign,
  parseCatalogueSize,
  writeCatalogueContent,
} from '@/scripts/bench/catalogue-content';
import {
  catalogueTable,
  stepName,
  stepsTable,
  type CatalogueRun,
} from '@/scripts/bench/catalogue-results';
import type { AbRow } from '@/scripts/bench/ab-results';
import type { BenchOptions } from '@/scripts/bench/options';

const ROOT = path.resolve(__dirname, '../..');
const SEED = 'tests/fixtures/catalogue-seed';
const SEED_DIR = path.join(ROOT, SEED);

const designsIn = (dir: string): DesignContent[] =>
  readdirSync(path.join(dir, 'designs'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, 'designs', name), 'utf8')));

describe('writeCatalogueContent', () => {
  let scratch: string;
  beforeEach(() => {
    mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
    scratch = mkdtempSync(path.join(ROOT, '.cache/catalogue-test-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('writes every design the given times over, each with its own number, address and name, and the whole passes the content check', () => {
    const to = path.join(scratch, 'content');
    expect(writeCatalogueContent(SEED_DIR, to, 4)).toBe(12);
    const designs = designsIn(to);
    expect(designs).toHaveLength(12);
    for (const key of ['id', 'slug', 'name'] as const)
      expect(new Set(designs.map((design) => design[key])).size).toBe(12);
    const { content, faults } = readContent(to);
    expect(faults).toEqual([]);
    expect(content?.designs).toHaveLength(12);
    // Each copy in its own round of numbers: the seed's highest is 5, so copy 2 of number 1 is 6.
    expect(designs.find((design) => design.slug === 'nap-queen-2')).toMatchObject({
      id: 6,
      name: 'Nap Queen Sweatshirt No. 2',
      category: 'Humor',
    });
  });

  it('keeps the pages’ copy, whose featured reviews name designs of the catalogue', () => {
    const to = path.join(scratch, 'content');
    writeCatalogueContent(SEED_DIR, to, 3);
    const reviews = JSON.parse(readFileSync(path.join(to, 'pages/reviews.json'), 'utf8')) as {
      featured: { product: string }[];
    };
    const names = new Set(designsIn(to).map((design) => design.name));
    expect(reviews.featured.length).toBeGreaterThan(0);
    for (const { product } of reviews.featured) expect(names).toContain(product);
    for (const page of ['home', 'about', 'size-guide', 'reviews'])
      expect(readFileSync(path.join(to, `pages/${page}.json`), 'utf8')).toBe(
        readFileSync(path.join(SEED_DIR, `pages/${page}.json`), 'utf8'),
      );
  });

  it('at 1x writes the seed’s designs as they are, less their photos', () => {
    const to = path.join(scratch, 'content');
    writeCatalogueContent(SEED_DIR, to, 1);
    const seed = designsIn(SEED_DIR);
    const written = designsIn(to);
    expect(written.map((design) => design.slug)).toEqual(seed.map((design) => design.slug));
    const drawn = seed.filter((design) => !design.photos);
    for (const design of drawn)
      expect(written.find((entry) => entry.slug === design.slug)).toEqual(design);
  });

  it('draws every copy: no photo named (the bench builds with none), a different print per copy', () => {
    const to = path.join(scratch, 'content');
    writeCatalogueContent(SEED_DIR, to, 3);
    const designs = designsIn(to);
    expect(designs.filter((design) => design.photos)).toEqual([]);
    // The seed's garden-mama is photographed only: each copy is drawn from a print of its name.
    expect(designs.find((design) => design.slug === 'garden-mama')?.print?.lines).toEqual([
      'Garden Mama Sweatshirt',
    ]);
    const prints = designs.map((design) => JSON.stringify(design.print));
    expect(new Set(prints).size).toBe(designs.length);
  });

  it('refuses a copy whose address is another design’s, rather than overwrite it', () => {
    const seed = path.join(scratch, 'seed');
    const to = path.join(scratch, 'content');
    writeCatalogueContent(SEED_DIR, seed, 1);
    const [first] = designsIn(seed);
    const clash = { ...first!, id: 99, slug: `${first!.slug}-2`, name: 'Another name' };
    writeFileSync(path.join(seed, 'designs', `${clash.slug}.json`), JSON.stringify(clash));
    expect(() => writeCatalogueContent(seed, to, 2)).toThrow(/EEXIST/);
  });

  it('changes one design as the owner would: the newest, its price and its print', () => {
    const to = path.join(scratch, 'content');
    writeCatalogueContent(SEED_DIR, to, 2);
    const before = designsIn(to);
    const change = changeOneDesign(to);
    const after = designsIn(to);
    const changed = after.filter(
      (design, index) => JSON.stringify(design) !== JSON.stringify(before[index]),
    );
    expect(changed.map((design) => design.id)).toEqual([10]);
    const original = before.find((design) => design.id === 10)!;
    expect(changed[0]!.price).toBe(Math.round(original.price * 90) / 100);
    expect(changed[0]!.print?.lines[0]).not.toBe(original.print?.lines[0]);
    expect(change).toContain(original.name);
    expect(readContent(to).faults).toEqual([]);
  });
});

describe('parseCatalogueSize', () => {
  it('reads a size such as 10x, and refuses anything else', () => {
    expect(parseCatalogueSize('10x')).toBe(10);
    expect(parseCatalogueSize('1x')).toBe(1);
    for (const bad of ['10', 'x10', '0x', 'tenx', '2.5x'])
      expect(() => parseCatalogueSize(bad)).toThrow(/--catalogue takes a size such as 10x/);
  });
});

describe('parseBenchArgs: --catalogue', () => {
  let parse: (args: string[]) => BenchOptions;
  beforeAll(() => {
    // The default routes come from the catalogue: the seed's, read afresh.
    process.env.CONTENT_DIR = SEED;
    jest.isolateModules(() => {
      parse = (
        jest.requireActual('@/scripts/bench/options') as typeof import('@/scripts/bench/options')
      ).parseBenchArgs;
    });
  });
  afterAll(() => {
    delete process.env.CONTENT_DIR;
  });

  it('builds and loads the pages that show the catalogue, 5 loads per side: the run that writes the docs’ table', () => {
    expect(parse(['--catalogue', '40x'])).toEqual({
      mode: 'catalogue',
      size: 40,
      build: true,
      routes: ['/', '/shop', '/shop/humor', '/products/nap-queen', '/reviews'],
      runs: 5,
      full: true,
    });
  });

  it('takes --no-build, --routes and --ab-runs; on other routes than its own it is not the full run', () => {
    expect(
      parse(['--catalogue', '10x', '--no-build', '--routes', '/shop', '--ab-runs', '2']),
    ).toMatchObject({ build: false, routes: ['/shop'], runs: 2, full: false });
    // Fewer loads are less sure, and the table says how many; without a build, the last build's figures stay.
    expect(parse(['--catalogue', '10x', '--ab-runs', '3'])).toMatchObject({ runs: 3, full: true });
    expect(parse(['--catalogue', '10x', '--no-build'])).toMatchObject({ build: false, full: true });
  });

  it('refuses what it does not measure, naming it', () => {
    expect(() => parse(['--catalogue', '10x', '--skip-lighthouse', '--ab', 'main'])).toThrow(
      "--catalogue measures builds, weights, first views and the shop's taps only: drop --skip-lighthouse, --ab",
    );
  });
});

describe('buildSteps', () => {
  it('opens every npm run of the build into its commands, with their pre- and post- scripts, in order', () => {
    const scripts = {
      prebuild: 'npm run content && npm run images',
      content: 'tsx scripts/content/check.ts',
      preimages: 'tsx scripts/images/clean.ts',
      images: 'tsx scripts/images/generate.ts',
      build: 'next build',
      postbuild: 'tsx scripts/export/a.ts && tsx scripts/export/b.ts',
      test: 'jest',
    };
    expect(buildSteps(scripts)).toEqual([
      { script: 'content', command: 'tsx scripts/content/check.ts' },
      { script: 'preimages', command: 'tsx scripts/images/clean.ts' },
      { script: 'images', command: 'tsx scripts/images/generate.ts' },
      { script: 'build', command: 'next build' },
      { script: 'postbuild', command: 'tsx scripts/export/a.ts' },
      { script: 'postbuild', command: 'tsx scripts/export/b.ts' },
    ]);
  });

  it('refuses a script it could not time as npm runs it, and one that runs itself', () => {
    expect(() => buildSteps({ build: 'next build; echo done' })).toThrow(/joined by &&/);
    expect(() => buildSteps({ build: 'next build || true' })).toThrow(/joined by &&/);
    expect(() => buildSteps({ build: 'npm run again', again: 'npm run build' })).toThrow(
      /run build within itself/,
    );
    expect(() => buildSteps({ build: 'npm run nothing' })).toThrow(/no script "nothing"/);
  });

  it('times every command of the project’s own build, each a file that exists', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = buildSteps(scripts).map((step) => step.command);
    expect(commands).toContain('next build');
    for (const command of commands.filter((entry) => entry.startsWith('tsx ')))
      expect(readdirSync(path.dirname(path.join(ROOT, command.slice(4))))).toContain(
        path.basename(command),
      );
  });
});

describe('GNU time’s report', () => {
  const report =
    '\tUser time (seconds): 1.20\n\tSystem time (seconds): 0.35\n\tMaximum resident set size (kbytes): 953124\n';

  it('gives the peak memory, in KiB, and the CPU time, user and system, in ms', () => {
    expect(peakRssOf(report)).toBe(953124);
    expect(cpuMsOf(report)).toBe(1550);
  });

  it('gives nothing it does not hold', () => {
    expect(peakRssOf('Command terminated by signal 9')).toBeNull();
    expect(cpuMsOf('\tUser time (seconds): 1.20\n')).toBeNull();
  });
});

describe('the catalogue’s table', () => {
  const step = (command: string, seconds: number, peakMiB: number, failure?: string) => ({
    script: 'build',
    command,
    ms: seconds * 1000,
    cpuMs: seconds * 500,
    peakRssKiB: peakMiB * 1024,
    ...(failure ? { failure } : {}),
  });
  const site = (files: number, shopGzip: number) => ({
    files,
    bytes: files * 30_000,
    headers: { rules: files / 10, longestLine: files / 2 },
    shop: { route: '/shop', bytes: shopGzip * 6, gzipBytes: shopGzip },
    heaviestCategory: { route: '/shop/floral', bytes: shopGzip * 6, gzipBytes: shopGzip },
  });
  const figure = (median: number, failure: string | null = null) => ({
    values: [median],
    median,
    min: median,
    max: median,
    count: 1,
    of: 1,
    failure,
  });
  const abRow = (route: string, measure: string, a: number, b: number | string): AbRow => ({
    route,
    measure,
    a: figure(a),
    b: typeof b === 'number' ? figure(b) : figure(0, b),
    ratio: typeof b === 'number' ? b / a : null,
    bFaster: 0,
    p: 1,
  });
  const run: CatalogueRun = {
    finishedAt: '2026-11-28T20:00:00.000Z',
    label: 'the working tree',
    base: {
      size: 1,
      designs: 26,
      build: {
        steps: [step('tsx scripts/images/generate.ts', 20, 300), step('next build', 40, 950)],
      },
      site: site(2000, 68_000),
    },
    grown: {
      size: 10,
      designs: 260,
      build: {
        steps: [step('tsx scripts/images/generate.ts', 200, 600), step('next build', 100, 960)],
      },
      site: site(17_000, 182_000),
    },
    secondBuild: {
      change: 'one',
      build: {
        steps: [step('tsx scripts/images/generate.ts', 6, 300), step('next build', 84, 900)],
      },
    },
    abRuns: 5,
    ab: [
      abRow('/', 'LCP', 400, 1000),
      abRow('/shop', 'LCP', 800, 1600),
      abRow('/shop', 'category tap→effect', 40, 'ERROR 5/5'),
      abRow('/shop', 'category tap→effect, hydrated', 50, 400),
      abRow('/shop/humor', 'category tap→effect, hydrated', 50, 100),
      abRow('/shop', 'sort tap→effect, hydrated', 100, 300),
      abRow('/shop/humor', 'sort tap→effect, hydrated', 10, 200),
      abRow('/shop/humor', 'category tap→drawn, hydrated', 80, 120),
    ],
  };

  it('sets each size beside the shop’s own: builds per design, against the shop’s first build, the heaviest figures', () => {
    const table = catalogueTable([run]);
    const cells = (label: string) =>
      table
        .split('\n')
        .find((line) => line.startsWith(`| ${label}`))
        ?.split('|')
        .slice(2, -1)
        .map((cell) => cell.trim());
    expect(table.split('\n')[0]).toBe('|  | 26 designs | 260 designs |');
    expect(cells('first `npm run build`')).toEqual([
      '1.0 min (2.3 s a design)',
      '5.0 min (1.2 s a design)',
    ]);
    expect(cells('second build')).toEqual(['–', '1.5 min (1.50×)']);
    expect(cells('largest step’s peak memory')).toEqual(['950 (next build)', '960 (next build)']);
    expect(cells('export: files')).toEqual(['2,000, 60', '17,000, 510']);
    expect(cells('/shop HTML')).toEqual(['68 KB (408 KB raw)', '182 KB (1,092 KB raw)']);
    // LCP by its ratio, as the issue holds it; a tap by what B waits (a few ms make a ratio of noise).
    expect(cells('LCP, worst route')).toEqual(['–', '2.50× (/)']);
    expect(cells('sort tap → effect, hydrated')).toEqual(['100 ms', '300 ms (3.00×, /shop)']);
    // A tap that failed on the big catalogue is what the row shows, whatever the other routes gave.
    expect(cells('category tap → effect, at first paint')).toEqual(['40 ms', 'ERROR 5/5 (/shop)']);
    expect(cells('category tap → effect, hydrated')).toEqual(['50 ms', '400 ms (8.00×, /shop)']);
    // To the end of the frame that shows it; none measured (a report from before the probe drew it): –.
    expect(cells('category tap → drawn, hydrated')).toEqual([
      '80 ms',
      '120 ms (1.50×, /shop/humor)',
    ]);
    expect(cells('sort tap → drawn, hydrated')).toEqual(['–', '–']);
  });

  it('puts the latest run of each size in its own column, smallest first', () => {
    const bigger = {
      ...run,
      finishedAt: '2026-11-28T21:00:00.000Z',
      grown: { ...run.grown, size: 40, designs: 1040 },
    };
    const header = catalogueTable([bigger, run]).split('\n')[0];
    expect(header).toBe('|  | 26 designs | 260 designs | 1,040 designs |');
  });

  it('lists each step of every build with its time and peak memory, and where a build failed', () => {
    const failed: CatalogueRun = {
      ...run,
      grown: {
        ...run.grown,
        build: {
          steps: [
            step('tsx scripts/images/generate.ts', 200, 600),
            step('next build', 30, 4100, 'exit 134:\nheap out of memory'),
          ],
        },
      },
    };
    const table = stepsTable(failed);
    expect(table).toContain(
      '| images/generate | 20.0 s | 10.0 s | 300 | 200.0 s | 100.0 s | 600 | 6.0 s | 3.0 s | 300 |',
    );
    expect(table).toContain(
      '| next build | 40.0 s | 20.0 s | 950 | failed after 30.0 s | 15.0 s | 4,100 | 84.0 s | 42.0 s | 900 |',
    );
    expect(table).toContain(
      '| total | 60.0 s | 30.0 s | – | 230.0 s | 115.0 s | – | 90.0 s | 45.0 s | – |',
    );
    expect(catalogueTable([failed])).toContain('failed at next build after 3.8 min');
    expect(stepName({ command: 'tsx scripts/export/rewrite-pages.ts' })).toBe(
      'export/rewrite-pages',
    );
  });
});
