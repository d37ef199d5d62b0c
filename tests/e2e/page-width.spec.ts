/**
 * No page is wider than the screen: at every width from a small phone to a laptop the document scrolls
 * only up and down, so a thumb's swipe never drags it sideways. Each route is loaded once and resized
 * through the widths.
 */
import { NOT_FOUND_PATH } from '../../data/routes';
import { allRoutes, visitPath } from '../../scripts/site-routes';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { allowNotFoundErrors } from './support/not-found-errors';

/** Small and common phones (320 to 430 px), a tablet, and laptops. */
const WIDTHS = [320, 360, 375, 390, 412, 430, 768, 1024, 1280] as const;
const HEIGHT = 800;

test.skip(({ isMobile }) => isMobile, 'sets every width itself, in the desktop project');

for (const route of allRoutes()) {
  test.describe(route, () => {
    if (route === NOT_FOUND_PATH) allowNotFoundErrors();

    test(`${route} is no wider than the viewport at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(visitPath(route), { waitUntil: 'load' });
      await waitForHydration(page);
      const sideways: Record<number, number> = {};
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const extra = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (extra !== 0) sideways[width] = extra;
      }
      expect(sideways, 'px the page scrolls sideways, by viewport width').toEqual({});
    });
  });
}
