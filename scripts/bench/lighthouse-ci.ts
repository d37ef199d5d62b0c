/**
 * Lighthouse through Lighthouse CI (`@lhci/cli`): `lhci collect` runs Lighthouse `runs` times on each URL
 * (its defaults: mobile, simulated throttling) in the Chromium scripts/browsers.mjs picks, `lhci assert`
 * judges the budgets (lighthouse-assertions.ts) and `lhci upload --target filesystem` writes every run's
 * report with a manifest naming each URL's median run, whose figures the bench reports. Nothing is uploaded.
 *
 * One `lhci collect` per URL (each adding to the same store), so the bench can say which route it is on and
 * a route Lighthouse fails on costs that route only. LHCI itself retries a failed run twice.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../browsers.mjs';
import { LIGHTHOUSE_CATEGORIES_AT_100 } from './budgets';
import {
  LIGHTHOUSE_CONFIG,
  assertMatrix,
  assertionMisses,
  missedColumns,
  type AssertionResult,
  type CategoryAudits,
} from './lighthouse-assertions';

type LighthouseCategory = 'performance' | (typeof LIGHTHOUSE_CATEGORIES_AT_100)[number];
const CATEGORIES: LighthouseCategory[] = ['performance', ...LIGHTHOUSE_CATEGORIES_AT_100];

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
  /** The table columns with a missed assertion (lighthouse-assertions.ts). */
  missedColumns: string[];
  misses: string[];
}

/** The weighted audits of the categories held to 100, from the config LHCI's Lighthouse runs with. */
async function categoryAudits(): Promise<CategoryAudits> {
  const { defaultConfig } = await import('lighthouse');
  const weighted = (category: string) =>
    (defaultConfig.categories?.[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id);
  return {
    accessibility: weighted('accessibility'),
    'best-practices': weighted('best-practices'),
    seo: weighted('seo'),
  };
}

/**
 * Audits every target `runs` times and returns each one's median run by name, and the targets Lighthouse
 * could not audit. `workDir` holds the LHCI configuration and its store (.lighthouseci).
 */
export async function runLighthouseCi(
  targets: readonly LighthouseTarget[],
  options: { projectRoot: string; workDir: string; reportsDir: string; runs: number },
  log: (message: string) => void,
): Promise<{ summaries: Map<string, LighthouseSummary>; failures: string[] }> {
  const { projectRoot, workDir, reportsDir, runs } = options;
  await Promise.all([workDir, reportsDir].map((dir) => rm(dir, { recursive: true, force: true })));
  await mkdir(workDir, { recursive: true });
  const audits = await categoryAudits();
  const configPath = path.join(workDir, 'lighthouse-config.json');
  const rcPath = path.join(workDir, 'lighthouserc.json');
  const asserted = targets
    .filter((target) => target.asserted)
    .map((target) => ({ route: target.name, url: target.url }));
  const chromePath = chromiumPath();
  const rc = {
    ci: {
      collect: {
        numberOfRuns: runs,
        // Without it, LHCI finds a browser itself; it adds `--headless=new` to the flags.
        ...(chromePath ? { chromePath } : {}),
        // The pages are served over TLS with a throwaway self-signed certificate (./server.ts).
        settings: {
          chromeFlags: [...CHROMIUM_ARGS, '--ignore-certificate-errors'].join(' '),
          configPath,
        },
      },
      assert: { assertMatrix: assertMatrix(asserted, audits) },
      upload: { target: 'filesystem', outputDir: reportsDir },
    },
  };
  await writeFile(configPath, JSON.stringify(LIGHTHOUSE_CONFIG, null, 2));
  await writeFile(rcPath, JSON.stringify(rc, null, 2));
  const lhci = (...args: string[]) =>
    execFileSync(
      path.join(projectRoot, 'node_modules/.bin/lhci'),
      [...args, `--config=${rcPath}`],
      {
        cwd: workDir,
        stdio: 'pipe',
      },
    );

  const failures: string[] = [];
  const summaries = new Map<string, LighthouseSummary>();
  const collected: LighthouseTarget[] = [];
  for (const [index, target] of targets.entries()) {
    log(`lighthouse ${index + 1}/${targets.length} ${target.name}, ${runs} run(s)`);
    try {
      lhci('collect', `--url=${target.url}`, '--additive');
      collected.push(target);
    } catch (error) {
      const lastLines = (error as Error).message.trim().split('\n').slice(-3).join(' | ');
      failures.push(`${target.name}: ${lastLines}`);
    }
  }
  if (collected.length === 0) return { summaries, failures };

  try {
    lhci('assert');
  } catch (error) {
    // 1: a budget is missed, which the results file says.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
  const results = await readJson<AssertionResult[]>(
    path.join(workDir, '.lighthouseci/assertion-results.json'),
  );
  lhci('upload');
  const manifest = await readJson<
    { url: string; isRepresentativeRun: boolean; jsonPath: string }[]
  >(path.join(reportsDir, 'manifest.json'));

  for (const entry of manifest.filter((candidate) => candidate.isRepresentativeRun)) {
    const lhr = await readJson<Result>(entry.jsonPath);
    const name = targets.find((target) => target.url === entry.url)?.name ?? entry.url;
    // The assertions match each route's exact URL: a redirect would leave the route unjudged.
    if (lhr.finalUrl !== entry.url && asserted.some((target) => target.url === entry.url))
      failures.push(`${name}: redirected to ${lhr.finalUrl}, so no budget was checked`);
    const missed = results.filter((result) => result.url === lhr.finalUrl);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    summaries.set(name, {
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, score(id)]),
      ) as LighthouseSummary['scores'],
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      missedColumns: missedColumns(missed, audits),
      misses: assertionMisses(missed, name),
    });
  }
  for (const target of collected.filter((candidate) => !summaries.has(candidate.name)))
    failures.push(`${target.name}: no median run in ${reportsDir}/manifest.json`);
  return { summaries, failures };
}
