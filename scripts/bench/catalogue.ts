/**
 * `npm run bench -- --catalogue 10x` (issue 49): how the shop builds, weighs and answers with ten (or forty…)
 * times its designs, beside its own catalogue, in one run.
 *
 * 1. Writes the shop's content (data/content, or CONTENT_DIR) into .bench/catalogue-1x/content and, `size`
 *    times over, into .bench/catalogue-<size>x/content (catalogue-content.ts).
 * 2. Builds each from nothing, as a first build on a new machine: no Next cache (.next), no drawn image
 *    (public/images, public/og and the image cache go, so the worktree's next build draws the shop's again),
 *    an empty photo folder (so every checkout builds the same site), into its own folder
 *    (.bench/catalogue-<size>x/site, never out/, which `npm start` may serve). Step by step as `npm run build`
 *    runs them, each timed with its peak memory (build-steps.ts).
 * 3. Changes one design of the big catalogue (the newest: its price and its print's first line) and builds
 *    it again, keeping what the first build left (Next's cache, the drawn images): the build after an edit.
 * 4. Measures both sites' files (site-figures.ts), then serves them with scripts/static-server.mjs and loads
 *    them in turns on the phone profile (the A/B of ab-measure.ts, A the shop's own, B the big one): the
 *    first view of the routes that show the catalogue, and the shop's category chip and sort tapped at first
 *    paint and once hydrated, each judged by its one definition in tap-controls.ts with what each side's
 *    catalogue expects (tap-expectations.ts).
 * 5. Prints the tables (catalogue-results.ts) and writes reports/bench/catalogue-<size>x.{json,md}; a run with
 *    the default routes also writes the table of every size measured into docs/performance.md (with
 *    --no-build, its loads beside the builds the last run of that size reported).
 *
 * It replaces .next and the drawn images: run it under the shared lock on a shared machine.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDir } from '../../data/content-folder';
import { CONTENT_FILES } from '../../data/schema/content-files';
import { workingTreeLabel } from './ab-build';
import { measureAb, type AbPlan } from './ab-measure';
import { abMarkdown, abRows, type AbResults } from './ab-results';
import { expectBuilt } from './build';
import { runTimedBuild } from './build-steps';
import {
  catalogueTable,
  failedStep,
  failures,
  stepsTable,
  type CatalogueBuild,
  type CatalogueRun,
  type CatalogueSide,
  type SecondBuild,
} from './catalogue-results';
import { changeOneDesign, writeCatalogueContent } from './catalogue-content';
import type { CatalogueOptions } from './options';
import { CATALOGUE_MARKERS, formatMarkdown, writeResults } from './performance-doc';
import { BENCH_PORT, serverGroup } from './server';
import { measureSite } from './site-figures';
import { controlsOn } from './tap-controls';
import { expectationsFor } from './tap-expectations';

/** The shop's taps at every size: the category chip and the sort, at first paint and once hydrated. */
const TAPPED_KINDS = ['category', 'sort'];
const catalogueControlsOn: AbPlan['controlsOn'] = (route) =>
  controlsOn(route)
    .filter((control) => TAPPED_KINDS.includes(control.kind))
    .flatMap((control) => [
      { control, moment: 'first paint' as const },
      { control, moment: 'hydrated' as const },
    ]);

/** A catalogue's folders, relative to the project root (as CONTENT_DIR and SITE_DIR take them). */
function catalogueFolders(size: number) {
  const folder = `.bench/catalogue-${size}x`;
  return { folder, content: `${folder}/content`, site: `${folder}/site` };
}

/** The photo folder every catalogue build reads: empty. */
const EMPTY_PHOTOS_DIR = '.bench/catalogue-photos';
/** What a build leaves that a first build must not find: Next's cache and the drawn images with theirs. */
const FIRST_BUILD_REMOVES = ['.next', 'public/images', 'public/og', '.cache/images-manifest.json'];

function buildEnv(size: number): NodeJS.ProcessEnv {
  const { content, site } = catalogueFolders(size);
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CONTENT_DIR: content,
    SITE_DIR: site,
    PHOTOS_DIR: EMPTY_PHOTOS_DIR,
  };
}

