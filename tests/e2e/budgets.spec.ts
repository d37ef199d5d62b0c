import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { products } from '@/data/products';
import {
  BACKEND_CLIENT_MARKERS,
  DESIGN_MAX_BYTES,
  DESIGN_MAX_FILES,
  FRAMEWORK_FLOOR_JS_GZIP_BYTES,
  PRODUCT_FIRST_VIEW_MAX_BYTES,
  jsBudgetBytes,
} from '../../scripts/bench/budgets';
import { designFiles } from '../../scripts/bench/design-files';
import {
  ExportedSite,
  measurePageScripts,
  measureStaticFirstView,
} from '../../scripts/bench/page-js';
import { kib } from '../../scripts/bench/figures';
import { measureFirstView } from '../../scripts/bench/first-view';
import { allRoutes, productRoutes } from '../../scripts/site-routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { COLOR_SCHEMES } from './support/transitions';

/**
 * Byte budgets, read from the exported site (out/, after `npm run build`): no browser, no timing, so a
 * regression fails CI deterministically. JavaScript is gzip (level 9) bytes of the scripts each page loads,
 * against the framework floor measured by `npm run bench` (FRAMEWORK_FLOOR_JS_GZIP_BYTES) plus the page
 * kind's allowance; a product page's first view as files must fit in 300 KB; what each design adds to the
 * export, in files and bytes, must let 1,040 designs deploy.
 */

const OUT_DIR = E2E_SITE_PATH;
const site = new ExportedSite(OUT_DIR);

test.describe('first-load JavaScript', () => {
  // One test for every route: reading files needs no browser, and each route failing is named (soft).
  test('every route stays within its JS budget and loads no backend client', () => {
    for (const route of allRoutes()) {
      const measured = measurePageScripts(site, route);
      const budget = jsBudgetBytes(route);
      expect
        .soft(measured.missingFiles, `${route}: scripts the page references but out/ lacks`)
        .toEqual([]);
      // A page always loads the framework; less means the measure missed its scripts.
      expect.soft(measured.gzipBytes, route).toBeGreaterThan(FRAMEWORK_FLOOR_JS_GZIP_BYTES * 0.9);
      expect
        .soft(
          measured.gzipBytes,
          `${route} loads ${kib(measured.gzipBytes)} KiB of JS, budget ${kib(budget)} KiB ` +
            `(floor ${kib(FRAMEWORK_FLOOR_JS_GZIP_BYTES)} KiB + ${kib(budget - FRAMEWORK_FLOOR_JS_GZIP_BYTES)} KiB):\n` +
            measured.scripts
              .map((script) => `  ${script.url} ${kib(script.gzipBytes)} KiB`)
              .join('\n'),
        )
        .toBeLessThanOrEqual(budget);
      expect
        .soft(measured.backendClientScripts, `${route}: first-load scripts containing supabase-js`)
        .toEqual([]);
    }
  });

  test('the backend client is in the build, loaded on demand (so the check above can see it)', () => {
    const chunksDir = path.join(OUT_DIR, '_next/static/chunks');
    const withClient = readdirSync(chunksDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => {
        const text = readFileSync(path.join(chunksDir, file), 'utf8');
        return BACKEND_CLIENT_MARKERS.some((marker) => marker.test(text));
      });
    expect(withClient.length).toBeGreaterThan(0);
  });
});

test.describe('first view', () => {
  test('the bench counts the bytes a phone receives once: the fonts inlined in the page are not counted again', async ({
    browser,
    baseURL,
  }) => {
    const view = await measureFirstView(browser, `${baseURL}/products/milk-bar`);
    expect(view.files.find((file) => file.kind === 'html')?.url).toBe('/products/milk-bar');
    expect(view.files.filter((file) => file.kind === 'font' || !file.url.startsWith('/'))).toEqual(
      [],
    );
  });

  test("every product page's HTML, CSS, JS, fonts and main image at a phone's pick fit in 300 KB, in either theme", () => {
    // One drawing for both themes: the page paints its backdrop in the theme's colors.
    const mainImage = /^\/images\/products\//;
    for (const route of productRoutes()) {
      for (const scheme of COLOR_SCHEMES) {
        const view = measureStaticFirstView(site, route, scheme);
        expect
          .soft(view.missingFiles, `${route}: files the first view references but out/ lacks`)
          .toEqual([]);
        expect
          .soft(view.image, `${route}, ${scheme}: the main image is marked as the priority image`)
          .toMatch(mainImage);
        expect
          .soft(
            view.total,
            `${route}, ${scheme}: ${JSON.stringify({ ...view, missingFiles: undefined })}`,
          )
          .toBeLessThanOrEqual(PRODUCT_FIRST_VIEW_MAX_BYTES);
      }
    }
  });
});

test.describe('the export', () => {
  test(`each design adds at most ${DESIGN_MAX_FILES} files and ${DESIGN_MAX_BYTES / 1e6} MB`, () => {
    const bySlug = designFiles(
      OUT_DIR,
      products.map((product) => product.slug),
    );
    for (const [slug, design] of bySlug) {
      // Its page, its payload, its share image and its four views at least: the count finds them.
      expect.soft(design.files, slug).toBeGreaterThanOrEqual(7);
      const kinds = design.kinds
        .map((kind) => `  ${kind.kind}: ${kind.files} files, ${kib(kind.bytes)} KiB`)
        .join('\n');
      const made = `${slug}: ${design.files} files, ${design.bytes} bytes:\n${kinds}`;
      expect.soft(design.files, made).toBeLessThanOrEqual(DESIGN_MAX_FILES);
      expect.soft(design.bytes, made).toBeLessThanOrEqual(DESIGN_MAX_BYTES);
    }
  });
});
