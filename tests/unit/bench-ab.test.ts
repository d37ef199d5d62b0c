/**
 * @jest-environment node
 *
 * The first-view A/B (`npm run bench -- --ab <commit>`): the order the sides take turns in, each side's
 * medians and the ratio B/A, the table, and when the commit can share the working tree's node_modules.
 */
import { sameLockedPackages } from '@/scripts/bench/ab-build';
import { abControlsOn } from '@/scripts/bench/ab-measure';
import {
  abFaces,
  abMarkdown,
  abOrder,
  abProblems,
  abRows,
  abTableRows,
  ratioOf,
  sideFigure,
  type AbResults,
  type AbSide,
  type AbTapLoad,
  type AbViewLoad,
} from '@/scripts/bench/ab-results';
import { DEFAULT_AB_ROUTES } from '@/scripts/bench/options';
import { mannWhitneyP, smallerShare } from '@/scripts/bench/rank-test';
import { PHONE_PROFILE } from '@/scripts/bench/tap-meter';
import type { ProbeRecord } from '@/scripts/bench/tap-probe';
import { classifyRun } from '@/scripts/bench/tap-results';

describe('abOrder', () => {
  it('loads each side once per run, the side loaded first changing every run', () => {
    expect(abOrder(5)).toEqual([
      ['A', 'B'],
      ['B', 'A'],
      ['A', 'B'],
      ['B', 'A'],
      ['A', 'B'],
    ]);
  });

  it('gives both sides the same mean position over an even number of runs, so a steady drift cancels', () => {
    const meanPosition = (side: AbSide) => {
      const positions = abOrder(6).flatMap((run, index) => index * 2 + run.indexOf(side));
      return positions.reduce((sum, position) => sum + position, 0) / positions.length;
    };
    expect(meanPosition('A')).toBe(meanPosition('B'));
  });
});

describe('abControlsOn', () => {
  it('taps on the default routes the controls whose answer waits for hydration, and a category at first paint and hydrated', () => {
    const tapped = DEFAULT_AB_ROUTES.flatMap((route) =>
      abControlsOn(route).map(({ control, moment }) => `${route} ${control.kind} at ${moment}`),
    );
    expect(tapped).toEqual([
      '/shop category at first paint',
      '/shop category at hydrated',
      '/products/milk-bar quantity at first paint',
      '/products/milk-bar share at first paint',
    ]);
  });
});

describe('sideFigure and ratioOf', () => {
  it('takes the median, fastest and slowest of the loads that gave a figure', () => {
    expect(sideFigure([900, null, 870, 1010, 880], 5)).toEqual({
      values: [900, 870, 1010, 880],
      median: 890,
      min: 870,
      max: 1010,
      count: 4,
      of: 5,
      failure: null,
    });
  });

  it('is B over A, and unknown when a side has no figure or a failed tap', () => {
    const a = sideFigure([1000, 1200, 1100], 3);
    const b = sideFigure([800, 900, 850], 3);
    expect(ratioOf(a, b)).toBeCloseTo(850 / 1100);
    expect(ratioOf(a, sideFigure([], 3))).toBeNull();
    expect(ratioOf(a, sideFigure([800], 3, 'LOST 2/3'))).toBeNull();
  });
});

