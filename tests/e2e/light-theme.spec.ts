/**
 * The light theme is as it was: each page, by day, draws the same pixels as the reference images made from
 * the commit named in tests/e2e/light-theme-references/README.md (`npm run test:references` remakes them
 * from a commit). A token edit, a class changed to another shade, a dark rule that leaks into the day: each
 * changes pixels here. Whole pages at desktop size; a phone's first screen (its header and layout). Images
 * (and a card's image, loaded or not yet) are masked, as a flat box in their place, which keeps the references small and the check about the page's
 * own colors (the drawings are held byte for byte by tests/unit/artwork*.test.ts).
 */
import type { Page } from '@playwright/test';
import { PAGE_PATHS } from '@/data/routes';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const PAGES = {
  home: PAGE_PATHS.home,
  shop: PAGE_PATHS.shop,
  product: '/products/milk-bar',
  cart: PAGE_PATHS.cart,
  about: PAGE_PATHS.about,
  'size-guide': PAGE_PATHS.sizeGuide,
};

/** Draws every off-screen element now: content-visibility: auto lays them out at a guess until drawn. */
async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
}

test.describe('the light theme is as it was', { tag: '@phone' }, () => {
  test.use({ colorScheme: 'light', deviceScaleFactor: 1 });

  for (const [name, path] of Object.entries(PAGES)) {
    test(`${path}: the same pixels as the reference`, async ({ page, isMobile }) => {
      await page.goto(path);
      await waitForHydration(page);
      await drawEverything(page);
      await expect(page).toHaveScreenshot(`${name}-${isMobile ? 'phone' : 'desktop'}.png`, {
        fullPage: !isMobile,
        animations: 'disabled',
        caret: 'hide',
        // Those shown: a card a chip puts away keeps its picture's box, hidden (lib/shop-list-css.ts).
        mask: [page.locator('img, [data-loaded]').filter({ visible: true })],
        maskColor: '#7f7f7f',
        // No pixel may differ by more than rounding: a token moved by three steps of gray fails. The edges
        // of text and shapes, where a browser upgrade or another CPU can blend a step apart, are
        // recognized as anti-aliased and pass.
        threshold: 0.01,
        maxDiffPixels: 0,
      });
    });
  }
});
