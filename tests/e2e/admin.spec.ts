/**
 * The owner's editor at /admin (scripts/admin/), driven as she drives it: Decap CMS saving through its
 * local backend (decap-server, started here, reached at the port the build gave its editor through the
 * run's router, support/editor-router.mjs) into a scratch repository holding the tests' own content
 * (tests/fixtures/editor-content.ts), never the shop's. What it saves must pass the build's own schema;
 * what the build would refuse, it refuses in the build's words. Every rule's refusal, the form's check
 * beside the build's, is tests/unit/editor-rules.test.ts; here, in the browser, the rules whose refusal
 * hangs on what a form's fields hand its check (a typed number, a cleared select, a removed photo, a
 * field's own sentence, the designs as saved).
 * Desktop only: the editor is for the owner's computer, and one run proves it.
 */
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { productImagePath } from '../../data/image-paths';
import { product } from '../../data/product';
import { readContent } from '../../data/read-content';
import { formatFault } from '../../data/schema/faults';
import { editorBackendUrl } from '../../scripts/admin/editor-server.mjs';
import { DELETION_REFUSED, REFUSALS_LABEL } from '../../scripts/admin/editor/form-names';
import { ADMIN_PATH } from '../../scripts/admin/page';
import { readE2eBuild } from '../../scripts/e2e/build-record';
import {
  choose,
  field,
  fieldOfKind,
  openEditor,
  publish,
  uploadPhoto,
} from '../../scripts/e2e/editor-page';
import { MARKERS, testPhoto, writeTestPhoto } from '../../scripts/e2e/test-photos';
import { designPhotoSlots, type Photos } from '../../scripts/images/jobs';
import { generateImages } from '../../scripts/images/pipeline';
import { HERO_IMAGE_PATH } from '../../lib/images';
import { shopListing } from '../../lib/shop-listing';
import {
  EDITOR_DESIGNS,
  GAMMA_PHOTOS,
  writeEditorContent,
  writeEditorPhotos,
} from '../fixtures/editor-content';
import { IPHONE_HEIC } from '../fixtures/iphone-photo';
import { editorHelperPort } from '../../scripts/e2e/editor-helper-ports.mjs';
import { editorFolders, startEditorHelper } from './support/editor-helper';
import { expect, test, watchPageProblems } from './support/fixtures';

test.describe.configure({ mode: 'serial' });

const { editorPort } = readE2eBuild();
let scratch: string | undefined;
let editor: ChildProcess | undefined;
/** Where the editor's config says the content, its designs and their photos are, inside the scratch copy. */
let contentFolder: string;
let designsDir: string;
let photosDir: string;

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

test.beforeAll(async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the owner edits on her computer: once is enough');
  const repository = mkdtempSync(path.join(os.tmpdir(), 'editor-repository-'));
  scratch = repository;
  const folders = editorFolders(readE2eBuild().siteDir);
  contentFolder = folders.content;
  designsDir = path.join(repository, contentFolder, 'designs');
  photosDir = path.join(repository, folders.photos);
  writeEditorContent(path.join(repository, contentFolder));
  await writeEditorPhotos(photosDir);
  // Reached at the build's editor port through the run's router (support/editor-router.mjs).
  editor = await startEditorHelper({
    siteUrl: baseURL!,
    port: editorHelperPort('site'),
    repository,
    ...folders,
  });
});

