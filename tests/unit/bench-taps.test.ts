/** @jest-environment node */
import { PLATFORM_TAP_MAX_MS, REPLAY_AFTER_HYDRATION_MAX_MS } from '@/scripts/bench/budgets';
import { tapTableRows } from '@/scripts/bench/report';
import type { TapObservation } from '@/scripts/bench/tap-meter';
import type { ProbeRecord } from '@/scripts/bench/tap-probe';
import {
  classifyRun,
  summarizeRuns,
  tapMisses,
  tapWarnings,
  type TapBuild,
  type TapMeasure,
  type TapRun,
} from '@/scripts/bench/tap-results';
import type { RunBy } from '@/scripts/bench/tap-controls';

/**
 * A load in which the tap at 1000 ms took effect at 1040 ms (its frame drawn by 1060) and the page hydrated
 * at 3000 ms.
 */
function record(overrides: Partial<ProbeRecord> = {}): ProbeRecord {
  return {
    firstPaintMs: 900,
    actionMs: 1000,
    actionOnTarget: true,
    stateAtAction: 'none',
    hydratedMs: 3000,
    effectMs: 1040,
    effectDrawnMs: 1060,
    twiceMs: null,
    undoneMs: null,
    finalState: 'done',
    finishedMs: 4000,
    checkError: null,
    ...overrides,
  };
}

function observed(overrides: Partial<ProbeRecord> = {}): TapObservation {
  return { present: true, record: record(overrides), error: null, pageErrors: [] };
}

function run(observation: TapObservation): TapRun {
  return { ...observation, ...classifyRun(observation) };
}

function measure(runs: TapRun[], runBy: RunBy = 'platform', build: TapBuild = 'ours'): TapMeasure {
  return { route: '/shop', kind: 'sort', runBy, build, runs, summary: summarizeRuns(runs) };
}

const lostRun = () => run(observed({ effectMs: null, finalState: 'none' }));

describe('classifyRun', () => {
  it('is ok when the effect showed once and was still there after hydration', () => {
    expect(classifyRun(observed())).toEqual({ outcome: 'ok', reason: null });
  });

  it('is lost when no effect ever showed', () => {
    expect(classifyRun(observed({ effectMs: null, finalState: 'none' })).outcome).toBe('lost');
  });

  it('is lost when hydration undid the effect (a radio reset to its default)', () => {
    const undone = observed({ effectMs: 1020, undoneMs: 3010, finalState: 'none' });
    expect(classifyRun(undone)).toEqual({
      outcome: 'lost',
      reason: 'the effect showed, then was undone',
    });
  });

  it('is twice when the effect happened twice, even if it was seen once first', () => {
    expect(classifyRun(observed({ twiceMs: 3050, finalState: 'twice' })).outcome).toBe('twice');
    expect(classifyRun(observed({ twiceMs: 3050, finalState: 'done' })).outcome).toBe('twice');
  });

  it('is n/a when the control was not in the page at first paint, not lost', () => {
    expect(
      classifyRun({ present: false, record: record(), error: null, pageErrors: [] }).outcome,
    ).toBe('n/a');
  });

  it('is an error when the harness failed or the effect check is wrong', () => {
    expect(
      classifyRun({ present: true, record: null, error: 'Timeout 15000ms', pageErrors: [] }),
    ).toEqual({
      outcome: 'error',
      reason: 'Timeout 15000ms',
    });
    expect(classifyRun(observed({ actionMs: null })).outcome).toBe('error');
    expect(classifyRun(observed({ stateAtAction: 'done' })).outcome).toBe('error');
    expect(classifyRun(observed({ checkError: 'TypeError' })).outcome).toBe('error');
    expect(classifyRun(observed({ actionOnTarget: false }))).toEqual({
      outcome: 'error',
      reason: 'the tap landed on another element',
    });
  });
});