describe('smallerShare and mannWhitneyP', () => {
  const a = [1000, 1100, 1200, 1300, 1400];

  it('counts the pairs in which B was faster, a tie as half', () => {
    expect(smallerShare(a, [900, 1000, 1500, 1600, 1700])).toBeCloseTo((5 + 0.5 + 4) / 25);
    expect(smallerShare(a, [])).toBeNull();
  });

  it('gives the exact two-sided p: 2 of the 252 orderings of 5 and 5 loads are fully apart', () => {
    expect(mannWhitneyP(a, [500, 600, 700, 800, 900])).toBeCloseTo(2 / 252);
    expect(mannWhitneyP([500, 600, 700, 800, 900], a)).toBeCloseTo(2 / 252);
  });

  it('puts the 5% line of 5 and 5 loads at 2 pairs of 25 the other way, as the tables do', () => {
    // B faster in 23 of 25 pairs: p = 2 × (1 + 1 + 2) / 252; in 22 of 25: 2 × (1 + 1 + 2 + 3) / 252.
    expect(mannWhitneyP(a, [500, 600, 700, 800, 1150])).toBeCloseTo(8 / 252);
    expect(mannWhitneyP(a, [500, 600, 700, 1050, 1150])).toBeCloseTo(14 / 252);
  });

  it('is 1 for interleaved loads, and takes sides of different sizes', () => {
    expect(mannWhitneyP([1, 3, 5, 7], [2, 4, 6, 8])).toBeGreaterThan(0.6);
    // 3 and 2 loads fully apart: 2 of the 10 orderings.
    expect(mannWhitneyP([10, 11, 12], [1, 2])).toBeCloseTo(2 / 10);
  });
});

const BRAND_FACES = ['Fraunces SemiBold', 'Nunito ExtraLight'];

/** An untouched load that painted at `fcp`, its largest paint at `lcp`, live at `hydrated`, in the brand's faces. */
function view(side: AbSide, run: number, fcp: number, lcp: number, hydrated: number): AbViewLoad {
  const record = {
    firstPaintMs: fcp,
    largestPaintMs: lcp,
    largestPaintOf: 'img',
    hydratedMs: hydrated,
  };
  return { side, run, record, faces: BRAND_FACES, error: null, pageErrors: [] };
}

/** How long after its effect's frame began the browser finished drawing it, in every tapped load here. */
const DRAWING_MS = 25;

/**
 * A load that painted at 900 ms, in which the tap at `tapAt` showed its effect `tapToEffect` later (none
 * when null), drawn DRAWING_MS after that.
 */
function tap(
  side: AbSide,
  run: number,
  tapToEffect: number | null,
  hydrated = 2000,
  tapAt = 1000,
): AbTapLoad {
  const record: ProbeRecord = {
    firstPaintMs: 900,
    actionMs: tapAt,
    actionOnTarget: true,
    stateAtAction: 'none',
    hydratedMs: hydrated,
    effectMs: tapToEffect === null ? null : tapAt + tapToEffect,
    effectDrawnMs: tapToEffect === null ? null : tapAt + tapToEffect + DRAWING_MS,
    twiceMs: null,
    undoneMs: null,
    finalState: tapToEffect === null ? 'none' : 'done',
    finishedMs: 4000,
    checkError: null,
  };
  const observation = { present: true, record, error: null, pageErrors: [] };
  return { side, run, ...observation, ...classifyRun(observation) };
}

const results: AbResults = {
  sides: {
    A: { label: '3847ad2 (notify.spec: wait)', buildMs: 41_000 },
    B: { label: 'the working tree (HEAD 3847ad2)', reused: 'out/ (--no-build)' },
  },
  profile: PHONE_PROFILE,
  runs: 3,
  routes: ['/products/milk-bar', '/shop'],
  views: [
    {
      route: '/products/milk-bar',
      loads: [
        view('A', 1, 880, 880, 2400),
        view('B', 1, 700, 700, 2000),
        view('B', 2, 720, 720, 2100),
        view('A', 2, 860, 900, 2500),
        {
          ...view('A', 3, 870, 890, 2450),
          faces: ['Liberation Serif (system)', 'DejaVu Sans (system)'],
        },
        { ...view('B', 3, 9000, 9000, 9000), faces: null, error: 'Timeout 60000ms exceeded.' },
      ],
    },
  ],
  taps: [
    {
      route: '/products/milk-bar',
      kind: 'quantity',
      moment: 'first paint',
      loads: [
        tap('A', 1, 1500, 2500),
        tap('B', 1, 1100, 2100),
        tap('B', 2, 1200, 2200),
        tap('A', 2, 1600, 2600),
        tap('A', 3, 1400, 2400),
        tap('B', 3, 1000, 2000),
      ],
    },
    {
      route: '/products/milk-bar',
      kind: 'share',
      moment: 'first paint',
      loads: [tap('A', 1, 1500), tap('B', 1, null), tap('B', 2, 1200), tap('A', 2, 1400)],
    },
    {
      route: '/products/milk-bar',
      kind: 'sort',
      moment: 'first paint',
      // Run 2 of A tapped at 2500 ms, after hydration at 2000: 50 ms from that tap says nothing of a tap
      // at first paint.
      loads: [tap('A', 1, 1500), tap('B', 1, 1000), tap('B', 2, 1200), tap('A', 2, 50, 2000, 2500)],
    },
    {
      route: '/shop',
      kind: 'category',
      runBy: 'platform',
      moment: 'first paint',
      loads: [tap('A', 1, 60), tap('B', 1, 20), tap('B', 2, 30), tap('A', 2, 70)],
    },
    {
      route: '/shop',
      kind: 'category',
      runBy: 'platform',
      moment: 'hydrated',
      // Run 2 of B tapped at 1000 ms, before hydration at 2000: not a tap on a live app.
      loads: [
        tap('A', 1, 400, 2000, 2100),
        tap('B', 1, 90, 2000, 2100),
        tap('B', 2, 20, 2000, 1000),
        tap('A', 2, 420, 2000, 2200),
      ],
    },
  ],
  ms: 6 * 60_000,
};

