import { NOT_FOUND_PATH } from '../../data/routes';
import { allRoutes, categoryRoutes, productRoutes, visitPath } from '../../scripts/site-routes';
import { expectNoAxeViolations } from './support/axe';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';
import { waitForHydration } from './support/hydration';
import { allowNotFoundErrors } from './support/not-found-errors';
import { settleTransitions } from './support/transitions';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, plus target-size) on every route, at desktop and at 390 px (the two
 * projects), and in every state a shopper can open: the product page's dialogs, a validation message,
 * the phone's bottom bar and the mobile menu. Zero violations, in the light theme and in the dark one a
 * phone set to dark gets (app/globals.css): its colors are other colors, so its contrast is checked anew.
 */

const PRODUCT_PATH = '/products/milk-bar';

/** At phone width one product page stands for every product's, which share one template. */
const PHONE_PRODUCT_SAMPLE = productRoutes()[0];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test.describe('every route', () => {
      for (const route of allRoutes()) {
        test.describe(route, () => {
          if (route === NOT_FOUND_PATH) allowNotFoundErrors();

          test(`${route} has no WCAG A/AA violations`, async ({ page, isMobile }) => {
            test.skip(
              isMobile && productRoutes().includes(route) && route !== PHONE_PRODUCT_SAMPLE,
              'one product page at phone width',
            );
            await page.goto(visitPath(route), { waitUntil: 'load' });
            await waitForHydration(page);
            await expectNoAxeViolations(page, route);
          });
        });
      }
    });

    test.describe('as first painted, before any script has run', () => {
      // One page of each template: the controls that work without script (radios, the menu popover, the
      // category links, the sort) are what a shopper meets first on a slow phone.
      for (const route of ['/', '/shop', categoryRoutes()[0]!, '/cart', '/about', PRODUCT_PATH]) {
        test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
          await holdScripts(page);
          await page.goto(route, { waitUntil: 'load' });
          await expectNoAxeViolations(page, `${route} before hydration`);
        });
      }
    });

    test.describe('product page states', () => {
      test.beforeEach(async ({ page }) => {
        await page.goto(PRODUCT_PATH);
      });

      test('the size-guide dialog', async ({ page }) => {
        const dialog = page.getByRole('dialog', { name: 'Size Guide' });
        await page.getByRole('button', { name: 'Size Guide' }).click();
        await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
        await settleTransitions(page);
        await expectNoAxeViolations(page, `${PRODUCT_PATH} with the size guide open`);
      });

      test('the Out of Stock dialog, then its validation message', async ({ page }) => {
        const dialog = await openOutOfStock(page);
        await settleTransitions(page);
        await expectNoAxeViolations(page, `${PRODUCT_PATH} with the Out of Stock dialog open`);

        await dialog.getByRole('button', { name: 'Notify Me' }).click();
        await expect(
          dialog.getByText('Please enter your email address to get notified.'),
        ).toBeVisible();
        await settleTransitions(page);
        await expectNoAxeViolations(page, `${PRODUCT_PATH} with the email-required message`);
      });

      test('the bottom bar on a phone', async ({ page, isMobile }) => {
        test.skip(!isMobile, 'the bottom bar is for small screens');
        await page.getByRole('heading', { name: 'Why Shop With Us' }).scrollIntoViewIfNeeded();
        const barButtons = page.getByRole('button', { name: /^Add to Cart/ });
        await expect(barButtons.last()).toBeInViewport();
        await expect(barButtons.first()).not.toBeInViewport();
        await settleTransitions(page);
        await expectNoAxeViolations(page, `${PRODUCT_PATH} with the bottom bar shown`);
      });
    });

    test('the mobile menu, open on a phone', async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu toggle is for phone widths');
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await expectNoAxeViolations(page, '/ with the mobile menu open');
    });
  });
}
