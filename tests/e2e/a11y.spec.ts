import { expectAccessibleInBothThemes, expectNoAxeViolations } from './support/axe';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { settleTransitions, switchColorScheme } from './support/transitions';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, plus target-size) in every state a shopper can open beyond a page as it
 * loads: the product page's dialogs, a validation message, the phone's bottom bar and the mobile menu. All
 * rules in the light theme, and the rules that read colors in the dark one a phone set to dark gets. Zero
 * violations. Every page as first painted and once hydrated, in both themes: tests/e2e/every-route.spec.ts.
 */

const PRODUCT_PATH = '/products/milk-bar';

test.describe('product page states', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PRODUCT_PATH);
  });

  test('the size-guide dialog', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await page.getByRole('button', { name: 'Size Guide' }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectAccessibleInBothThemes(page, `${PRODUCT_PATH} with the size guide open`, 'light');
  });

  test('the Out of Stock dialog, then its validation message', async ({ page }) => {
    const dialog = await openOutOfStock(page);
    await expectAccessibleInBothThemes(
      page,
      `${PRODUCT_PATH} with the Out of Stock dialog open`,
      'light',
    );

    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(
      dialog.getByText('Please enter your email address to get notified.'),
    ).toBeVisible();
    await expectAccessibleInBothThemes(
      page,
      `${PRODUCT_PATH} with the email-required message`,
      'dark',
    );
  });
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar and the menu toggle are for phone widths');

  test('the bottom bar', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await page.getByRole('heading', { name: 'Why Shop With Us' }).scrollIntoViewIfNeeded();
    const barButtons = page.getByRole('button', { name: /^Add to Cart/ });
    await expect(barButtons.last()).toBeInViewport();
    await expect(barButtons.first()).not.toBeInViewport();
    await settleTransitions(page);
    await expectAccessibleInBothThemes(page, `${PRODUCT_PATH} with the bottom bar shown`, 'light');
  });

  test('the mobile menu, open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/ with the mobile menu open', 'light');
  });
});

// The check itself, on a page of its own: it sees what it is switched on for (target-size, which axe ships
// off) in the page as it is, and contrast in the other theme's colors.
test('the axe check fails on two small targets side by side, and on text that fails contrast only at night', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe's own check</title><style>
    @media (prefers-color-scheme: dark) { body { background: #222; } p { color: #444; } }
    button { width: 16px; height: 16px; padding: 0; }
    </style></head><body><main><h1>Axe's own check</h1><p>Read at night</p>
    <button aria-label="One"></button><button aria-label="Two"></button></main></body></html>`);
  const failure = (check: Promise<void>) =>
    check.then(
      () => 'no violation',
      (error: unknown) => String(error),
    );

  await switchColorScheme(page, 'light');
  expect(await failure(expectNoAxeViolations(page, 'the check, light'))).toContain('target-size');
  expect(await failure(expectNoAxeViolations(page, 'the check, light', { colorsOnly: true }))).toBe(
    'no violation',
  );
  await switchColorScheme(page, 'dark');
  expect(
    await failure(expectNoAxeViolations(page, 'the check, dark', { colorsOnly: true })),
  ).toContain('color-contrast');
});
