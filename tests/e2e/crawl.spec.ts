import { test as base } from '@playwright/test';
import { NOT_FOUND_PATH } from '../../data/routes';
import { findTags } from '../../scripts/bench/html';
import { allRoutes, visitPath } from '../../scripts/site-routes';
import { crawlSite } from './support/crawl';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { allowNotFoundErrors } from './support/not-found-errors';

/**
 * No broken anything: an HTTP crawl of the served site from `/` (every internal link, image, srcset
 * candidate, share image, icon, manifest, stylesheet, font, script and preload answers 200), then every
 * route in Chromium with no console error, page error, hydration warning or failed request.
 * Desktop project only: the crawl does not depend on the viewport.
 */

base(
  'every internal link and every referenced file answers 200, over HTTP',
  async ({ request, baseURL, isMobile }) => {
    base.skip(isMobile, 'runs once, in the desktop project');
    base.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    // Canonical and share URLs are absolute, on NEXT_PUBLIC_SITE_URL's origin: the same site.
    const home = await (await request.get(`${origin}/`)).text();
    const canonical = findTags(home, ['link']).find((tag) => tag.attributes.rel === 'canonical')
      ?.attributes.href;
    const siteOrigins = new Set([origin, ...(canonical ? [new URL(canonical).origin] : [])]);

    const { pages, files, broken } = await crawlSite(request, origin, siteOrigins);
    const report = broken
      .map((item) => `  ${item.url}: ${item.problem} (${item.via} on ${item.from})`)
      .join('\n');
    expect(broken, `broken links or files:\n${report}`).toEqual([]);

    const crawled = new Set(pages.map((page) => page.split('?')[0]));
    const unreached = allRoutes().filter(
      (route) => route !== NOT_FOUND_PATH && !crawled.has(route),
    );
    expect(unreached, 'routes no link leads to').toEqual([]);
    // Not a vacuous crawl: every product's images at every width, avatars, share images, chunks, fonts.
    expect(files.length).toBeGreaterThan(200);
  },
);

test.describe('every route in Chromium', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once, in the desktop project');

  for (const route of allRoutes()) {
    test.describe(route, () => {
      if (route === NOT_FOUND_PATH) allowNotFoundErrors();

      test(`${route} loads with no console error, hydration warning or failed request`, async ({
        page,
      }) => {
        const visited = visitPath(route);
        const failures: string[] = [];
        page.on('requestfailed', (request) => {
          // The router cancels its own prefetches (a HEAD per visible link); a missing file is a 404 response.
          const errorText = request.failure()?.errorText ?? '';
          if (errorText !== 'net::ERR_ABORTED') failures.push(`${request.url()}: ${errorText}`);
        });
        page.on('response', (response) => {
          const isTheMissingPage =
            route === NOT_FOUND_PATH && response.request().isNavigationRequest();
          if (response.status() >= 400 && !isTheMissingPage)
            failures.push(`${response.url()}: ${response.status()}`);
        });

        const response = await page.goto(visited, { waitUntil: 'load' });
        expect(response?.status()).toBe(route === NOT_FOUND_PATH ? 404 : 200);
        await waitForHydration(page);
        // Let the router's prefetches and lazy images settle: their failures count too.
        await page.waitForLoadState('networkidle');
        expect(failures, 'failed requests').toEqual([]);
      });
    });
  }
});
