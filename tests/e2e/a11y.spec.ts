import { categoryRoutes } from '../../scripts/site-routes';
import { expectNoAxeViolationsInBothThemes } from './support/axe';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';
import { settleTransitions } from './support/transitions';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, plus target-size) at desktop and at 390 px (the two projects), in the
 * light theme and in the dark one a phone set to dark gets, in every state a shopper can open: the pages as
 * first painted, the product page's dialogs, a validation message, the phone's bottom bar and the mobile
 * menu. Zero violations. Every route once hydrated is tests/e2e/every-route.spec.ts.
 */

const PRODUCT_PATH = '/products/milk-bar';

test.describe('as first painted, before any script has run', () => {
  // One page of each template: the controls that work without script (radios, the menu popover, the
  // category links, the sort) are what a shopper meets first on a slow phone.
  for (const route of ['/', '/shop', categoryRoutes()[0]!, '/cart', '/about', PRODUCT_PATH]) {
    test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
      await holdScripts(page);
      await page.goto(route, { waitUntil: 'load' });
      await expectNoAxeViolationsInBothThemes(page, `${route} before hydration`);
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
    await expectNoAxeViolationsInBothThemes(page, `${PRODUCT_PATH} with the size guide open`);
  });

  test('the Out of Stock dialog, then its validation message', async ({ page }) => {
    const dialog = await openOutOfStock(page);
    await expectNoAxeViolationsInBothThemes(
      page,
      `${PRODUCT_PATH} with the Out of Stock dialog open`,
    );

    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(
      dialog.getByText('Please enter your email address to get notified.'),
    ).toBeVisible();
    await expectNoAxeViolationsInBothThemes(
      page,
      `${PRODUCT_PATH} with the email-required message`,
    );
  });

  test('the bottom bar on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the bottom bar is for small screens');
    await page.getByRole('heading', { name: 'Why Shop With Us' }).scrollIntoViewIfNeeded();
    const barButtons = page.getByRole('button', { name: /^Add to Cart/ });
    await expect(barButtons.last()).toBeInViewport();
    await expect(barButtons.first()).not.toBeInViewport();
    await settleTransitions(page);
    await expectNoAxeViolationsInBothThemes(page, `${PRODUCT_PATH} with the bottom bar shown`);
  });
});

test('the mobile menu, open on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle is for phone widths');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page, '/ with the mobile menu open');
});
