/**
 * The generated artwork as shipped: reads the exported site in out/ (after `npm run build`), no browser needed.
 * Every image the data references exists at every width, with the right size, format and byte budget. The
 * share images: tests/e2e/seo.spec.ts, as each page names its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { team } from '@/data/about';
import { testimonials } from '@/data/home';
import { products } from '@/data/products';
import { featuredReviews } from '@/data/reviews';
import { PRODUCT_VIEWS } from '@/data/types';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { E2E_PHOTO_PRODUCT } from '../../scripts/e2e/test-photos';
import {
  AVATAR_SIZE,
  AVATAR_WIDTHS,
  darkImagePath,
  HERO_IMAGE_PATH,
  HERO_IMAGE_SIZE,
  HERO_IMAGE_WIDTHS,
  imageAtWidth,
  PRODUCT_IMAGE_DEFAULT_WIDTH,
  PRODUCT_IMAGE_WIDTHS,
  SIZE_CHART_PATH,
  SIZE_CHART_SIZE,
  SIZE_CHART_WIDTHS,
  TEAM_PHOTO_SIZE,
  TEAM_PHOTO_WIDTHS,
} from '@/lib/images';

const OUT = E2E_SITE_PATH;
const MAX_PRODUCT_IMAGE_BYTES_AT_800 = 45 * 1024;

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

/** The unsuffixed file and one file per width, each at its size (aspect = height / width). */
async function expectAllWidths(
  src: string,
  widths: readonly number[],
  defaultWidth: number,
  aspect: number,
): Promise<void> {
  await expectImage(src, 'webp', defaultWidth, Math.round(defaultWidth * aspect));
  for (const width of widths)
    await expectImage(imageAtWidth(src, width), 'webp', width, Math.round(width * aspect));
}

test.describe('generated artwork in out/', () => {
  // Nothing here depends on the viewport: run once, on the desktop project.

  test.beforeAll(() => {
    expect(
      existsSync(path.join(OUT, 'images')),
      'run `npm run build` first: out/images is missing',
    ).toBe(true);
  });

  test('every product has its four views at every width, within the byte budget', async () => {
    for (const product of products) {
      expect(product.images).toHaveLength(PRODUCT_VIEWS.length);
      for (const src of product.images) {
        await expectAllWidths(src, PRODUCT_IMAGE_WIDTHS, PRODUCT_IMAGE_DEFAULT_WIDTH, 1);
        expect(statSync(file(imageAtWidth(src, 800))).size, `${src} at 800 px`).toBeLessThanOrEqual(
          MAX_PRODUCT_IMAGE_BYTES_AT_800,
        );
      }
    }
  });

  test('the four views differ from each other and from every other product’s', () => {
    const owners = new Map<string, string>();
    for (const product of products) {
      for (const src of product.images) {
        const hash = sha(src);
        expect(owners.get(hash), `${src} is identical to ${owners.get(hash)}`).toBeUndefined();
        owners.set(hash, src);
      }
    }
    expect(owners.size).toBe(products.length * PRODUCT_VIEWS.length);
  });

  test('every avatar and team portrait the data references exists at every width', async () => {
    const avatars = new Set([...testimonials, ...featuredReviews].map((person) => person.image));
    expect(avatars.size).toBeGreaterThan(0);
    for (const src of avatars) await expectAllWidths(src, AVATAR_WIDTHS, AVATAR_SIZE, 1);
    for (const member of team)
      await expectAllWidths(member.image, TEAM_PHOTO_WIDTHS, TEAM_PHOTO_SIZE, 1);
    // Different people get different faces.
    const faces = new Set([...avatars, ...team.map((m) => m.image)].map(sha));
    expect(faces.size).toBe(avatars.size + team.length);
  });

  test('the hero and the size chart exist at every width, 4:3, in both themes', async () => {
    for (const path of [HERO_IMAGE_PATH, darkImagePath(HERO_IMAGE_PATH)])
      await expectAllWidths(path, HERO_IMAGE_WIDTHS, HERO_IMAGE_SIZE.width, 3 / 4);
    for (const path of [SIZE_CHART_PATH, darkImagePath(SIZE_CHART_PATH)])
      await expectAllWidths(path, SIZE_CHART_WIDTHS, SIZE_CHART_SIZE.width, 3 / 4);
    expect(sha(darkImagePath(HERO_IMAGE_PATH))).not.toBe(sha(HERO_IMAGE_PATH));
    expect(sha(darkImagePath(SIZE_CHART_PATH))).not.toBe(sha(SIZE_CHART_PATH));
  });

  test("every product view's night version exists at every width, within the same budget", async () => {
    for (const product of products) {
      for (const src of product.images) {
        const dark = darkImagePath(src);
        await expectAllWidths(dark, PRODUCT_IMAGE_WIDTHS, PRODUCT_IMAGE_DEFAULT_WIDTH, 1);
        expect(
          statSync(file(imageAtWidth(dark, 800))).size,
          `${dark} at 800 px`,
        ).toBeLessThanOrEqual(MAX_PRODUCT_IMAGE_BYTES_AT_800);
        // A drawing is drawn again for the night; the owner's photo keeps its own colors in both.
        const photo = product.slug === E2E_PHOTO_PRODUCT;
        expect(sha(dark) === sha(src), `${dark} is ${photo ? '' : 'not '}the same file`).toBe(
          photo,
        );
      }
    }
  });
});