describe('summarizeRuns', () => {
  it('takes medians (the mean of the middle two for an even count), tap→effect over the ok runs only', () => {
    const summary = summarizeRuns([
      run(observed({ firstPaintMs: 800, actionMs: 1000, effectMs: 1030, hydratedMs: 2900 })),
      run(observed({ firstPaintMs: 1000, actionMs: 1200, effectMs: 1290, hydratedMs: 3100 })),
      run(observed({ firstPaintMs: 900, actionMs: 1100, effectMs: null, finalState: 'none' })),
    ]);
    expect(summary.firstPaintMs).toBe(900);
    expect(summary.tapMs).toBe(1100);
    expect(summary.hydratedMs).toBe(3000);
    expect(summary.tapToEffectMs).toBe(60);
    expect(summary.hydratedToEffectMs).toBe(-1840);
    expect(summary.counts).toMatchObject({ ok: 2, lost: 1 });
  });

  it('reports the worst outcome over the runs', () => {
    const ok = run(observed());
    const lost = lostRun();
    const twice = run(observed({ twiceMs: 1100, finalState: 'twice' }));
    expect(summarizeRuns([ok, ok, ok]).outcome).toBe('ok');
    expect(summarizeRuns([ok, twice, ok]).outcome).toBe('twice');
    expect(summarizeRuns([twice, lost, ok]).outcome).toBe('lost');
    expect(summarizeRuns([lost, lost]).tapToEffectMs).toBeNull();
  });

  it('counts the taps that landed after hydration', () => {
    const late = run(observed({ actionMs: 3500, effectMs: 3520 }));
    expect(summarizeRuns([late, run(observed())]).tapsAfterHydration).toBe(1);
  });
});

describe('tapMisses', () => {
  it('names a lost or doubled tap on our build with how many runs', () => {
    const twice = run(observed({ twiceMs: 1100, finalState: 'twice' }));
    expect(tapMisses([measure([lostRun(), lostRun(), run(observed())])])).toEqual([
      '/shop: tap sort lost in 2 of 3 runs (no effect)',
    ]);
    expect(tapMisses([measure([twice])])).toEqual(['/shop: tap sort ran twice in 1 of 1 runs']);
  });

  it('holds platform-run controls to the time from the tap', () => {
    const slow = run(observed({ effectMs: 1000 + PLATFORM_TAP_MAX_MS + 1 }));
    const fast = run(observed({ effectMs: 1000 + PLATFORM_TAP_MAX_MS }));
    expect(tapMisses([measure([slow])])).toHaveLength(1);
    expect(tapMisses([measure([fast])])).toEqual([]);
  });

  it('holds replayed controls to the time after hydration, not from the tap', () => {
    const inTime = run(observed({ effectMs: 3000 + REPLAY_AFTER_HYDRATION_MAX_MS }));
    const late = run(observed({ effectMs: 3000 + REPLAY_AFTER_HYDRATION_MAX_MS + 1 }));
    expect(tapMisses([measure([inTime], 'replay')])).toEqual([]);
    expect(tapMisses([measure([late], 'replay')])).toEqual([
      `/shop: tap sort: effect ${REPLAY_AFTER_HYDRATION_MAX_MS + 1} ms after hydration > ${REPLAY_AFTER_HYDRATION_MAX_MS} ms`,
    ]);
  });

  it('holds only our build to the targets, and never a control absent at first paint', () => {
    expect(tapMisses([measure([lostRun()], 'platform', 'plain')])).toEqual([]);
    const absent = run({ present: false, record: null, error: null, pageErrors: [] });
    expect(tapMisses([measure([absent])])).toEqual([]);
    expect(tapWarnings([measure([absent])])).toEqual([
      '/shop: tap sort (ours build) is not in the page at first paint',
    ]);
  });
});

describe('tapTableRows', () => {
  it('puts both builds side by side and shows a lost tap as LOST, not as a time', () => {
    const ok = run(observed({ effectMs: 1040 }));
    const [row] = tapTableRows([
      measure([lostRun(), lostRun()], 'platform', 'ours'),
      measure([ok, ok], 'platform', 'plain'),
    ]);
    expect(row).toEqual([
      '/shop',
      'sort',
      'platform',
      ...['900', '1000', '3000', 'LOST 2/2 ✗', '–'],
      ...['900', '1000', '3000', '40', '–'],
    ]);
  });
});
