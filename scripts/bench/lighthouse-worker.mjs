#!/usr/bin/env node
// @ts-check
/**
 * Runs Lighthouse on one URL, `--runs` times in one Chrome, through Lighthouse's Node API, and prints one JSON
 * line per run on stdout: the four category scores with their lost audits, LCP, TBT, CLS and the console
 * errors Lighthouse saw.
 *
 *   node scripts/bench/lighthouse-worker.mjs --url http://localhost:3300/shop --runs 3 [--save reports/bench/lh/shop]
 *
 * With --save, each run's full report is written to <save>-<run>.json, for diagnosis.
 *
 * Plain Node on purpose: under tsx (esbuild with keepNames) Lighthouse's page functions, which it sends to
 * the browser as source text, carry esbuild's `__name` helper and fail there ("__name is not defined").
 * Defaults are Lighthouse's: mobile form factor (Moto G Power), simulated throttling.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** chrome-launcher starts Chrome headed unless told otherwise. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * @param {import('lighthouse').Result} lhr
 */
function summary(lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  /** @type {Record<string, number>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failedAudits = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = Math.round((category?.score ?? 0) * 100);
    failedAudits[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.score})`);
  }
  /** @param {string} id */
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const consoleDetails = /** @type {{ items?: { description?: string }[] } | undefined} */ (
    lhr.audits['errors-in-console']?.details
  );
  return {
    scores,
    consoleErrors: (consoleDetails?.items ?? []).map((item) => item.description ?? ''),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedAudits,
  };
}

/** Lighthouse's trace recording sometimes fails on a busy machine (NO_NAVSTART, NO_FCP): try again. */
const ATTEMPTS_PER_RUN = 3;

/**
 * @param {string} url
 * @param {number} port
 */
async function auditWithRetries(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === ATTEMPTS_PER_RUN) return result.lhr;
    process.stderr.write(`retrying after ${result.lhr.runtimeError.code}\n`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      save: { type: 'string' },
    },
  });
  if (!values.url) throw new Error('--url is required');
  const runs = Number(values.runs);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    for (let run = 1; run <= runs; run++) {
      process.stderr.write(`run ${run}\n`);
      const lhr = await auditWithRetries(values.url, chrome.port);
      if (values.save) {
        mkdirSync(path.dirname(values.save), { recursive: true });
        writeFileSync(`${values.save}-${run}.json`, JSON.stringify(lhr));
      }
      process.stdout.write(`${JSON.stringify(summary(lhr))}\n`);
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
