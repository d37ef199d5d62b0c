/**
 * Lighthouse through Lighthouse CI (`@lhci/cli`): `lhci collect` runs Lighthouse `runs` times on each URL
 * (its defaults: mobile, simulated throttling) in the Chromium scripts/chromium.mjs picks, `lhci assert`
 * judges the budgets (lighthouse-assertions.ts) and `lhci upload --target filesystem` writes every run's
 * report with a manifest naming each URL's median run, whose figures the bench reports. Nothing leaves the
 * machine.
 *
 * One `lhci collect` per URL (each adding to the same store), so the bench can say which route it is on and
 * a route Lighthouse fails on costs that route only. LHCI itself retries a failed run twice.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { LIGHTHOUSE_CATEGORIES_AT_100 } from './budgets';
import {
  assertionMisses,
  lighthouseCiConfig,
  lighthouseConfig,
  missedColumns,
  type AssertionResult,
  type CategoryAudits,
} from './lighthouse-assertions';
import { run } from './run';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** A URL to audit: a route of ours (asserted), or the framework floor (measured only). */
export interface LighthouseTarget {
  name: string;
  url: string;
  asserted: boolean;
}

/** A URL's median run, and what LHCI found it missed. */
export interface LighthouseSummary {
  /** 0–100. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Columns with a missed assertion (lighthouse-assertions.ts, missedColumns). */
  missedColumns: string[];
  /** Each missed assertion, in words. */
  misses: string[];
  /** The median run's HTML report. */
  report: string;
}

export interface LighthouseResults {
  summaries: Map<string, LighthouseSummary>;
  /** Targets Lighthouse could not audit, with why. */
  failures: string[];
}

/** One entry of the manifest `lhci upload --target filesystem` writes. */
interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  htmlPath: string;
  jsonPath: string;
}

/** The weighted audits of the categories held to 100, from the config LHCI's Lighthouse runs with. */
async function categoryAudits(): Promise<CategoryAudits> {
  const { defaultConfig } = await import('lighthouse');
  const entries = LIGHTHOUSE_CATEGORIES_AT_100.map((category) => [
    category,
    (defaultConfig.categories?.[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  ]);
  return Object.fromEntries(entries) as CategoryAudits;
}

const lastLines = (text: string, count: number) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-count)
    .join(' | ');

function summarize(
  lhr: Result,
  results: readonly AssertionResult[],
  audits: CategoryAudits,
  nameOf: (url: string) => string,
  report: string,
): LighthouseSummary {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<LighthouseCategory, number>,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    missedColumns: missedColumns(results, audits),
    misses: assertionMisses(results, nameOf),
    report,
  };
}

/**
 * Audits every target, `runs` times each, and returns each target's median run by name.
 * `workDir` holds the LHCI configuration and its store (.lighthouseci); `reportsDir` the reports.
 */
export async function runLighthouseCi(
  targets: readonly LighthouseTarget[],
  {
    projectRoot,
    workDir,
    reportsDir,
    runs,
    log,
  }: {
    projectRoot: string;
    workDir: string;
    reportsDir: string;
    runs: number;
    log: (message: string) => void;
  },
): Promise<LighthouseResults> {
  await Promise.all([workDir, reportsDir].map((dir) => rm(dir, { recursive: true, force: true })));
  await mkdir(workDir, { recursive: true });
  const audits = await categoryAudits();
  const lighthouseConfigPath = path.join(workDir, 'lighthouse-config.json');
  const rcPath = path.join(workDir, 'lighthouserc.json');
  const asserted = targets.filter((target) => target.asserted);
  const rc = lighthouseCiConfig(
    asserted.map((target) => ({ route: target.name, url: target.url })),
    {
      runs,
      chromePath: chromiumPath(),
      chromeFlags: CHROMIUM_ARGS,
      lighthouseConfigPath,
      reportsDir,
    },
    audits,
  );
  await writeFile(lighthouseConfigPath, `${JSON.stringify(lighthouseConfig(), null, 2)}\n`);
  await writeFile(rcPath, `${JSON.stringify(rc, null, 2)}\n`);

  const lhci = (args: string[], okCodes?: number[]) =>
    run(path.join(projectRoot, 'node_modules/.bin/lhci'), [...args, `--config=${rcPath}`], {
      cwd: workDir,
      capture: true,
      okCodes,
    });

  const failures: string[] = [];
  const collected: LighthouseTarget[] = [];
  for (const [index, target] of targets.entries()) {
    log(`lighthouse ${index + 1}/${targets.length} ${target.name}, ${runs} run(s)`);
    try {
      await lhci(['collect', `--url=${target.url}`, '--additive']);
      collected.push(target);
    } catch (error) {
      failures.push(`${target.name}: ${lastLines((error as Error).message, 3)}`);
    }
  }
  const summaries = new Map<string, LighthouseSummary>();
  if (collected.length === 0) return { summaries, failures };

  // Exits 1 when an assertion fails: the results file says which.
  await lhci(['assert'], [0, 1]);
  const results = JSON.parse(
    await readFile(path.join(workDir, '.lighthouseci/assertion-results.json'), 'utf8'),
  ) as AssertionResult[];
  await lhci(['upload']);
  const manifest = JSON.parse(
    await readFile(path.join(reportsDir, 'manifest.json'), 'utf8'),
  ) as ManifestEntry[];

  const nameOf = (url: string) => targets.find((target) => target.url === url)?.name ?? url;
  for (const entry of manifest.filter((candidate) => candidate.isRepresentativeRun)) {
    const lhr = JSON.parse(await readFile(entry.jsonPath, 'utf8')) as Result;
    const name = nameOf(entry.url);
    // The assertions match each route's exact URL: a redirect would leave the route unjudged.
    if (lhr.finalUrl !== entry.url && asserted.some((target) => target.url === entry.url))
      failures.push(`${name}: redirected to ${lhr.finalUrl}, so no budget was checked`);
    const own = results.filter((result) => result.url === lhr.finalUrl);
    summaries.set(name, summarize(lhr, own, audits, nameOf, entry.htmlPath));
  }
  for (const target of collected.filter((candidate) => !summaries.has(candidate.name)))
    failures.push(`${target.name}: no median run in ${path.join(reportsDir, 'manifest.json')}`);
  return { summaries, failures };
}
