/**
 * The pages no link prefetches (NO_PREFETCH_PATH_PREFIXES in data/routes.ts: the product pages): the export
 * publishes none of their segment-prefetch files (scripts/export/remove-prefetch-files.ts), and the guard of
 * tests/e2e/support/fixtures.ts fails any test whose page links one with prefetching on, as the link
 * mounts. Here: that the guard still sees Next's prefetching links (were Next to prefetch another way, it
 * would pass everything), on the page whose product links prefetched before, and what the export holds.
 * Desktop only: neither depends on the width.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NO_PREFETCH_PATH_PREFIXES, PAGE_PATHS } from '@/data/routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { htmlFileFor, productRoutes } from '../../scripts/site-routes';
import { expect, test } from './support/fixtures';
import { watchMountEffects } from './support/hydration';

type WatchedWindow = Window & { __observedLinks?: string[] };

const underNoPrefetch = (pathname: string) =>
  NO_PREFETCH_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));

test("Next's prefetching links are seen as they mount, and none to a product page is one", async ({
  page,
}) => {
  const mountEffectsRan = await watchMountEffects(page);
  // Its featured reviews link the designs they name.
  await page.goto(PAGE_PATHS.reviews);
  // Every island's mount effects have run, so every link has mounted.
  await mountEffectsRan();
  const observed = await page.evaluate(() => (window as WatchedWindow).__observedLinks ?? []);
  // The header's links prefetch (Next's default): the hook sees them.
  expect(observed).toEqual(expect.arrayContaining([PAGE_PATHS.shop, PAGE_PATHS.about]));
  const productLinks = await page
    .locator('main a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(productLinks.filter(underNoPrefetch).length).toBeGreaterThan(0);
  expect(observed.filter(underNoPrefetch)).toEqual([]);
});

/** The files in the folder of the page `route`, relative to the export ('shop/__next._tree.txt'). */
function nextFilesOf(route: string): string[] {
  const folder = htmlFileFor(route).replace(/\.html$/, '');
  const dir = path.join(E2E_SITE_PATH, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith('__next.'))
    .map((name) => `${folder}/${name}`);
}

test('the export holds no prefetch file of a product page, and a prefetched page keeps its own', () => {
  const routes = productRoutes();
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.flatMap(nextFilesOf)).toEqual([]);
  for (const route of routes) {
    expect(existsSync(path.join(E2E_SITE_PATH, htmlFileFor(route))), route).toBe(true);
    // What a tap on a link to it fetches.
    const payload = htmlFileFor(route).replace(/\.html$/, '.txt');
    expect(existsSync(path.join(E2E_SITE_PATH, payload)), payload).toBe(true);
  }
  // The header links the shop with prefetching on: its files stay.
  expect(nextFilesOf(PAGE_PATHS.shop)).toContain('shop/__next._tree.txt');
});
