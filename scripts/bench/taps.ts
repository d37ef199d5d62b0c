/**
 * The tap measure over routes and builds: for each route, each control on it (tap-controls.ts) and each run,
 * one cold load per build, the builds taking turns so that what else the machine runs falls on both alike.
 */
import { launchChromium } from './first-view';
import { controlsOn } from './tap-controls';
import { PHONE_PROFILE, tapAtFirstPaint } from './tap-meter';
import { PROBE_TIMING } from './tap-probe';
import {
  classifyRun,
  summarizeRuns,
  type TapBuild,
  type TapMeasure,
  type TapResults,
  type TapRun,
} from './tap-results';

/** A build being served. */
export interface TapSite {
  build: TapBuild;
  origin: string;
}

export async function measureTaps(
  sites: readonly TapSite[],
  routes: readonly string[],
  runs: number,
  log: (message: string) => void,
): Promise<TapResults> {
  const started = performance.now();
  const plan = routes.flatMap((route) => controlsOn(route).map((control) => ({ route, control })));
  const total = plan.length * runs * sites.length;
  const measures: TapMeasure[] = [];
  let done = 0;
  const browser = await launchChromium();
  try {
    for (const { route, control } of plan) {
      const expected = control.expected(route);
      const runsBySite = sites.map(() => [] as TapRun[]);
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, site] of sites.entries()) {
          const url = site.origin + route;
          const observation = await tapAtFirstPaint(browser, url, control, expected);
          const tapRun: TapRun = { ...observation, ...classifyRun(observation) };
          runsBySite[index]!.push(tapRun);
          done += 1;
          const { record, outcome, reason } = tapRun;
          const took =
            outcome === 'ok' && record?.effectMs != null && record.actionMs != null
              ? ` in ${Math.round(record.effectMs - record.actionMs)} ms`
              : reason
                ? ` (${[reason, ...tapRun.pageErrors].join('; ')})`
                : '';
          log(
            `taps ${done}/${total} ${route} ${control.kind} (${site.build}), run ${run}/${runs}: ${outcome}${took}`,
          );
        }
      }
      for (const [index, { build }] of sites.entries()) {
        const siteRuns = runsBySite[index]!;
        const { kind, runBy } = control;
        measures.push({
          route,
          kind,
          runBy,
          build,
          runs: siteRuns,
          summary: summarizeRuns(siteRuns),
        });
      }
    }
  } finally {
    await browser.close();
  }
  const ms = performance.now() - started;
  return { profile: PHONE_PROFILE, probe: PROBE_TIMING, routes: [...routes], runs, measures, ms };
}
