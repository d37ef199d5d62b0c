/**
 * The editor's preview pane (scripts/admin/editor/preview/): a design and each page's copy (home, about,
 * size guide, reviews) drawn as the built site draws them, from the same content, and again at each
 * keystroke. The editor edits a scratch copy of the catalog the site under test was built from (the tests'
 * own, tests/fixtures/content), so the preview of a file and the built page of the same file must say the
 * same. Its local helper runs on a port of its own: the page's requests to the port the build gave the
 * editor (where the run's router hands the site's pages to tests/e2e/admin.spec.ts's helper) are handed
 * to it, so the two specs can run side by side. Desktop only, as admin.spec.ts; in WebKit,
 * tests/engines/editor-preview.spec.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import type { DesignContent } from '../../data/schema/design';
import { formatMoney } from '../../lib/money';
import { editorBackendUrl } from '../../scripts/admin/editor-server.mjs';
import { CHART_AT_BUILD, DRAWING_AT_BUILD } from '../../scripts/admin/editor/preview/picture-notes';
import { readE2eBuild } from '../../scripts/e2e/build-record';
import { freePort } from '../../scripts/e2e/free-port.mjs';
import { MARKERS, testPhoto } from '../../scripts/e2e/test-photos';
import { field, fieldOfKind, openEditor, uploadPhoto } from '../../scripts/e2e/editor-page';
import { startScratchEditor, type ScratchEditor } from './support/editor-helper';
import { shownText } from './support/shown-text';
import { expect, test } from './support/fixtures';

// Each test loads built pages, then the editor (Decap's 5 MB script) and its entries through its helper.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const build = readE2eBuild();
const helperPort = freePort();
let editor: ScratchEditor | undefined;

const preview = (page: Page) => page.frameLocator('#preview-pane');

/** What a part of a page says (shownText). */
const textOf = (part: Locator) => part.evaluate(shownText);

/** The product summary (name, badge, rating, price, availability, description) and the features. */
const productParts = (root: Page | FrameLocator) => ({
  summary: root.locator('h1').locator('..'),
  features: root.locator('section[aria-labelledby="features-heading"]'),
});

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the owner edits on her computer: once is enough');
  editor = await startScratchEditor({ siteUrl: baseURL!, port: helperPort });
});

test.afterAll(() => editor?.stop());

test.beforeEach(async ({ page }) => {
  await page.route(`${editorBackendUrl(build.editorPort)}**`, async (route) => {
    const response = await route.fetch({ url: editorBackendUrl(helperPort) });
    await route.fulfill({ response });
  });
});

test('shows a design’s card and page as the site does, and as she types', async ({ page }) => {
  const design = JSON.parse(
    readFileSync(path.join(editor!.designs, 'boy-mama-heart.json'), 'utf8'),
  ) as DesignContent;
  expect(design.badge, 'the fixture design shows a badge').toBeDefined();

  const built = await page.context().newPage();
  await built.goto(`/products/${design.slug}`);
  const builtPage = productParts(built);
  const builtSummary = await textOf(builtPage.summary);
  const builtFeatures = await textOf(builtPage.features);
  expect(builtSummary).toContain(design.name);
  await built.goto('/shop');
  // Drawn by the shop's script when not among the first cards its HTML holds.
  const builtCardLink = built.locator(`li[data-product-id="${design.id}"] > a`);
  await expect(builtCardLink).toHaveCount(1);
  const builtCard = await textOf(builtCardLink);
  await built.close();

  await openEditor(page, `#/collections/designs/entries/${design.slug}`);
  const frame = preview(page);
  const shown = productParts(frame);
  // Drawn once Decap has read the entry, and the preview's code has arrived.
  await expect(frame.locator('h1')).toHaveText(design.name, { timeout: 20_000 });
  await expect.poll(() => textOf(shown.summary)).toBe(builtSummary);
  expect(await textOf(shown.features)).toBe(builtFeatures);
  const card = frame.locator('[data-preview="card"] a');
  expect(await textOf(card)).toBe(builtCard);
  // Its drawing, as the site built it.
  await expect(card.locator('img')).toHaveJSProperty('complete', true);

  await field(page, 'Name').first().fill('Milk Drunk Club');
  await field(page, 'Price').fill('31.5');
  await fieldOfKind(page, 'list', 'Features')
    .getByRole('button', { name: 'Expand' })
    .first()
    .click();
  await field(page, 'Feature').first().fill('Hidden zips on both sides');
  await expect(frame.locator('h1')).toHaveText('Milk Drunk Club');
  await expect(card.getByRole('heading')).toHaveText('Milk Drunk Club');
  for (const part of [shown.summary, card])
    await expect(part.getByText(formatMoney(31.5))).toBeVisible();
  await expect(shown.features.locator('li').first()).toHaveText('Hidden zips on both sides');
  await expect(frame.getByText(design.badge!, { exact: true }).first()).toBeVisible();

  // A new address has no built drawing yet: the preview says when there will be one.
  await field(page, 'Address \\(slug\\)').fill('milk-drunk-club');
  await expect(frame.getByRole('img', { name: DRAWING_AT_BUILD }).first()).toBeVisible();
  await keepPicture(page, 'design-new-address');

  // Her photo of the front view, as it will be uploaded, on the card and the page.
  const photo = path.join(editor!.repository, 'IMG_0100.jpg');
  writeFileSync(
    photo,
    await testPhoto({ width: 1100, height: 1100, marker: MARKERS.green, format: 'jpeg' }),
  );
  await uploadPhoto(page, 'Front', photo);
  const photos = frame.locator('img[src^="blob:"]');
  await expect(photos).toHaveCount(2);
  for (const shown of await photos.all()) await expect(shown).toHaveJSProperty('complete', true);
  await expect(frame.getByRole('img', { name: DRAWING_AT_BUILD })).toHaveCount(0);
  await keepPicture(page, 'design');
});

