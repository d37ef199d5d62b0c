/**
 * `npm run bench -- --ab <commit>`: the first view of the working tree (B) against a commit (A), in one run
 * on the phone profile, as ratios, since this machine's absolute times drift from run to run. Builds the
 * working tree into out/ (unless --no-build) and the commit beside it (ab-build.ts), serves both with the
 * working tree's static server (the stand-in for the CDN, which the commit's pages do not change), takes
 * turns loading them (ab-measure.ts), prints the table (ab-results.ts) and writes it to
 * reports/bench/ab-latest.md, every load to reports/bench/ab-latest.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { commitBuild, resolveCommit, workingTreeLabel } from './ab-build';
import { measureAb } from './ab-measure';
import { abMarkdown, abRows, type AbResults, type AbSideInfo } from './ab-results';
import { cleanBuild, expectBuilt } from './build';
import { seconds } from './figures';
import type { AbOptions } from './options';
import { formatMarkdown } from './performance-doc';
import { BENCH_PORT, serverGroup } from './server';

/** How much of the commit's subject the table's heading shows. */
const SUBJECT_SHOWN = 60;

export async function runAb(
  projectRoot: string,
  options: AbOptions,
  log: (message: string) => void,
): Promise<void> {
  const commit = resolveCommit(projectRoot, options.commit);
  const outDir = path.join(projectRoot, 'out');
  const b: AbSideInfo = { label: workingTreeLabel(projectRoot) };
  // The commit first: a build that fails there fails before the working tree's is spent.
  const built = commitBuild(projectRoot, commit, log);
  if (options.build) {
    log('B: clean build of the working tree: rm -rf .next out && npm run build');
    b.buildMs = cleanBuild(projectRoot);
    log(`B: built in ${seconds(b.buildMs)}`);
  } else {
    b.reused = 'out/ (--no-build)';
  }
  const subject =
    commit.subject.length > SUBJECT_SHOWN
      ? `${commit.subject.slice(0, SUBJECT_SHOWN - 1)}…`
      : commit.subject;
  const a: AbSideInfo = {
    label: `${commit.short} (${subject})`,
    buildMs: built.buildMs,
    reused: built.reused,
  };
  expectBuilt(projectRoot, outDir, options.routes, ': build first (or drop --no-build)');
  expectBuilt(projectRoot, built.outDir, options.routes);

  const servers = serverGroup(projectRoot);
  let measured: Awaited<ReturnType<typeof measureAb>>;
  try {
    const serverB = await servers.start(BENCH_PORT, outDir);
    const serverA = await servers.start(BENCH_PORT + 1, built.outDir);
    log(
      `A (${commit.short}) at ${serverA.origin}, B (working tree) at ${serverB.origin}: ` +
        `${options.runs} loads per side of ${options.routes.join(', ')} and their replayed controls`,
    );
    measured = await measureAb(
      { A: serverA.origin, B: serverB.origin },
      options.routes,
      options.runs,
      log,
    );
  } finally {
    await servers.stopAll();
  }

  const results: AbResults = { sides: { A: a, B: b }, ...measured };
  const reportsDir = path.join(projectRoot, 'reports/bench');
  const markdownFile = path.join(reportsDir, 'ab-latest.md');
  const markdown = await formatMarkdown(`${abMarkdown(results)}\n`, markdownFile);
  console.log(`\n${markdown}`);
  await mkdir(reportsDir, { recursive: true });
  await writeFile(markdownFile, markdown);
  const report = {
    finishedAt: new Date().toISOString(),
    commit,
    rows: abRows(results),
    ...results,
  };
  await writeFile(path.join(reportsDir, 'ab-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Report: reports/bench/ab-latest.md (every load: reports/bench/ab-latest.json)');
}