async function firstBuild(
  projectRoot: string,
  size: number,
  log: (message: string) => void,
): Promise<CatalogueBuild> {
  const { site } = catalogueFolders(size);
  for (const leftover of [...FIRST_BUILD_REMOVES, site])
    rmSync(path.join(projectRoot, leftover), { recursive: true, force: true });
  log(`${size}x: first build into ${site}/`);
  return { steps: await runTimedBuild(projectRoot, buildEnv(size), log) };
}

function reportsDir(projectRoot: string): string {
  return path.join(projectRoot, 'reports/bench');
}

const reportFile = (projectRoot: string, size: number, extension: string) =>
  path.join(reportsDir(projectRoot), `catalogue-${size}x.${extension}`);

/** Every catalogue run reported in reports/bench/, the latest of each size. */
async function reportedRuns(projectRoot: string): Promise<CatalogueRun[]> {
  const dir = reportsDir(projectRoot);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((name) => /^catalogue-\d+x\.json$/.test(name));
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as CatalogueRun,
    ),
  );
}

/** What an earlier run of this size built and reported, for a run that builds nothing (--no-build). */
async function earlierBuild(
  projectRoot: string,
  size: number,
): Promise<Pick<CatalogueRun, 'base' | 'grown' | 'secondBuild'> | undefined> {
  const file = reportFile(projectRoot, size, 'json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(await readFile(file, 'utf8')) as CatalogueRun;
}

/** The Markdown of one run: the table, the steps, what failed and the A/B. */
function runMarkdown(run: CatalogueRun, ab: AbResults | null): string {
  return [
    `### ${run.grown.designs.toLocaleString('en-US')} designs beside the shop's ${run.base.designs}`,
    `${run.label}, finished ${run.finishedAt}.`,
    catalogueTable([run]),
    '#### Build steps',
    stepsTable(run),
    ...(run.secondBuild ? [`The second build changed ${run.secondBuild.change}.`] : []),
    ...failures(run),
    ...(ab ? [abMarkdown(ab)] : []),
  ].join('\n\n');
}

/** Writes the run's report, reports/bench/catalogue-<size>x.md and .json; returns the Markdown's file. */
async function saveReport(
  projectRoot: string,
  run: CatalogueRun,
  ab: AbResults | null,
): Promise<string> {
  const markdownFile = reportFile(projectRoot, run.grown.size, 'md');
  await mkdir(reportsDir(projectRoot), { recursive: true });
  await writeFile(markdownFile, await formatMarkdown(`${runMarkdown(run, ab)}\n`, markdownFile));
  await writeFile(
    reportFile(projectRoot, run.grown.size, 'json'),
    `${JSON.stringify({ ...run, abResults: ab }, null, 2)}\n`,
  );
  return markdownFile;
}

/** The run, as the module's comment says; returns what it measured. */
export async function runCatalogue(
  projectRoot: string,
  options: CatalogueOptions,
  log: (message: string) => void,
): Promise<CatalogueRun> {
  const { size } = options;
  const baseSize = 1;
  const earlier = options.build ? undefined : await earlierBuild(projectRoot, size);
  mkdirSync(path.join(projectRoot, EMPTY_PHOTOS_DIR), { recursive: true });
  if (readdirSync(path.join(projectRoot, EMPTY_PHOTOS_DIR)).length > 0)
    throw new Error(
      `${EMPTY_PHOTOS_DIR}/ must stay empty: the catalogue builds draw every picture`,
    );

  const side = async (sideSize: number): Promise<CatalogueSide> => {
    const folders = catalogueFolders(sideSize);
    if (options.build) {
      const designs = writeCatalogueContent(
        contentDir(),
        path.join(projectRoot, folders.content),
        sideSize,
      );
      log(`${sideSize}x: ${designs} designs written to ${folders.content}/`);
      const build = await firstBuild(projectRoot, sideSize, log);
      const failed = failedStep(build);
      if (failed) log(`${sideSize}x: the build failed at ${failed.command}`);
      return { size: sideSize, designs, build, site: null };
    }
    const reported = sideSize === baseSize ? earlier?.base : earlier?.grown;
    const designs = readdirSync(
      path.join(projectRoot, folders.content, CONTENT_FILES.designs),
    ).length;
    return { size: sideSize, designs, build: reported?.build ?? null, site: null };
  };
  const base = await side(baseSize);
  const grown = size === baseSize ? base : await side(size);

  let secondBuild: SecondBuild | null = options.build ? null : (earlier?.secondBuild ?? null);
  if (options.build && size !== baseSize && grown.build && !failedStep(grown.build)) {
    const change = changeOneDesign(path.join(projectRoot, catalogueFolders(size).content));
    log(`${size}x: second build after one change: ${change}`);
    secondBuild = {
      change,
      build: { steps: await runTimedBuild(projectRoot, buildEnv(size), log) },
    };
  }

  const built = (catalogue: CatalogueSide) =>
    !catalogue.build || !failedStep(catalogue.build)
      ? path.join(projectRoot, catalogueFolders(catalogue.size).site)
      : null;
  for (const catalogue of [base, grown]) {
    const dir = built(catalogue);
    if (!dir) continue;
    expectBuilt(projectRoot, dir, options.routes, ': build it first (drop --no-build)');
    log(`${catalogue.size}x: measuring ${path.relative(projectRoot, dir)}/`);
    catalogue.site = await measureSite(dir);
  }

  const run: CatalogueRun = {
    finishedAt: new Date().toISOString(),
    label: workingTreeLabel(projectRoot),
    base,
    grown,
    secondBuild,
    ab: null,
    abRuns: null,
  };
  // Saved before the loads, which take long on a big catalogue: `--no-build` measures them again alone.
  await saveReport(projectRoot, run, null);

  let ab: AbResults | null = null;
  const [baseDir, grownDir] = [built(base), built(grown)];
  if (baseDir && grownDir && size !== baseSize) {
    const expected = {
      A: expectationsFor(projectRoot, catalogueFolders(baseSize).content, options.routes),
      B: expectationsFor(projectRoot, catalogueFolders(size).content, options.routes),
    };
    const plan: AbPlan = {
      controlsOn: catalogueControlsOn,
      expected: (abSide, route, control) => expected[abSide](route, control),
    };
    const servers = serverGroup(projectRoot);
    try {
      const serverA = await servers.start(BENCH_PORT, baseDir);
      const serverB = await servers.start(BENCH_PORT + 1, grownDir);
      log(
        `A (${base.designs} designs) at ${serverA.origin}, B (${grown.designs}) at ${serverB.origin}: ` +
          `${options.runs} loads per side of ${options.routes.join(', ')} and the shop's taps`,
      );
      const measured = await measureAb(
        { A: serverA.origin, B: serverB.origin },
        options.routes,
        options.runs,
        log,
        plan,
      );
      ab = {
        sides: {
          A: {
            label: `the shop's ${base.designs} designs`,
            reused: catalogueFolders(baseSize).site,
          },
          B: {
            label: `${grown.designs} designs`,
            shortName: `the ${grown.designs}-design build`,
            reused: catalogueFolders(size).site,
          },
        },
        ...measured,
      };
    } finally {
      await servers.stopAll();
    }
  }

  run.finishedAt = new Date().toISOString();
  run.ab = ab && abRows(ab);
  run.abRuns = ab && ab.runs;
  const markdownFile = await saveReport(projectRoot, run, ab);
  console.log(`\n${await readFile(markdownFile, 'utf8')}`);
  console.log(`Report: ${path.relative(projectRoot, markdownFile)} (and .json)`);
  if (options.full) {
    const table = catalogueTable(await reportedRuns(projectRoot));
    console.log(`\nEvery catalogue size measured (reports/bench/catalogue-*.json):\n\n${table}`);
    const doc = path.join(projectRoot, 'docs/performance.md');
    await writeResults(doc, table, CATALOGUE_MARKERS);
    console.log(`Table written to ${path.relative(projectRoot, doc)}`);
  }
  return run;
}
