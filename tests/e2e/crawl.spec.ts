import { test as base } from '@playwright/test';
import { NOT_FOUND_PATH } from '../../data/routes';
import { findTags } from '../../scripts/bench/html';
import { allRoutes } from '../../scripts/site-routes';
import { crawlSite } from './support/crawl';
import { expect } from './support/fixtures';

/**
 * No broken anything: an HTTP crawl of the served site from `/` (every internal link, image, srcset
 * candidate, share image, icon, manifest, stylesheet, font, script and preload answers 200). Each route
 * loaded in Chromium with no console error or failed request is tests/e2e/every-route.spec.ts.
 * Desktop project only: the crawl does not depend on the viewport.
 */

base(
  'every internal link and every referenced file answers 200, over HTTP',
  async ({ request, baseURL }) => {
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
