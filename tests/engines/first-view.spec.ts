/**
 * The first view in the engine: the brand's faces draw the heading and the text (the fonts travel inside
 * the HTML: scripts/export/inline-stylesheets.ts; WebKit kept the fallback faces on every route until each
 * face was made to wait for them), and nothing scrolls sideways on the phone.
 *
 * On the stand-ins (scripts/e2e/markup-kinds.ts): the pages that between them hold every kind of element
 * any page has. Every page inlines the same faces (tests/e2e/fonts.spec.ts holds it), so the other pages
 * differ from these in words and data only. Two are opened cold, each in a session of its own (nothing
 * cached: the case that failed), the home page and a product page: a cold load of any other page loads the
 * same faces the same way. The other stand-ins are opened one after another in a few sessions, each page
 * still checked (a new browser per page costs WebKit under Xvfb about 7 s).
 */
import { readE2eBuild } from '../../scripts/e2e/build-record';
import { visitPath } from '../../scripts/site-routes';
import type { EngineDriver } from './support/driver';
import { expect, test } from './support/fixtures';
import { drawnFace } from './support/page-queries';

/** next/font names each face after its variable in app/fonts.ts. */
const DISPLAY_FACE = 'displayFont';
const BODY_FACE = 'bodyFont';

/** At most this many pages in one sweeping session: a failed one is retried without redoing every route. */
const MOST_PAGES_PER_SWEEP = 12;

async function expectBrandFirstView(driver: EngineDriver, route: string): Promise<void> {
  // A driver's navigation can come back before the new document is whole (seen once in Firefox).
  await expect
    .poll(() => driver.evaluate(() => document.readyState === 'complete' && location.pathname))
    .toBe(visitPath(route));
  const heading = await driver.evaluate(drawnFace, 'h1', DISPLAY_FACE);
  const text = await driver.evaluate(drawnFace, 'main p', BODY_FACE);
  expect(
    { route, heading: heading.verdict, text: text.verdict },
    JSON.stringify([heading, text]),
  ).toEqual({ route, heading: 'brand', text: 'brand' });
  expect(
    await driver.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    `${route} scrolls sideways`,
  ).toBeLessThanOrEqual(0);
}

const routes = readE2eBuild().standInRoutes;
/** The route's kind: its first segment (home, the shop, a content page, a product, the not-found page…). */
const kindOf = (route: string) => (route === '/' ? '/' : route.split('/').slice(0, 2).join('/'));
/** The home page and the first product page. */
const coldRoutes = ['/', '/products'].map((kind) => {
  const route = routes.find((candidate) => kindOf(candidate) === kind);
  if (!route) throw new Error(`No stand-in of the kind ${kind}`);
  return route;
});
const sweptRoutes = routes.filter((route) => !coldRoutes.includes(route));

for (const route of coldRoutes) {
  test(`${route}, cold: the brand's faces draw the heading and the text, nothing scrolls sideways`, async ({
    driver,
    site,
  }) => {
    await site.enter(visitPath(route));
    await expectBrandFirstView(driver, route);
  });
}

const sweeps = Math.ceil(sweptRoutes.length / MOST_PAGES_PER_SWEEP);
const pagesPerSweep = Math.ceil(sweptRoutes.length / sweeps);
for (let start = 0; start < sweptRoutes.length; start += pagesPerSweep) {
  const sweep = sweptRoutes.slice(start, start + pagesPerSweep);
  test(`${sweep[0]} … ${sweep.at(-1)} (${sweep.length} pages): the brand's faces on each, nothing scrolls sideways`, async ({
    driver,
    site,
  }) => {
    test.setTimeout(sweep.length * 15_000);
    await site.enter(visitPath(sweep[0] ?? '/'));
    for (const route of sweep) {
      await driver.goto(site.url(visitPath(route)));
      await expectBrandFirstView(driver, route);
    }
  });
}
