/**
 * The tap measure over routes and builds: for each route, each control on it (tap-controls.ts) and each run,
 * one cold load per build, the builds taking turns so that what else the machine runs falls on both alike.
 */
import { controlsOn } from './tap-controls';
import { PHONE_PROFILE, TapMeter } from './tap-meter';
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
  { afterHydration = false } = {},
): Promise<TapResults> {
  const started = performance.now();
  const plan = routes.flatMap((route) => controlsOn(route).map((control) => ({ route, control })));
  const total = plan.length * runs * sites.length;
  const measures: TapMeasure[] = [];
  let done = 0;
  const meter = await TapMeter.launch();
  try {
    for (const { route, control } of plan) {
      const expected = control.expected(route);
      const runsBySite = sites.map(() => [] as TapRun[]);
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, site] of sites.entries()) {
          const observation = await meter.measure(site.origin + route, control, expected, {
            afterHydration,
          });
          const tapRun: TapRun = { ...observation, ...classifyRun(observation) };
          runsBySite[index]!.push(tapRun);
          done += 1;
          const { record } = tapRun;
          const took =
            tapRun.outcome === 'ok' && record?.effectMs != null && record.actionMs != null
              ? ` in ${Math.round(record.effectMs - record.actionMs)} ms`
              : tapRun.reason
                ? ` (${[tapRun.reason, ...tapRun.pageErrors].join('; ')})`
                : '';
          log(
            `taps ${done}/${total} ${route} ${control.kind} (${site.build}), run ${run}/${runs}: ${tapRun.outcome}${took}`,
          );
        }
      }
      for (const [index, site] of sites.entries()) {
        const siteRuns = runsBySite[index]!;
        measures.push({
          route,
          kind: control.kind,
          runBy: control.runBy,
          build: site.build,
          runs: siteRuns,
          summary: summarizeRuns(siteRuns),
        });
      }
    }
  } finally {
    await meter.close();
  }
  return {
    profile: PHONE_PROFILE,
    probe: PROBE_TIMING,
    tappedAt: afterHydration ? 'hydration' : 'first paint',
    routes: [...routes],
    runs,
    measures,
    ms: performance.now() - started,
  };
}