test.afterAll(() => {
  editor?.kill();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('is a page of its own: kept out of search engines and the sitemap, and alone in allowing what Decap needs', async ({
  request,
}) => {
  const response = await request.get(ADMIN_PATH);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
  expect(headers['content-security-policy']).toContain(
    new URL(editorBackendUrl(editorPort)).origin,
  );
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/products/');
  expect(sitemap).not.toContain(ADMIN_PATH);
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  expect(await home.text()).not.toMatch(/\/admin|decap/i);
});

test('saves a new design with photos of every format a phone writes, upright and without their metadata, as the build takes it', async ({
  page,
}) => {
  // One new entry, saved once: some twenty fields typed and four photos redrawn in the browser (the HEIC
  // decoded in WebAssembly) before its single save, which on two shared cores outlasts the default budget.
  test.slow();
  await openEditor(page, '#/collections/designs/new');
  // The phone's photos, each with a GPS position and more in its metadata: an iPhone's HEIC, a JPEG held
  // sideways, an AVIF and a WebP.
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'editor-uploads-'));
  const phonePhotos = [
    {
      view: 'Front',
      file: 'IMG_0001.HEIC',
      saved: 'img_0001.jpg',
      width: IPHONE_HEIC.width,
      height: IPHONE_HEIC.height,
    },
    { view: 'Back', file: 'IMG_0002.jpg', saved: 'img_0002.jpg', width: 1600, height: 1200 },
    { view: 'Zip open', file: 'IMG_0003.avif', saved: 'img_0003.jpg', width: 1200, height: 1500 },
    { view: 'Flat lay', file: 'IMG_0004.webp', saved: 'img_0004.webp', width: 1100, height: 1100 },
  ];
  for (const { file, width, height } of phonePhotos) {
    const target = path.join(uploads, file);
    if (file.endsWith('.HEIC')) {
      cpSync(IPHONE_HEIC.file, target);
    } else {
      const sideways = file.endsWith('.jpg');
      const jpeg = await testPhoto({
        width,
        height,
        marker: MARKERS.blue,
        format: 'jpeg',
        private: true,
        sideways,
      });
      const format = path.extname(file).slice(1) as 'jpg' | 'avif' | 'webp';
      writeFileSync(
        target,
        format === 'jpg' ? jpeg : await sharp(jpeg).keepMetadata().toFormat(format).toBuffer(),
      );
    }
    expect(readFileSync(target).includes('GPS'), `${file} carries a GPS position`).toBe(true);
  }

  // The new entry's draft is ready when its defaults show: what is typed before would be lost.
  await expect(field(page, 'Price')).toHaveValue('39.99');
  // The next free number, filled in: one above the highest of the designs saved.
  await expect(field(page, 'Number')).toHaveValue(String(Object.keys(EDITOR_DESIGNS).length + 1));
  await field(page, 'Address \\(slug\\)').fill('nap-queen');
  await field(page, 'Name').fill('Nap Queen Sweatshirt');
  await choose(page, 'Category', 'Humor');
  await choose(page, 'Badge', 'New');
  const description =
    'Royalty, but make it twenty minutes at a time. A crowned Nap Queen across the chest, with side zips for feeds between power naps.';
  await field(page, 'Description').fill(description);
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
  for (const { view, file } of phonePhotos) await uploadPhoto(page, view, path.join(uploads, file));
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();
  rmSync(uploads, { recursive: true, force: true });

  const napQueen = readJson(path.join(designsDir, 'nap-queen.json'));
  expect(napQueen).toMatchObject({
    id: Object.keys(EDITOR_DESIGNS).length + 1,
    name: 'Nap Queen Sweatshirt',
    category: 'Humor',
    description,
    price: 39.99,
    photos: {
      front: 'img_0001.jpg',
      back: 'img_0002.jpg',
      'zip-open': 'img_0003.jpg',
      'flat-lay': 'img_0004.webp',
    },
    print: { style: 'script', lines: ['Nap', 'Queen'], inks: ['gold', 'cream'] },
  });
  // Redrawn in the browser before they left it: upright, and no metadata reached the repository.
  for (const { saved, width, height } of phonePhotos) {
    const bytes = readFileSync(path.join(photosDir, 'nap-queen', saved));
    const meta = await sharp(bytes).metadata();
    expect([saved, meta.width, meta.height, meta.exif, meta.xmp, meta.iptc]).toEqual([
      saved,
      width,
      height,
      undefined,
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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * What the build prints for the scratch content with `change` made to one of its files (named in the
 * content folder: 'designs/alpha.json'), or that file deleted, the files named as the editor names them:
 * the build's own check (data/read-content.ts) run on a copy.
 */
function buildSays(file: string, change: ((data: Json) => void) | 'deleted'): string[] {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'editor-build-'));
  try {
    cpSync(path.join(scratch!, contentFolder), copy, { recursive: true });
    const target = path.join(copy, file);
    if (change === 'deleted') {
      rmSync(target);
    } else {
      const data = JSON.parse(readFileSync(target, 'utf8')) as Json;
      change(data);
      writeFileSync(target, JSON.stringify(data));
    }
    // The copy's files, as the editor names the scratch content's: by their path in the repository.
    return readContent(copy).faults.map((fault) =>
      formatFault(fault).replaceAll(`${copy}${path.sep}`, `${contentFolder}/`),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The faults the form's checks list (its first field, scripts/admin/editor/checks-widget.ts). */
const checksList = (page: Page) =>
  page.getByRole('list', { name: REFUSALS_LABEL }).getByRole('listitem');

/**
 * One page for a form's checks, kept open across the tests of a describe (withFormPage): each test breaks
 * one rule, publishes, reads the form's refusal, and puts the field back. Leaving an entry with changes
 * asks to confirm, and opening one offers a backup of unsaved changes: the first is accepted, the second
 * declined. Not the `page` fixture's, so it is watched as that one is (support/fixtures.ts): `problems`,
 * each console error, hydration warning or uncaught page error.
 */
async function formPage(
  browser: Browser,
  baseURL: string | undefined,
  hash: string,
): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ baseURL });
  const problems = watchPageProblems(page);
  page.on('dialog', (dialog) =>
    /backup/.test(dialog.message()) ? dialog.dismiss() : dialog.accept(),
  );
  await page.addInitScript(() =>
    addEventListener('unhandledrejection', (event) => {
      if (event.reason === undefined) event.preventDefault();
    }),
  );
  await openEditor(page, hash);
  await expect(page.getByText('Checked when you publish')).toBeVisible();
  return { page, problems };
}

/**
 * Opens the form at `hash` before a describe's tests, for them all (`opened`), and closes it after. A test
 * fails on the page's console errors since the test before it (the first, since the page opened).
 */
function withFormPage(hash: string, opened: (page: Page) => void): void {
  let page: Page | undefined;
  let problems: string[] = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    ({ page, problems } = await formPage(browser, baseURL, hash));
    opened(page);
  });
  test.afterEach(() => {
    expect(problems.splice(0), 'console errors, page errors or hydration warnings').toEqual([]);
  });
  test.afterAll(() => page?.close());
}

/** Publishes, and expects the form to refuse with exactly `faults`, the file as it was. */
async function expectRefused(page: Page, file: string, faults: string[]): Promise<void> {
  const before = readFileSync(path.join(scratch!, contentFolder, file), 'utf8');
  expect(faults.length).toBeGreaterThan(0);
  await publish(page);
  await expect(checksList(page)).toHaveText(faults);
  await expect(page.getByText('Changes saved')).toHaveCount(0);
  expect(readFileSync(path.join(scratch!, contentFolder, file), 'utf8')).toBe(before);
}

test.describe('a printed design’s form refuses, in the build’s words, what the build would', () => {
  let page: Page;
  withFormPage('#/collections/designs/entries/alpha', (opened) => (page = opened));

  test('a negative price, in its field’s own words, and a category outside the 13, which its menu does not offer', async () => {
    const before = readFileSync(path.join(designsDir, 'alpha.json'), 'utf8');
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
    expect(readFileSync(path.join(designsDir, 'alpha.json'), 'utf8')).toBe(before);
    await field(page, 'Price').fill(String(EDITOR_DESIGNS.alpha.price));
    await choose(page, 'Category', EDITOR_DESIGNS.alpha.category);
  });

  test('a line of the print that is only spaces, which the field itself refuses too', async () => {
    await fieldOfKind(page, 'list', 'Lines').getByRole('button', { name: 'Expand' }).click();
    await field(page, 'Line').first().fill('   ');
    await expectRefused(
      page,
      'designs/alpha.json',
      buildSays('designs/alpha.json', (design) => (design.print.lines[0] = '   ')),
    );
    await expect(
      page.getByText(
        "Line didn't match the pattern: A line of a print is a few words (at most 30 characters)",
      ),
    ).toBeVisible();
    await field(page, 'Line').first().fill('Alpha');
  });

  test('a print without its style, its lines and inks left', async () => {
    await field(page, 'Style').focus();
    await page.keyboard.press('Backspace');
    await expectRefused(
      page,
      'designs/alpha.json',
      buildSays('designs/alpha.json', (design) => (design.print.style = null)),
    );
    await choose(page, 'Style', 'retro');
  });

  test('a new name that two featured reviews still give, naming no design', async () => {
    await field(page, 'Name').first().fill('Alpha Hoodie');
    await expectRefused(
      page,
      'designs/alpha.json',
      buildSays('designs/alpha.json', (design) => (design.name = 'Alpha Hoodie')),
    );
    await field(page, 'Name').first().fill(EDITOR_DESIGNS.alpha.name);
  });
});

test.describe('a photographed design’s form refuses, in the build’s words, what the build would', () => {
  let page: Page;
  withFormPage('#/collections/designs/entries/gamma', (opened) => (page = opened));

  const photoField = (view: string) => fieldOfKind(page, 'image', view);

  test('no print, and a view without its photo', async () => {
    await photoField('Back').getByRole('button', { name: 'Remove image' }).click();
    await expectRefused(
      page,
      'designs/gamma.json',
      buildSays('designs/gamma.json', (design) => (design.photos.back = '')),
    );
    await photoField('Back').getByRole('button', { name: 'Choose an image' }).click();
    await page.getByText(GAMMA_PHOTOS.back, { exact: true }).click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
  });

  // A number typed into its field reaches the check as the number the other design's file holds (an
  // address or a name, as text, needs no such proof: tests/unit/editor-rules.test.ts).
  test('the id of another design', async () => {
    const own = await field(page, 'Number').first().inputValue();
    await field(page, 'Number').first().fill(String(EDITOR_DESIGNS.alpha.id));
    await expectRefused(
      page,
      'designs/gamma.json',
      buildSays('designs/gamma.json', (design) => (design.id = EDITOR_DESIGNS.alpha.id)),
    );
    await field(page, 'Number').first().fill(own);
  });
});

test.describe('the reviews page’s form refuses, in the build’s words, what the build would', () => {
  // A hand edit renamed Beta after its reviews were written: the form reads the designs as they are.
  const beta = () => path.join(designsDir, 'beta.json');
  let betaAsSaved: string;
  test.beforeAll(() => {
    betaAsSaved = readFileSync(beta(), 'utf8');
    writeFileSync(beta(), betaAsSaved.replace(EDITOR_DESIGNS.beta.name, 'Beta Hoodie'));
  });
  test.afterAll(() => writeFileSync(beta(), betaAsSaved));
  let page: Page;
  withFormPage('#/collections/pages/entries/reviews', (opened) => (page = opened));

  test('featured reviews naming a design that is no longer named so', async () => {
    const reviews = fieldOfKind(page, 'list', 'Featured reviews');
    await reviews.getByRole('button', { name: 'Expand' }).first().click();
    await page.getByLabel(/^Age/).first().fill('31');
    await expectRefused(
      page,
      'pages/reviews.json',
      buildSays('pages/reviews.json', (reviews) => (reviews.featured[0].age = 31)),
    );
  });
});

test('refuses a photo this browser cannot redraw, a TIFF, saying what to do, then replaces a view’s photo with a new upload: the design’s file names it, and the build leaves the old one out with its warning', async ({
  page,
}) => {
  // Two uploads, one refused, and a save in one load of the editor: half as much again as an upload and
  // a save.
  test.setTimeout(45_000);
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'editor-uploads-'));
  const tiff = path.join(uploads, 'SCAN_0001.tif');
  const scan = await testPhoto({
    width: 1200,
    height: 1200,
    marker: MARKERS.red,
    format: 'jpeg',
    private: true,
  });
  writeFileSync(tiff, await sharp(scan).keepMetadata().tiff().toBuffer());
  expect(readFileSync(tiff).includes('GPS')).toBe(true);
  const upload = path.join(uploads, 'IMG_0005.jpg');
  const newPhoto = { width: 1100, height: 1100, marker: MARKERS.orange, format: 'jpeg' } as const;
  await writeTestPhoto(upload, newPhoto);
  const gammaPhotos = path.join(photosDir, 'gamma');
  const gammaPhotosBefore = readdirSync(gammaPhotos);
  await openEditor(page, '#/collections/designs/entries/gamma');

  await test.step('the TIFF: refused, saying what to do, and nothing uploaded', async () => {
    await fieldOfKind(page, 'image', 'Front')
      .getByRole('button', { name: 'Choose different image' })
      .click();
    const refusal = page.waitForEvent('dialog');
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('Upload', { exact: true }).click();
    await (await chooser).setFiles(tiff);
    const dialog = await refusal;
    expect(dialog.message()).toBe(
      'SCAN_0001.tif is a TIFF photo, which this browser cannot read, so the editor cannot redraw it without where and when it was taken. Save it as a JPEG and upload that: on an iPhone, Settings → Camera → Formats → Most Compatible takes JPEGs from then on; on a computer, open it and export or save it as JPEG.',
    );
    await dialog.accept();
    await expect(page.getByText('scan_0001', { exact: false })).toHaveCount(0);
    expect(readdirSync(gammaPhotos)).toEqual(gammaPhotosBefore);
    await page.keyboard.press('Escape');
  });

  await test.step('the JPEG: saved as the front view’s photo', async () => {
    await uploadPhoto(page, 'Front', upload);
    await publish(page);
    await expect(page.getByText('Changes saved')).toBeVisible();
  });
  rmSync(uploads, { recursive: true, force: true });

  const gamma = readJson(path.join(designsDir, 'gamma.json'));
  expect(gamma.photos).toEqual({ ...GAMMA_PHOTOS, front: 'img_0005.jpg' });
  const saved = readContent(path.dirname(designsDir));
  expect(saved.faults).toEqual([]);
  // The editor leaves the replaced photo in the design's folder: the build's image step, run on the
  // scratch folders with nothing to draw, takes the new one, leaves the old one out with its warning
  // (scripts/images/generate.ts prints it), and finds no problem that would stop the build.
  const old = path.join(photosDir, 'gamma', GAMMA_PHOTOS.front);
  expect(existsSync(old)).toBe(true);
  const work = mkdtempSync(path.join(os.tmpdir(), 'editor-images-'));
  let drawnFrom: Photos = new Map();
  try {
    const designs = saved.content!.designs;
    const summary = await generateImages({
      publicDir: path.join(work, 'public'),
      cacheDir: path.join(work, 'cache'),
      photosDir,
      photosDirRequired: true,
      concurrency: 1,
      slots: {
        ...designPhotoSlots(new Map(designs.map((design) => [design.slug, design.photos ?? {}]))),
        team: new Map(),
        hero: HERO_IMAGE_PATH,
      },
      collect: (photos) => {
        drawnFrom = photos;
        return [];
      },
    });
    expect(summary.unused.map((photo) => photo.warning)).toEqual([
      `${old}: the design's file names img_0005.jpg as its front photo, not this one, so it is not published: the build leaves it out. Choose it for one of the design's photos in the editor, or delete it if you no longer need it (in the editor: a photo field's Choose an image, select it, Delete selected).`,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  expect(drawnFrom.get(productImagePath('gamma', 'front'))?.file).toBe(
    path.join(photosDir, 'gamma', 'img_0005.jpg'),
  );
});

test.describe('the only Floral design, which featured reviews name', () => {
  // Decap logs the refusal of the deletion it shows her, then rejects the deletion's promise with its own
  // action, an object no one catches: both are expected here, in the deletion's step alone (below).
  const fromTheDeletion = [new RegExp(DELETION_REFUSED), /^page error: Object$/];
  test.use({ allowedConsoleErrors: [fromTheDeletion, { scope: 'test' }] });

  test('is not deleted, in the build’s words, and moves to Humor: the editor saves it, and the catalog read from the folder holds no Floral design', async ({
    page,
  }) => {
    // A deletion refused and a save, in one load of the editor: half as much again as either alone.
    test.setTimeout(45_000);
    const folder = path.dirname(designsDir);
    // Each shop view's count, as the shop's pages are built from the folder (the page, no chip, no
    // sitemap entry: tests/unit/empty-category.test.tsx).
    const listingOf = () => shopListing(readContent(folder).content!.designs.map(product));
    const countsOf = (listing: ReturnType<typeof listingOf>) =>
      Object.fromEntries(listing.views.map((view) => [view.label, view.count]));
    const { Floral: floralBefore, ...othersBefore } = countsOf(listingOf());
    expect(floralBefore).toBe(1);
    const before = readJson(path.join(designsDir, 'beta.json'));
    expect(before.category).toBe('Floral');
    // The errors the fixture lets through, as they come: the deletion's, and none after them.
    const allowed: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && fromTheDeletion[0]!.test(message.text()))
        allowed.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (fromTheDeletion[1]!.test(`page error: ${error.message}`))
        allowed.push(`page error: ${error.message}`);
    });
    page.on('dialog', (dialog) => dialog.accept());
    await openEditor(page, '#/collections/designs/entries/beta');
    await expect(page.getByText('Checked when you publish')).toBeVisible();

    let ofTheDeletion: string[] = [];
    await test.step('its deletion, refused in the build’s words', async () => {
      const faults = buildSays('designs/beta.json', 'deleted');
      expect(faults.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Delete entry' }).click();
      await expect(
        page.getByText(`Failed to delete entry: ${DELETION_REFUSED}: ${faults.join(' ')}`),
      ).toBeVisible();
      expect(existsSync(path.join(designsDir, 'beta.json'))).toBe(true);
      // Decap's two, once each, whichever comes first: whatever is allowed after them would be the save's.
      const matched = () =>
        fromTheDeletion.map((pattern) => allowed.filter((error) => pattern.test(error)).length);
      await expect.poll(matched).toEqual(fromTheDeletion.map(() => 1));
      ofTheDeletion = [...allowed];
    });

    await test.step('its move to Humor, saved', async () => {
      await choose(page, 'Category', 'Humor');
      await publish(page);
      await expect(page.getByText('Changes saved')).toBeVisible();
    });
    expect(allowed, 'the errors allowed for the deletion, none after it').toEqual(ofTheDeletion);

    expect(readJson(path.join(designsDir, 'beta.json'))).toEqual({ ...before, category: 'Humor' });
    expect(readContent(folder).faults).toEqual([]);
    const listing = listingOf();
    expect(countsOf(listing)).toEqual({ ...othersBefore, Humor: othersBefore.Humor! + 1 });
    expect(listing.routeAt(['floral'])).toEqual({ kind: 'empty', category: 'Floral' });
  });
});
