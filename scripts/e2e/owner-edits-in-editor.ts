/**
 * owner-edits' second mode (`--in-the-editor`, docs/testing.md): the owner's two edits of issue 50 made as
 * she makes them, in the editor, on the shop's own content, then the shop built and looked at. In a scratch
 * clone only: it saves into data/content and data/photos.
 *
 *   npx tsx scripts/e2e/owner-edits.ts --in-a-scratch-clone --in-the-editor
 *
 * It builds the shop (`npm run build`, so /admin exists), starts `npm run edit` on ports of its own, and in
 * Chromium (driven by Playwright) uploads a photo for a design's front view and saves, replaces it with
 * another upload and saves, and moves Floral's only design to Humor and saves. Then it runs `npm run build`
 * again, beside the running editor as she would, and checks the pages she and her shoppers get: /shop/floral
 * with its heading, its "No Floral designs right now" sentence, no card and noindex; no Floral chip in /shop;
 * no /shop/floral in sitemap.xml; the design's page showing the new photo; the build passed, leaving the
 * replaced photo out with its warning. It prints what it saw before and after, and exits 1 if a check failed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CATEGORY_COPY } from '../../data/categories';
import { productImagePath } from '../../data/image-paths';
import { categoryPath, PAGE_PATHS, productPath } from '../../data/routes';
import type { DesignContent } from '../../data/schema/design';
import { PRODUCT_IMAGE_WIDTHS, widestImage } from '../../lib/images';
import { CHROMIUM_ARGS, testChromiumPath } from '../browsers.mjs';
import { PROJECT_ROOT } from '../site-dir';
import { spawnWithOutput, type Spawned } from '../spawn-with-output';
import type { Rgb } from '../images/color';
import { choose, field, openEditor, publish, uploadPhoto } from './editor-page';
import { freePort } from './free-port.mjs';
import { categoryCounts, DESIGNS, readDesigns, readJson } from './owner-content';
import { colorAt, colorDistance, whereInFrame } from './photo-probes';
import { MARKERS, POINTS, writeTestPhoto, type TestPhoto } from './test-photos';
import { LINK_CHOICE_ATTRIBUTE } from '../../lib/inline-loader/contract';

const EMPTIED = 'Floral';
const INTO = 'Humor';
/** The two photos of the front view, the first from her phone with its GPS position; the second replaces it. */
const FIRST_PHOTO = { name: 'IMG_0101.jpg', saved: 'img_0101.jpg', marker: MARKERS.red };
const SECOND_PHOTO = { name: 'IMG_0102.jpg', saved: 'img_0102.jpg', marker: MARKERS.blue };
const photoOf = (marker: Rgb): TestPhoto => ({
  width: 1100,
  height: 1100,
  marker,
  format: 'jpeg',
  private: true,
});
/** A published WebP's colors are this near the photo's (tests/e2e/photos.spec.ts). */
const SAME = 24;
const BUILD_TIMEOUT_MS = 20 * 60_000;
const EDITOR_READY_MS = 120_000;