describe('abRows', () => {
  const rows = abRows(results);

  it('gives each route its FCP, LCP and hydration, then each tapped control, as medians and B/A', () => {
    expect(rows.map((row) => row.measure)).toEqual([
      'FCP',
      'LCP',
      'hydrated',
      'quantity tap→effect',
      'quantity paint→effect',
      'quantity hydrated',
      'share tap→effect',
      'share paint→effect',
      'share hydrated',
      'sort tap→effect',
      'sort paint→effect',
      'sort hydrated',
      'category tap→effect',
      'category tap→drawn',
      'category tap→effect, hydrated',
      'category tap→drawn, hydrated',
    ]);
    const lcp = rows.find((row) => row.measure === 'LCP')!;
    expect([lcp.a.median, lcp.b.median]).toEqual([890, 710]);
    expect(lcp.ratio).toBeCloseTo(710 / 890);
    const quantity = rows.find((row) => row.measure === 'quantity tap→effect')!;
    expect([quantity.a.median, quantity.b.median, quantity.ratio]).toEqual([
      1500,
      1100,
      1100 / 1500,
    ]);
    // The taps came 100 ms after the paint.
    const fromPaint = rows.find((row) => row.measure === 'quantity paint→effect')!;
    expect([fromPaint.a.median, fromPaint.b.median]).toEqual([1600, 1200]);
  });

  it('leaves out a tap that landed after hydration, which is not a tap at first paint', () => {
    const sort = rows.find((row) => row.measure === 'sort tap→effect')!;
    expect(sort.a).toMatchObject({ median: 1500, count: 1, of: 2, failure: null });
    expect(abProblems(results)).toContain(
      '/products/milk-bar sort at first paint (A), run 2: tapped at 2500 ms, after hydration at 2000 ms',
    );
  });

  it('times a tap the platform answers from the tap alone, at first paint and on a live app', () => {
    const atPaint = rows.find((row) => row.measure === 'category tap→effect')!;
    expect([atPaint.a.median, atPaint.b.median]).toEqual([65, 25]);
    const live = rows.find((row) => row.measure === 'category tap→effect, hydrated')!;
    expect([live.a.median, live.b.median, live.b.count]).toEqual([410, 90, 1]);
    // And to the end of the frame that shows it, over the same loads.
    const drawn = rows.find((row) => row.measure === 'category tap→drawn')!;
    expect([drawn.a.median, drawn.b.median]).toEqual([65 + DRAWING_MS, 25 + DRAWING_MS]);
    const liveDrawn = rows.find((row) => row.measure === 'category tap→drawn, hydrated')!;
    expect([liveDrawn.a.median, liveDrawn.b.median, liveDrawn.b.count]).toEqual([
      410 + DRAWING_MS,
      90 + DRAWING_MS,
      1,
    ]);
    expect(abProblems(results)).toContain(
      '/shop category at hydrated (B), run 2: tapped at 1000 ms, before hydration at 2000 ms',
    );
  });

  it('leaves out a load that never settled, counting it', () => {
    const fcp = rows.find((row) => row.measure === 'FCP')!;
    expect(fcp.b).toMatchObject({ median: 710, max: 720, count: 2, of: 3 });
  });

  it('names a lost tap instead of timing the loads that kept theirs, and gives no ratio', () => {
    const share = rows.find((row) => row.measure === 'share tap→effect')!;
    expect(share.b.failure).toBe('LOST 1/2');
    expect(share.ratio).toBeNull();
  });
});

