/**
 * Every page's first view, cold, in the engine: the brand's faces draw its heading and its text (the fonts
 * travel inside the HTML: scripts/export/inline-stylesheets.ts; WebKit kept the fallback faces on every
 * route until each face was made to wait for them), and nothing scrolls sideways on the phone. Every
 * route, as scripts/site-routes.ts lists them, each in a new session: nothing cached.
 */
import { allRoutes, visitPath } from '../../scripts/site-routes';
import { expect, test } from './support/fixtures';
import { drawnFace } from './support/page-queries';

/** next/font names each face after its variable in app/fonts.ts. */
const DISPLAY_FACE = 'displayFont';
const BODY_FACE = 'bodyFont';

for (const route of allRoutes()) {
  test(`${route}: the brand's faces draw the heading and the text, and nothing scrolls sideways`, async ({
    driver,
    site,
  }) => {
    await site.enter(visitPath(route));
    const heading = await driver.evaluate(drawnFace, 'h1', DISPLAY_FACE);
    const text = await driver.evaluate(drawnFace, 'main p', BODY_FACE);
    expect(
      { heading: heading.verdict, text: text.verdict },
      JSON.stringify([heading, text]),
    ).toEqual({ heading: 'brand', text: 'brand' });
    expect(
      await driver.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}