/** What a shopper and a search engine get of the pages issue 50 names. */
interface ShopSeen {
  /** Its cards: in its HTML (a listing's page also holds the first cards of the lists it can switch to), and shown. */
  floral: { heading: string; status: string; cards: number; shown: number; robots: string };
  into: { status: string; cards: number };
  chips: string[];
  sitemapHasFloral: boolean;
  /** The color at the photo's marker in the widest published front image of the photographed design. */
  front: Rgb;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** `npm run build`, its output shown as it comes and kept. */
async function build(env: NodeJS.ProcessEnv): Promise<{ passed: boolean; output: string }> {
  console.log('owner-edits: npm run build');
  const started = performance.now();
  const spawned = spawnWithOutput('npm', ['run', 'build'], { cwd: PROJECT_ROOT, env });
  spawned.child.stdout?.pipe(process.stdout);
  spawned.child.stderr?.pipe(process.stderr);
  const timer = setTimeout(() => spawned.child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
  const { code } = await spawned.exited;
  clearTimeout(timer);
  console.log(
    `owner-edits: npm run build ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)} s`,
  );
  return { passed: code === 0, output: spawned.output() };
}

/** `npm run edit` on `sitePort`, in a process group of its own; resolves once it says all three answer. */
async function startEditor(sitePort: number, env: NodeJS.ProcessEnv): Promise<Spawned> {
  const spawned = spawnWithOutput('npm', ['run', 'edit', '--', '--port', String(sitePort)], {
    cwd: PROJECT_ROOT,
    env,
    detached: true,
  });
  const deadline = Date.now() + EDITOR_READY_MS;
  while (!spawned.output().includes('The editor is at')) {
    if (spawned.child.exitCode !== null || Date.now() > deadline) {
      await stopEditor(spawned);
      throw new Error(`npm run edit did not start:\n${spawned.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return spawned;
}

/** Stops `npm run edit` and the three it started (npm passes no signal on: the whole group). */
async function stopEditor(editor: Spawned): Promise<void> {
  if (editor.child.exitCode === null) process.kill(-editor.child.pid!, 'SIGTERM');
  await editor.exited;
}

/** One save in the editor, in a fresh browser context (signed out, as a new visit is). */
async function saveInEditor(
  browser: Browser,
  baseURL: string,
  slug: string,
  change: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await openEditor(page, `#/collections/designs/entries/${slug}`);
    await page.getByText('Checked when you publish').waitFor();
    await change(page);
    await publish(page);
    await page.getByText('Changes saved').waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
}

async function look(browser: Browser, baseURL: string, photographed: string): Promise<ShopSeen> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const status = async () =>
    (await page.getByRole('main').getByRole('status').first().innerText()).trim();
  try {
    await page.goto(categoryPath(EMPTIED));
    const floral = {
      heading: (await page.getByRole('heading', { level: 1 }).innerText()).trim(),
      status: await status(),
      cards: await page.locator('li[data-product-id]').count(),
      shown: await page.locator('li[data-product-id]:visible').count(),
      robots: (await page.locator('meta[name="robots"]').getAttribute('content')) ?? '',
    };
    await page.goto(categoryPath(INTO));
    const into = {
      status: await status(),
      cards: await page.locator('li[data-product-id]:visible').count(),
    };
    await page.goto(PAGE_PATHS.shop);
    const chips = (await page.locator(`[${LINK_CHOICE_ATTRIBUTE}]`).allInnerTexts()).map((chip) =>
      chip.trim(),
    );
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    await page.goto(productPath(photographed));
    const image = widestImage(productImagePath(photographed, 'front'), PRODUCT_IMAGE_WIDTHS);
    if (!(await page.content()).includes(image))
      throw new Error(`the product page names no ${image}`);
    const bytes = await (await page.request.get(image)).body();
    const { x, y } = whereInFrame(photoOf(SECOND_PHOTO.marker), POINTS.marker, {
      width: Math.max(...PRODUCT_IMAGE_WIDTHS),
      height: Math.max(...PRODUCT_IMAGE_WIDTHS),
    });
    return {
      floral,
      into,
      chips,
      sitemapHasFloral: sitemap.includes(`${categoryPath(EMPTIED)}<`),
      front: await colorAt(bytes, x, y),
    };
  } finally {
    await context.close();
  }
}

function printSeen(when: string, seen: ShopSeen, designs: Iterable<DesignContent>): void {
  const counts = categoryCounts(designs)
    .map(([category, count]) => `${category} ${count}`)
    .join(', ');
  console.log(
    [
      `owner-edits: ${when}:`,
      `  designs by category: ${counts}`,
      `  ${categoryPath(EMPTIED)}: heading "${seen.floral.heading}"; "${seen.floral.status}"; ${seen.floral.cards} cards in its HTML, ${seen.floral.shown} shown; robots "${seen.floral.robots}"`,
      `  ${categoryPath(INTO)}: "${seen.into.status}"; ${seen.into.cards} cards shown`,
      `  /shop chips: ${seen.chips.join(', ')}`,
      `  sitemap.xml lists ${categoryPath(EMPTIED)}: ${seen.sitemapHasFloral ? 'yes' : 'no'}`,
      `  front image's color where the photo's marker is: ${seen.front.join(',')}`,
    ].join('\n'),
  );
}

/** Makes the edits and checks the shop built after them; true when every check passed. */
export async function editInTheEditor(): Promise<boolean> {
  const designs = readDesigns();
  const emptied = [...designs.values()].filter((design) => design.category === EMPTIED);
  if (emptied.length !== 1) {
    throw new Error(
      `owner-edits: ${EMPTIED} holds ${emptied.length} designs, not the one this moves`,
    );
  }
  const moved = emptied[0]!;
  // The first design in catalog order with no photo yet, outside the category emptied.
  const photographed = [...designs.values()]
    .filter((design) => design.category !== EMPTIED && !design.photos)
    .sort((a, b) => a.id - b.id)[0];
  if (!photographed) {
    throw new Error(
      `owner-edits: every design outside ${EMPTIED} has photos: none is left to photograph`,
    );
  }
  const [sitePort, editorPort, backendPort] = [freePort(), freePort(), freePort()];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'owner-edits-'));
  // The editor's page names its helper's port, so the build and `npm run edit` are given the same.
  const env = {
    ...process.env,
    EDITOR_BACKEND_PORT: String(editorPort),
    LOCAL_BACKEND_PORT: String(backendPort),
    LOCAL_BACKEND_DATA_DIR: path.join(scratch, 'shop-db'),
  };
  const baseURL = `http://localhost:${sitePort}`;

  const first = await build(env);
  if (!first.passed) throw new Error('owner-edits: the shop does not build before the edits');
  const editor = await startEditor(sitePort, env);
  let browser: Browser | undefined;
  const checks: [string, boolean][] = [];
  try {
    browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
    const before = await look(browser, baseURL, photographed.slug);
    printSeen('before', before, designs.values());

    for (const photo of [FIRST_PHOTO, SECOND_PHOTO]) {
      const started = performance.now();
      const upload = path.join(scratch, photo.name);
      await writeTestPhoto(upload, photoOf(photo.marker));
      await saveInEditor(browser, baseURL, photographed.slug, (page) =>
        uploadPhoto(page, 'Front', upload),
      );
      console.log(
        `owner-edits: ${photographed.slug}'s front photo: ${photo.name} uploaded, saved (${seconds(started)} s)`,
      );
    }
    const started = performance.now();
    await saveInEditor(browser, baseURL, moved.slug, async (page) => {
      await field(page, 'Category').waitFor();
      await choose(page, 'Category', INTO);
    });
    console.log(
      `owner-edits: "${moved.name}" moved from ${EMPTIED} to ${INTO}, saved (${seconds(started)} s)`,
    );

    const saved = readDesigns();
    const photoFolder = path.join(PROJECT_ROOT, 'data/photos', photographed.slug);
    checks.push(
      [
        `${photographed.slug}'s file names ${SECOND_PHOTO.saved} as its front photo`,
        readJson<DesignContent>(path.join(DESIGNS, `${photographed.slug}.json`)).photos?.front ===
          SECOND_PHOTO.saved,
      ],
      ...[FIRST_PHOTO, SECOND_PHOTO].map(({ saved }): [string, boolean] => [
        `${saved}, saved from a photo with a GPS position, carries none`,
        !readFileSync(path.join(photoFolder, saved)).includes('GPS'),
      ]),
      [`"${moved.name}" is in ${INTO}`, saved.get(`${moved.slug}.json`)?.category === INTO],
    );

    const second = await build(env);
    // The words docs/owner.md shows her for a replaced photo (named by her phone, not after its view).
    const warning = `images: warning: data/photos/${photographed.slug}/${FIRST_PHOTO.saved}: no view of the design uses this photo, so it is not published`;
    checks.push(
      ['npm run build passed', second.passed],
      [
        `the build left ${FIRST_PHOTO.saved} out, with its warning`,
        second.output.includes(warning),
      ],
    );
    const after = await look(browser, baseURL, photographed.slug);
    printSeen('after', after, saved.values());
    checks.push(
      [`${categoryPath(EMPTIED)}'s heading`, after.floral.heading === CATEGORY_COPY.Floral.title],
      [
        `${categoryPath(EMPTIED)} says so`,
        after.floral.status.startsWith(`No ${EMPTIED} designs right now`),
      ],
      [`${categoryPath(EMPTIED)} shows no card`, after.floral.cards === 0],
      [`${categoryPath(EMPTIED)} is noindex`, /\bnoindex\b/.test(after.floral.robots)],
      [
        `/shop has no ${EMPTIED} chip`,
        !after.chips.includes(EMPTIED) && before.chips.includes(EMPTIED),
      ],
      [`sitemap.xml has no ${categoryPath(EMPTIED)}`, !after.sitemapHasFloral],
      [`${categoryPath(INTO)} shows one card more`, after.into.cards === before.into.cards + 1],
      [
        `${productPath(photographed.slug)} shows the new photo`,
        colorDistance(after.front, SECOND_PHOTO.marker) <= SAME,
      ],
    );
  } finally {
    await browser?.close();
    await stopEditor(editor);
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const [check, passed] of checks)
    console.log(`owner-edits: ${passed ? 'ok  ' : 'FAIL'} ${check}`);
  return checks.every(([, passed]) => passed);
}
