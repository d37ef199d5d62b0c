import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../scripts/images/color';
import { expectAccessibleInBothThemes, expectNoAxeViolations } from './support/axe';
import { competingOnPage } from './support/class-conflicts';
import { seenColors } from './support/colors';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { DARK_GROUND, brightBoxes, luminance } from './support/night';
import { settleTransitions, switchColorScheme } from './support/transitions';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, plus target-size) in every state a shopper can open beyond a page as it
 * loads: the product page's dialogs, a validation message, the phone's bottom bar (the mobile menu, open:
 * tests/e2e/frame.spec.ts, in the menu's own test). All rules in the theme the page is in, and the rules
 * that read colors in the other one. Zero violations. Every page as first painted and once hydrated, in
 * both themes: tests/e2e/every-route.spec.ts.
 *
 * The dialogs open in the dark theme a phone set to dark gets, from the first paint, and in the same load
 * show what axe cannot read: their panel a night ground, nothing in them glaring, the size chart its night
 * drawing. And no two classes in their class lists set the same property (the pages' own lists:
 * tests/e2e/every-route.spec.ts).
 */

const PRODUCT_PATH = '/products/milk-bar';

/** The open dialog's panel is a night ground, its heading reads on it, and nothing in it glares. */
async function expectDarkAndReadable(page: Page, dialog: Locator) {
  await settleTransitions(page);
  const panel = await seenColors(dialog);
  expect(luminance(panel.background), `the dialog's ground ${panel.background}`).toBeLessThan(
    DARK_GROUND,
  );
  const heading = await seenColors(dialog.getByRole('heading').first());
  expect(contrastRatio(heading.text, heading.background)).toBeGreaterThanOrEqual(4.5);
  expect(await brightBoxes(page, 'dialog[open]')).toEqual([]);
}

test.describe('product page states', { tag: '@phone' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PRODUCT_PATH);
  });

  test('the size-guide dialog: dark at night, its chart the night drawing; no competing classes, no violation in either theme', async ({
    page,
  }) => {
    // Axe in both themes beside the dark checks and the chart's night drawing: half as much again as axe.
    test.setTimeout(45_000);
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await page.getByRole('button', { name: 'Size Guide' }).click();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await test.step('dark, the night chart', async () => {
      await expectDarkAndReadable(page, dialog);
      const chart = dialog.getByRole('img', { name: /^Size chart/ });
      await expect
        .poll(() => chart.evaluate((image: HTMLImageElement) => image.currentSrc))
        .toMatch(/\/images\/dark\/size-chart-\d+\.webp$/);
    });
    await test.step('class lists', async () => {
      expect(await competingOnPage(page)).toEqual([]);
    });
    await expectAccessibleInBothThemes(page, `${PRODUCT_PATH} with the size guide open`, 'dark');
  });

  test('the Out of Stock dialog, then its validation message: dark at night, no competing classes, no violation in either theme', async ({
    page,
  }) => {
    // Axe in both themes twice (the dialog, then its message) beside the dark checks: twice a test's work.
    test.setTimeout(60_000);
    const dialog = await openOutOfStock(page);
    await test.step('dark', () => expectDarkAndReadable(page, dialog));
    await test.step('class lists', async () => {
      expect(await competingOnPage(page)).toEqual([]);
    });
    await expectAccessibleInBothThemes(
      page,
      `${PRODUCT_PATH} with the Out of Stock dialog open`,
      'dark',
    );

    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    const message = dialog.getByText('Please enter your email address to get notified.');
    await expect(message).toBeVisible();
    await expectAccessibleInBothThemes(
      page,
      `${PRODUCT_PATH} with the email-required message`,
      'light',
    );
    // The page is dark again.
    const seen = await seenColors(message);
    expect(contrastRatio(seen.text, seen.background), 'the message, dark').toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar is for phone widths');

  test('the bottom bar', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await page.getByRole('heading', { name: 'Why Shop With Us' }).scrollIntoViewIfNeeded();
    const barButtons = page.getByRole('button', { name: /^Add to Cart/ });
    await expect(barButtons.last()).toBeInViewport();
    await expect(barButtons.first()).not.toBeInViewport();
    await settleTransitions(page);
    await expectAccessibleInBothThemes(page, `${PRODUCT_PATH} with the bottom bar shown`, 'light');
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
