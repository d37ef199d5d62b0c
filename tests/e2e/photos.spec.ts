/**
 * The owner's photos as a shopper and a link preview see them. The e2e build (scripts/e2e/build.ts) gives
 * one product four generated photos (scripts/e2e/test-photos.ts): a JPEG turned by its EXIF tag and
 * carrying GPS, XMP, IPTC and a P3 profile, a tall PNG, a wide 3:2 JPEG and a square WebP. Each has a marker
 * band on top of a dark body, so its top is where the marker shows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { products } from '../../data/products';
import { categoryPath, productPath } from '../../data/routes';
import { PRODUCT_VIEWS } from '../../data/types';
import {
  PRODUCT_IMAGE_WIDTHS,
  productShareKey,
  shareImagePath,
  widestImage,
} from '../../lib/images';
import {
  BODY,
  E2E_PHOTO_PRODUCT,
  E2E_PHOTOS,
  POINTS,
  type TestPhoto,
} from '../../scripts/e2e/test-photos';
import type { Rgb } from '../../scripts/images/color';
import { colorAt, colorDistance, whereInFrame } from '../../scripts/e2e/photo-probes';
import { findTags } from '../../scripts/bench/html';
import { COLOR_SCHEMES, switchColorScheme } from './support/transitions';
import { scrollUntilFadedIn } from './support/viewport';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';

const product = products.find((candidate) => candidate.slug === E2E_PHOTO_PRODUCT)!;
const PRODUCT_PATH = productPath(product.slug);
/** After WebP at quality 80, a 256-color PNG, and the browser's scaling. */
const SAME = 24;

/** The photo's marker at its top and its body below, where the fitting rule puts them in `image`. */
async function expectUpright(
  image: Buffer,
  photo: TestPhoto,
  what: string,
  box?: { left: number; top: number; width: number; height: number },
): Promise<void> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const frame = box ?? { left: 0, top: 0, width, height };
  const color = async (point: readonly [number, number]) => {
    const { x, y } = whereInFrame(photo, point, frame);
    return colorAt(image, frame.left + x, frame.top + y);
  };
  const found = { top: await color(POINTS.marker), bottom: await color(POINTS.body) };
  const near = (actual: Rgb, expected: Rgb) => colorDistance(actual, expected) <= SAME;
  expect(
    { top: near(found.top, photo.marker), bottom: near(found.bottom, BODY) },
    `${what}: top ${found.top.join(',')} (marker ${photo.marker.join(',')}), bottom ${found.bottom.join(',')}`,
  ).toEqual({ top: true, bottom: true });
}

/** What the shopper sees of a loaded image: a screenshot of its element. */
async function seen(image: Locator): Promise<Buffer> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Loaded is not yet painted: an image decoded off the main thread shows its box's background first.
  await image.evaluate((img: HTMLImageElement) => img.decode());
  return image.screenshot({ animations: 'disabled' });
}

/** The site-relative path of an absolute URL the page prints (built for another origin). */
const pathOf = (url: string) => new URL(url).pathname;

/** The exported file an absolute URL the page prints points at (every one answers: crawl.spec.ts). */
const exported = (url: string): Buffer => readFileSync(path.join(E2E_SITE_PATH, pathOf(url)));

// One file for both themes: the owner's photos as they are, over a backdrop they cover whole.
test('the gallery shows each of the four photos upright, the system set to light, then to dark', async ({
  page,
}) => {
  // Each photo looked at twice: twice a test's time.
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: COLOR_SCHEMES[0] });
  await page.goto(PRODUCT_PATH);
  const thumbnails = page
    .getByRole('radiogroup', { name: 'Product images' })
    .getByRole('radio', { name: /^Show image \d of 4: / });
  for (const colorScheme of COLOR_SCHEMES) {
    await test.step(colorScheme, async () => {
      await switchColorScheme(page, colorScheme);
      for (const [index, view] of PRODUCT_VIEWS.entries()) {
        await thumbnails.nth(index).click();
        const main = page.locator('[data-testid="gallery-main-image"]:visible');
        await expect(main).toHaveAttribute('data-gallery-view', String(index));
        await expectUpright(await seen(main), E2E_PHOTOS[view], `gallery, ${view}, ${colorScheme}`);
      }
    });
  }
});

test('the shop card shows the front photo upright', async ({ page }) => {
  // On its category's page, where the card is in the first row: on /shop it is the last of 26, and cards
  // above it, drawn for the first time as they come near (content-visibility: auto), could move it while
  // its picture is taken. The card is the same on both pages.
  await page.goto(categoryPath(product.category));
  const card = page.locator(`li[data-product-id="${product.id}"]`);
  const image = card.getByRole('img', { name: new RegExp(product.name) });
  await scrollUntilFadedIn(card, image);
  await expectUpright(await seen(image), E2E_PHOTOS.front, 'shop card');
});

test.describe('files', () => {
  // Nothing here depends on the viewport: run once, on the desktop project.

  test('the share image and the JSON-LD show the front photo upright, where the drawing was', async () => {
    const html = readFileSync(path.join(E2E_SITE_PATH, `${PRODUCT_PATH}.html`), 'utf8');
    const ogImage = findTags(html, ['meta']).find((tag) => tag.attributes.property === 'og:image')
      ?.attributes.content;
    expect(pathOf(ogImage ?? '')).toBe(shareImagePath(productShareKey(product.slug)));
    const share = exported(ogImage ?? '');
    // The photo fills the left square, as the drawing did; name, price and rating stay on the right.
    const square = { left: 0, top: 0, width: 630, height: 630 };
    await expectUpright(share, E2E_PHOTOS.front, 'share image', square);

    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, data]) => JSON.parse(data ?? '{}') as { '@type'?: string });
    const item = jsonLd.find((data) => data['@type'] === 'Product') as { image: string[] };
    expect(item.image.map(pathOf)).toEqual(
      product.images.map((image) => widestImage(image, PRODUCT_IMAGE_WIDTHS)),
    );
    for (const [index, view] of PRODUCT_VIEWS.entries()) {
      await expectUpright(exported(item.image[index]!), E2E_PHOTOS[view], `JSON-LD ${view}`);
    }
  });

  test('no image made from a photo carries metadata: no EXIF, GPS, XMP, IPTC or profile', async () => {
    const folder = path.join(E2E_SITE_PATH, 'images/products', product.slug);
    const files = [
      ...readdirSync(folder).map((name) => path.join(folder, name)),
      path.join(E2E_SITE_PATH, shareImagePath(productShareKey(product.slug))),
    ];
    // Each view at every width, and the share image.
    expect(files).toHaveLength(PRODUCT_VIEWS.length * PRODUCT_IMAGE_WIDTHS.length + 1);
    for (const file of files) {
      const { exif, xmp, iptc, icc } = await sharp(file).metadata();
      expect({ file, exif, xmp, iptc, icc }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
    }
  });
});
