/**
 * The A/B loads: for each route, untouched loads (paint-meter.ts), then for each control on it that the
 * page's script replays (quantity, share, sort: tap-controls.ts), loads tapping it at first paint
 * (tap-meter.ts), or the controls another plan names (the catalogue bench's); each `runs` times per side, the sides taking turns in the order `abOrder` gives. One
 * browser, a fresh context (cold cache) per load.
 */
import type { Browser } from '@playwright/test';
import {
  abOrder,
  type AbResults,
  type AbSide,
  type AbTapLoad,
  type AbTapMeasure,
  type AbViewLoad,
  type AbViewMeasure,
  facesName,
} from './ab-results';
import { launchChromium } from './first-view';
import { loadUntouched } from './paint-meter';
import { controlsOn, type TapControl } from './tap-controls';
import { PHONE_PROFILE, tapAtFirstPaint, type TapMoment } from './tap-meter';
import { classifyRun } from './tap-results';

/**
 * The controls the A/B taps, and when: at first paint, those the page's script runs, whose answer waits for
 * hydration; the category chips at first paint and once hydrated (a CSS filter in 3847ad2, a page load in
 * issue 33's links, a choice in the page since issue 43).
 */
export function abControlsOn(route: string): { control: TapControl; moment: TapMoment }[] {
  return controlsOn(route).flatMap((control): { control: TapControl; moment: TapMoment }[] => {
    if (control.kind === 'category')
      return [
        { control, moment: 'first paint' },
        { control, moment: 'hydrated' },
      ];
    return control.runBy === 'replay' ? [{ control, moment: 'first paint' }] : [];
  });
}

type Origins = Record<AbSide, string>;

/** What the A/B taps: the controls on each route and when, and what each side's page should show. */
export interface AbPlan {
  controlsOn(route: string): { control: TapControl; moment: TapMoment }[];
  /**
   * What `control`'s effect check expects on `side`'s page of `route`: the same on both sides when they are
   * built from one catalogue; the catalogue bench's sides are not (catalogue.ts).
   */
  expected(side: AbSide, route: string, control: TapControl): unknown;
}

/** The A/B against a commit: abControlsOn's taps, on the catalogue both sides share. */
const COMMIT_PLAN: AbPlan = {
  controlsOn: abControlsOn,
  expected: (_side, route, control) => control.expected(route),
};

/** `load` for each run and side, in turns; logs each as `label (side), run r/n: what it said`. */
async function alternate<Load extends { side: AbSide; run: number }>(
  runs: number,
  load: (side: AbSide, run: number) => Promise<Load>,
  describe: (load: Load) => string,
  log: (message: string) => void,
  label: string,
): Promise<Load[]> {
  const loads: Load[] = [];
  for (const [index, sides] of abOrder(runs).entries()) {
    for (const side of sides) {
      const done = await load(side, index + 1);
      loads.push(done);
      log(`${label} (${side}), run ${index + 1}/${runs}: ${describe(done)}`);
    }
  }
  return loads;
}

const round = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(Math.round(value));

async function measureView(
  browser: Browser,
  origins: Origins,
  route: string,
  runs: number,
  log: (message: string) => void,
): Promise<AbViewMeasure> {
  const loads = await alternate<AbViewLoad>(
    runs,
    async (side, run) => ({ side, run, ...(await loadUntouched(browser, origins[side] + route)) }),
    ({ record, faces, error }) =>
      error
        ? `no figure (${error})`
        : `FCP ${round(record?.firstPaintMs)}, LCP ${round(record?.largestPaintMs)}, ` +
          `hydrated ${round(record?.hydratedMs)} ms, in ${facesName(faces)}`,
    log,
    `${route} untouched`,
  );
  return { route, loads };
}

async function measureTap(
  browser: Browser,
  origins: Origins,
  route: string,
  control: TapControl,
  moment: TapMoment,
  runs: number,
  log: (message: string) => void,
  plan: AbPlan,
): Promise<AbTapMeasure> {
  const expected = { A: plan.expected('A', route, control), B: plan.expected('B', route, control) };
  const loads = await alternate<AbTapLoad>(
    runs,
    async (side, run) => {
      const observation = await tapAtFirstPaint(
        browser,
        origins[side] + route,
        control,
        expected[side],
        moment,
      );
      return { side, run, ...observation, ...classifyRun(observation) };
    },
    ({ outcome, record, reason }) =>
      outcome === 'ok' && record?.effectMs != null && record.actionMs != null
        ? `effect ${Math.round(record.effectMs - record.actionMs)} ms after the tap`
        : `${outcome}${reason ? ` (${reason})` : ''}`,
    log,
    `${route} ${control.kind} at ${moment}`,
  );
  return { route, kind: control.kind, runBy: control.runBy, moment, loads };
}

/**
 * Loads every route and control on both sides. Starts with one unrecorded load of each side, which pays
 * the browser's and the servers' first-load costs (the files' first reads from disk).
 */
export async function measureAb(
  origins: Origins,
  routes: readonly string[],
  runs: number,
  log: (message: string) => void,
  plan: AbPlan = COMMIT_PLAN,
): Promise<Pick<AbResults, 'profile' | 'runs' | 'routes' | 'views' | 'taps' | 'ms'>> {
  const started = performance.now();
  const views: AbViewMeasure[] = [];
  const taps: AbTapMeasure[] = [];
  const browser = await launchChromium();
  try {
    for (const side of ['A', 'B'] as const) await loadUntouched(browser, origins[side] + routes[0]);
    for (const route of routes) {
      views.push(await measureView(browser, origins, route, runs, log));
      for (const { control, moment } of plan.controlsOn(route))
        taps.push(await measureTap(browser, origins, route, control, moment, runs, log, plan));
    }
  } finally {
    await browser.close();
  }
  return {
    profile: PHONE_PROFILE,
    runs,
    routes: [...routes],
    views,
    taps,
    ms: performance.now() - started,
  };
}
