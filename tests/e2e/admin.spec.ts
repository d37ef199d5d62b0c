/**
 * The owner's editor at /admin (scripts/admin/), driven as she drives it: Decap CMS saving through its
 * local backend (decap-server, started here on the port the build gave its editor) into a scratch copy of
 * the content, never the repository's files. What it saves must pass the build's own schema. Desktop
 * only: the editor is for the owner's computer, and one run proves it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contentDir } from '../../data/content-folder';
import { readContent } from '../../data/read-content';
import { products } from '../../data/products';
import { editorBackendUrl, editorServerCommand } from '../../scripts/admin/editor-server.mjs';
import { ADMIN_PATH } from '../../scripts/admin/page';
import { readE2eBuild } from '../../scripts/e2e/build-record';
import { MARKERS, testPhoto } from '../../scripts/e2e/test-photos';
import { PROJECT_ROOT } from '../../scripts/site-dir';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

const { editorPort } = readE2eBuild();
let scratch: string | undefined;
let editor: ChildProcess | undefined;
/** Where the editor's config says the designs and their photos are, inside the scratch copy. */
let designsDir: string;
let photosDir: string;

/** A field by its label, which Decap follows with ' (optional)' for an optional one. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).fill(option);
  await page.keyboard.press('Enter');
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
}

async function openEditor(page: Page, hash = ''): Promise<void> {
  await page.goto(`${ADMIN_PATH}${hash}`);
  await page.getByRole('button', { name: 'Login' }).click();
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the owner edits on her computer: once is enough');
  const repository = mkdtempSync(path.join(os.tmpdir(), 'editor-repository-'));
  scratch = repository;
  const config = readFileSync(path.join(readE2eBuild().siteDir, 'admin/config.yml'), 'utf8');
  const { collections, media_folder } = JSON.parse(config) as {
    collections: Array<{ folder?: string }>;
    media_folder: string;
  };
  const designs = collections[0]?.folder ?? '';
  designsDir = path.join(repository, designs);
  photosDir = path.join(repository, media_folder);
  cpSync(contentDir(), path.dirname(designsDir), { recursive: true });
  mkdirSync(photosDir, { recursive: true });
  const origin = new URL(baseURL!).origin;
  const helper = editorServerCommand({
    root: PROJECT_ROOT,
    port: editorPort,
    origin,
    repository,
    content: path.posix.dirname(designs),
    photos: media_folder,
  });
  editor = spawn(process.execPath, helper.args, {
    env: { ...process.env, ...helper.env },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(editorBackendUrl(editorPort), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin },
          body: JSON.stringify({ action: 'info' }),
        }).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  editor?.kill();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('is a page of its own, and saves a new price and a new description into the design’s file', async ({
  page,
  request,
}) => {
  const response = await page.goto(`${ADMIN_PATH}#/collections/designs/entries/milk-bar`);
  const headers = response!.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
  expect(headers['content-security-policy']).toContain(
    new URL(editorBackendUrl(editorPort)).origin,
  );
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/products/milk-bar');
  expect(sitemap).not.toContain(ADMIN_PATH);
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(await home.text()).not.toMatch(/\/admin|decap/i);

  const before = readJson(path.join(designsDir, 'milk-bar.json'));
  await page.getByRole('button', { name: 'Login' }).click();
  const price = field(page, 'Price');
  await expect(price).toHaveValue('39.99');
  await price.fill('34.5');
  const description = field(page, 'Description');
  const newDescription = `Now with a quieter zip. ${await description.inputValue()}`;
  await description.fill(newDescription);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();
  const milkBar = readJson(path.join(designsDir, 'milk-bar.json'));
  expect([milkBar.price, milkBar.description]).toEqual([34.5, newDescription]);
  expect({ ...milkBar, price: before.price, description: before.description }).toEqual(before);
});

test('saves a new design with two photos, upright and without their metadata, as the build takes it', async ({
  page,
}) => {
  await openEditor(page, '#/collections/designs/new');
  // The phone's photos: a GPS position and more in their metadata, the back one held sideways.
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'editor-uploads-'));
  const phonePhotos = [
    { view: 'Front', file: 'IMG_0001.jpg', width: 1400, height: 1400, marker: MARKERS.red },
    { view: 'Back', file: 'IMG_0002.jpg', width: 1600, height: 1200, marker: MARKERS.blue },
  ];
  for (const { file, width, height, marker } of phonePhotos) {
    const sideways = width > height;
    const bytes = await testPhoto({
      width,
      height,
      marker,
      format: 'jpeg',
      private: true,
      sideways,
    });
    writeFileSync(path.join(uploads, file), bytes);
  }

  // The new entry's draft is ready when its defaults show: what is typed before would be lost.
  await expect(field(page, 'Price')).toHaveValue('39.99');
  await field(page, 'Number').fill(String(products.length + 1));
  await field(page, 'Address \\(slug\\)').fill('nap-queen');
  await field(page, 'Name').fill('Nap Queen Sweatshirt');
  await choose(page, 'Category', 'Humor');
  await choose(page, 'Badge', 'New');
  await field(page, 'Description').fill(
    'Royalty, but make it twenty minutes at a time. A crowned Nap Queen across the chest, with side zips for feeds between power naps.',
  );
  await field(page, 'Search description').fill(
    'Nap Queen nursing sweatshirt: a crowned print for moms who rule in twenty-minute naps, with hidden side zips for easy feeds.',
  );
  const features = [
    'Side zips that open in one pull',
    'Brushed organic cotton fleece',
    'Relaxed fit for couch naps',
    'Machine wash cold',
    'A gold crown over Nap Queen lettering',
  ];
  for (const [index, feature] of features.entries()) {
    await page.getByRole('button', { name: 'Add features' }).click();
    await field(page, 'Feature').nth(index).fill(feature);
  }
  await field(page, 'Rating').fill('4.7');
  await field(page, 'Review count').fill('12');
  await choose(page, 'Style', 'script');
  for (const [index, line] of ['Nap', 'Queen'].entries()) {
    await page.getByRole('button', { name: 'Add lines' }).click();
    await field(page, 'Line').nth(index).fill(line);
  }
  await choose(page, 'Inks', 'gold');
  await choose(page, 'Inks', 'cream');
  for (const { view, file } of phonePhotos) {
    await page
      .locator('[aria-label="image field"]')
      .filter({ has: page.locator('label', { hasText: new RegExp(`^${view}`) }) })
      .getByRole('button', { name: 'Choose an image' })
      .click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(path.join(uploads, file));
    await page.getByRole('button', { name: 'Choose selected' }).click();
  }
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();
  rmSync(uploads, { recursive: true, force: true });

  const napQueen = readJson(path.join(designsDir, 'nap-queen.json'));
  expect(napQueen).toMatchObject({
    id: products.length + 1,
    name: 'Nap Queen Sweatshirt',
    category: 'Humor',
    price: 39.99,
    photos: { front: 'img_0001.jpg', back: 'img_0002.jpg' },
    print: { style: 'script', lines: ['Nap', 'Queen'], inks: ['gold', 'cream'] },
  });
  // Redrawn in the browser before they left it: upright, and no metadata reached the repository.
  for (const { file, width, height } of phonePhotos) {
    const saved = file.toLowerCase();
    const bytes = readFileSync(path.join(photosDir, 'nap-queen', saved));
    const meta = await sharp(bytes).metadata();
    expect([saved, meta.width, meta.height, meta.exif, meta.xmp]).toEqual([
      saved,
      width,
      height,
      undefined,
      undefined,
    ]);
    expect(bytes.includes('GPS')).toBe(false);
  }
  // What the editor saved is what the build takes.
  const saved = readContent(path.dirname(designsDir));
  expect(saved.faults).toEqual([]);
  expect(saved.content?.designs.map((design) => design.slug)).toContain('nap-queen');
});

test('refuses a negative price and a category outside the 13, and saves nothing', async ({
  page,
}) => {
  // Decap refuses the save by rejecting its own promise with no reason, which no code of it handles.
  await page.addInitScript(() =>
    addEventListener('unhandledrejection', (event) => {
      if (event.reason === undefined) event.preventDefault();
    }),
  );
  const before = readFileSync(path.join(designsDir, 'milk-bar.json'), 'utf8');
  await openEditor(page, '#/collections/designs/entries/milk-bar');
  await field(page, 'Price').fill('-5');
  await field(page, 'Category').fill('Sports');
  await expect(page.getByText('No options')).toBeVisible();
  await page.keyboard.press('Escape');
  await publish(page);
  await expect(
    page.getByText(
      "Price didn't match the pattern: A price is in dollars, 0 or more, to the cent (39.99), and not above the original price.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Changes saved')).toHaveCount(0);
  expect(readFileSync(path.join(designsDir, 'milk-bar.json'), 'utf8')).toBe(before);
});
