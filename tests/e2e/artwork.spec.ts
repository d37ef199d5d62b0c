/**
 * The generated artwork as shipped: reads the exported site of the e2e build, no browser needed. Every image
 * the data references exists at every width and at no other, with the right size, format and byte budget;
 * a product's drawn views are one transparent set for both themes. The share images: tests/e2e/seo.spec.ts,
 * as each page names its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { team } from '@/data/about';
import { testimonials } from '@/data/home';
import { products } from '@/data/products';
import { featuredReviews } from '@/data/reviews';
import { PRODUCT_VIEWS, type Product } from '@/data/types';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { E2E_PHOTO_PRODUCT } from '../../scripts/e2e/test-photos';
import {
  AVATAR_WIDTHS,
  darkImagePath,
  HERO_IMAGE_PATH,
  HERO_IMAGE_WIDTHS,
  imageAtWidth,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  SIZE_CHART_PATH,
  SIZE_CHART_WIDTHS,
  TEAM_PHOTO_WIDTHS,
  widestImage,
} from '@/lib/images';

const OUT = E2E_SITE_PATH;
/** The widest file of a product's view: 22–38 KB for the drawings measured. */
const MAX_PRODUCT_IMAGE_BYTES = 45 * 1024;

const file = (webPath: string) => path.join(OUT, webPath);
const sha = (webPath: string) =>
  createHash('sha256')
    .update(readFileSync(file(webPath)))
    .digest('hex');

/** Asserts `webPath` exists in out/ as `format` at exactly width × height. */
async function expectImage(
  webPath: string,
  format: string,
  width: number,
  height: number,
): Promise<void> {
  expect(existsSync(file(webPath)), `${webPath} is missing from out/`).toBe(true);
  const meta = await sharp(file(webPath)).metadata();
  expect([meta.format, meta.width, meta.height], webPath).toEqual([format, width, height]);
}

/**
 * One file per width, each at its size (aspect = height / width), and no other file named after `src` (the
 * file without a width the pages once named is gone: `src` is the widest).
 */
async function expectAllWidths(
  src: string,
  widths: readonly number[],
  aspect: number,
): Promise<void> {
  for (const width of widths)
    await expectImage(imageAtWidth(src, width), 'webp', width, Math.round(width * aspect));
  const stem = path.basename(src, '.webp');
  const named = readdirSync(path.dirname(file(src))).filter(
    (name) => name === `${stem}.webp` || new RegExp(`^${stem}-\\d+\\.webp$`).test(name),
  );
  expect(named.sort(), src).toEqual(
    widths.map((width) => path.basename(imageAtWidth(src, width))).sort(),
  );
}

/** The share of a file's pixels a backdrop shows through (alpha below a quarter). */
async function seeThrough(webPath: string): Promise<number> {
  const { data, info } = await sharp(file(webPath))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let clear = 0;
  for (let i = 3; i < data.length; i += info.channels) if (data[i]! < 64) clear++;
  return clear / (info.width * info.height);
}

test.describe('generated artwork in out/', () => {
  // Nothing here depends on the viewport: run once, on the desktop project.

  test.beforeAll(() => {
    expect(
      existsSync(path.join(OUT, 'images')),
      'run `npm run build` first: out/images is missing',
    ).toBe(true);
  });

  test('every product has its four views at every width, within the byte budget; drawn, they are see-through', async () => {
    for (const product of products) {
      expect(product.images).toHaveLength(PRODUCT_VIEWS.length);
      const photographed = product.slug === E2E_PHOTO_PRODUCT;
      for (const src of product.images) {
        await expectAllWidths(src, PRODUCT_IMAGE_WIDTHS, 1);
        const widest = imageAtWidth(src, PRODUCT_IMAGE_SIZE);
        expect(statSync(file(widest)).size, widest).toBeLessThanOrEqual(MAX_PRODUCT_IMAGE_BYTES);
        // A drawing leaves the backdrop to the page (a zip-open close-up the least of it); the owner's
        // photo is opaque. Read at the smallest width: every width is the one bitmap resized
        // (scripts/images/render.ts), and it has a tenth of the widest's pixels to decode.
        const smallest = imageAtWidth(src, PRODUCT_IMAGE_WIDTHS[0]);
        const clear = await seeThrough(smallest);
        if (photographed) expect(clear, smallest).toBe(0);
        else expect(clear, smallest).toBeGreaterThan(0.05);
      }
    }
  });

  test('no product view has a night version: one file serves both themes', () => {
    expect(existsSync(file(darkImagePath('/images/products/')))).toBe(false);
  });

  test('the four views differ from each other and from every other product’s, but a back like for like', () => {
    const owners = new Map<string, Product>();
    for (const product of products) {
      for (const [index, src] of product.images.entries()) {
        const hash = sha(imageAtWidth(src, PRODUCT_IMAGE_SIZE));
        const owner = owners.get(hash);
        owners.set(hash, product);
        // Drawn without their walls, two sweatshirts of one color may look the same from behind (the back
        // shows a small neck print only), as on a shelf: the page sets each before its own backdrop.
        const sameBack = PRODUCT_VIEWS[index] === 'back' && owner?.colors[0] === product.colors[0];
        if (!sameBack)
          expect(owner?.slug, `${src} is identical to ${owner?.slug}'s`).toBeUndefined();
      }
    }
    expect(owners.size).toBeGreaterThan(products.length * (PRODUCT_VIEWS.length - 1));
  });

  test('every avatar and team portrait the data references exists at every width', async () => {
    const avatars = new Set([...testimonials, ...featuredReviews].map((person) => person.image));
    expect(avatars.size).toBeGreaterThan(0);
    for (const src of avatars) await expectAllWidths(src, AVATAR_WIDTHS, 1);
    for (const member of team) await expectAllWidths(member.image, TEAM_PHOTO_WIDTHS, 1);
    // Different people get different faces.
    const faces = new Set([
      ...[...avatars].map((src) => sha(widestImage(src, AVATAR_WIDTHS))),
      ...team.map((member) => sha(widestImage(member.image, TEAM_PHOTO_WIDTHS))),
    ]);
    expect(faces.size).toBe(avatars.size + team.length);
  });

  test('the hero and the size chart exist at every width, 4:3, in both themes', async () => {
    for (const path of [HERO_IMAGE_PATH, darkImagePath(HERO_IMAGE_PATH)])
      await expectAllWidths(path, HERO_IMAGE_WIDTHS, 3 / 4);
    for (const path of [SIZE_CHART_PATH, darkImagePath(SIZE_CHART_PATH)])
      await expectAllWidths(path, SIZE_CHART_WIDTHS, 3 / 4);
    for (const [path, widths] of [
      [HERO_IMAGE_PATH, HERO_IMAGE_WIDTHS],
      [SIZE_CHART_PATH, SIZE_CHART_WIDTHS],
    ] as const) {
      expect(sha(widestImage(darkImagePath(path), widths))).not.toBe(
        sha(widestImage(path, widths)),
      );
    }
  });
});