describe('the table', () => {
  it('shows medians, ranges and the ratio to two places', () => {
    const [fcp, , , quantity, , , share] = abTableRows(abRows(results));
    expect(fcp).toEqual([
      '/products/milk-bar',
      'FCP',
      '870',
      '860–880',
      '710 (2/3)',
      '700–720',
      '0.82',
      '100%',
      '0.20',
    ]);
    expect(quantity).toEqual([
      '/products/milk-bar',
      'quantity tap→effect',
      '1500',
      '1400–1600',
      '1100',
      '1000–1200',
      '0.73',
      '100%',
      '0.10',
    ]);
    expect(share?.slice(4)).toEqual(['LOST 1/2', '1200–1200', '–', '–', '–']);
  });

  it('says what A and B are, how they were built, and why a load was not counted', () => {
    const markdown = abMarkdown(results);
    expect(markdown).toContain(
      'A: 3847ad2 (notify.spec: wait). B: the working tree (HEAD 3847ad2). ' +
        'A built in 41.0 s; B reused out/ (--no-build).',
    );
    expect(markdown).toContain(
      '| route | measure | A ms | A range | B ms | B range | B/A | B faster | p |',
    );
    expect(markdown).toContain('Medians of 3 cold loads per side');
    expect(markdown).toContain('- /products/milk-bar (B), run 3: Timeout 60000ms exceeded.');
    expect(markdown).toContain(
      '- /products/milk-bar share at first paint (B), run 1: lost (no effect)',
    );
  });
});

describe('abFaces', () => {
  it('counts, per route and side, the loads drawn in each set of faces', () => {
    expect(abFaces(results)).toEqual([
      '/products/milk-bar (A): Fraunces SemiBold + Nunito ExtraLight 2/3; ' +
        'Liberation Serif (system) + DejaVu Sans (system) 1/3',
      '/products/milk-bar (B): Fraunces SemiBold + Nunito ExtraLight 2/3; did not settle 1/3',
    ]);
    expect(abMarkdown(results)).toContain(
      '- /products/milk-bar (B): Fraunces SemiBold + Nunito ExtraLight 2/3; did not settle 1/3',
    );
  });
});

describe('sameLockedPackages', () => {
  const lock = (packages: Record<string, unknown>) =>
    JSON.stringify({ name: 'shop', lockfileVersion: 3, packages }, null, 2);
  const next = { version: '16.4.6', integrity: 'sha512-a' };

  it('is true for the same packages, whatever the root entry and the key order say', () => {
    const a = lock({ '': { version: '1.0.0' }, 'node_modules/next': next, 'node_modules/a': {} });
    const b = lock({ 'node_modules/a': {}, '': { version: '1.1.0' }, 'node_modules/next': next });
    expect(sameLockedPackages(a, b)).toBe(true);
  });

  it('is false when a package is added, removed or at another version', () => {
    const base = lock({ 'node_modules/next': next });
    expect(
      sameLockedPackages(base, lock({ 'node_modules/next': { ...next, version: '16.5.0' } })),
    ).toBe(false);
    expect(
      sameLockedPackages(base, lock({ 'node_modules/next': next, 'node_modules/b': {} })),
    ).toBe(false);
    expect(sameLockedPackages(base, lock({}))).toBe(false);
  });
});