/**
 * Each page's copy: its sections say what the built page's say (the size guide's chart as its table: its
 * picture is drawn at build, and the preview says so), then follow her typing. One editor load for the
 * four (Decap's script is 4 to 8 s of each load here): she goes from one page's entry back to the list of
 * pages and on to the next, leaving each with its change unsaved, which the editor asks her to confirm.
 */
const PAGES = [
  {
    name: 'home',
    label: 'Home page',
    path: '/',
    sections: ['hero-title', 'benefits-title', 'testimonials-title', 'newsletter-title'],
    parts: [],
    type: (page: Page) =>
      field(page, 'Headline').fill('Feed her anywhere, in a sweatshirt that gets it'),
    follows: (frame: FrameLocator) =>
      expect(frame.locator('#hero-title')).toHaveText(
        'Feed her anywhere, in a sweatshirt that gets it',
      ),
  },
  {
    name: 'about',
    label: 'About page',
    path: '/about',
    sections: ['page-title', 'story-title', 'values-title', 'team-title'],
    parts: [],
    // The mission's title, the page's heading.
    type: (page: Page) => field(page, 'Title').first().fill('Made by Moms Who Nurse'),
    follows: (frame: FrameLocator) =>
      expect(frame.locator('h1')).toHaveText('Made by Moms Who Nurse'),
  },
  {
    name: 'size-guide',
    label: 'Size guide',
    path: '/size-guide',
    sections: [
      'page-title',
      'measure-title',
      'tips-title',
      'fit-title',
      'special-title',
      'size-help-title',
    ],
    parts: ['table'],
    // The chart's rows are folded to their size: the first opened by its own arrow (admin.spec.ts).
    type: async (page: Page) => {
      const firstRow = fieldOfKind(page, 'list', 'Size chart').getByText('XS', { exact: true });
      await firstRow.first().locator('..').getByRole('button').first().click();
      await field(page, 'US sizes').first().fill('0–3');
    },
    follows: async (frame: FrameLocator) => {
      const firstCell = frame.locator('tbody tr').first().locator('td').first();
      await expect(firstCell).toHaveText('0–3');
      await firstCell.scrollIntoViewIfNeeded();
      await expect(frame.getByRole('img', { name: CHART_AT_BUILD })).toBeVisible();
    },
  },
  {
    name: 'reviews',
    label: 'Reviews page',
    path: '/reviews',
    sections: ['page-title', 'featured-reviews-title'],
    parts: [],
    type: async (page: Page) => {
      await fieldOfKind(page, 'list', 'Featured reviews')
        .getByRole('button', { name: 'Expand' })
        .first()
        .click();
      await field(page, 'Text').first().fill('Warm, soft, and the zips never show.');
    },
    follows: (frame: FrameLocator) =>
      expect(frame.getByRole('article').first().locator('blockquote')).toHaveText(
        '“Warm, soft, and the zips never show.”',
      ),
  },
];

test('shows each page’s copy as the site does, and as she types', async ({ page }) => {
  // One editor load and four entries, each read, compared and typed into: one entry's test took up to 16 s
  // on this machine on a slow day, the load about half of it.
  test.setTimeout(150_000);
  const partsOf = (shown: (typeof PAGES)[number]) => [
    ...shown.sections.map((id) => `section[aria-labelledby="${id}"]`),
    ...shown.parts,
  ];
  const built = await page.context().newPage();
  const builtTexts = new Map<string, string[]>();
  for (const shown of PAGES) {
    await built.goto(shown.path);
    builtTexts.set(
      shown.name,
      await Promise.all(partsOf(shown).map((part) => textOf(built.locator(part)))),
    );
  }
  await built.close();

  // Leaving an entry with a change unsaved, the editor asks first; she goes on.
  const asked: string[] = [];
  page.on('dialog', async (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    if (dialog.type() === 'confirm') await dialog.accept();
    else await dialog.dismiss();
  });
  const frame = preview(page);
  for (const [index, shown] of PAGES.entries()) {
    await test.step(shown.label, async () => {
      if (index === 0) await openEditor(page, `#/collections/pages/entries/${shown.name}`);
      else {
        await page.getByRole('link', { name: /Pages collection/ }).click();
        await page.getByRole('link', { name: shown.label, exact: true }).click();
      }
      await expect(frame.locator(`#${shown.sections[0]}`)).toBeVisible({ timeout: 20_000 });
      const texts = builtTexts.get(shown.name)!;
      for (const [at, part] of partsOf(shown).entries())
        await expect.poll(() => textOf(frame.locator(part))).toBe(texts[at]);

      await shown.type(page);
      await shown.follows(frame);
      await keepPicture(page, shown.name);
    });
  }
  expect(asked).toEqual(
    Array(PAGES.length - 1).fill('confirm: Are you sure you want to leave this page?'),
  );
});

/**
 * Keeps a picture of the page for the pull request's reviewers, when SHOTS_DIR asks for it; else takes none
 * (a screenshot not saved is still drawn and encoded).
 */
async function keepPicture(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `h8-preview-${name}.png`) });
}
