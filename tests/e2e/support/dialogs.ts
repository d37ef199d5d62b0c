import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPhone } from './viewport';

/** The dialog with this heading. */
export const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/**
 * Opens the Out of Stock dialog as a shopper does, with one tap on the product page's first Add to Cart
 * (it opens without the page's scripts), and returns it once its form shows.
 */
export async function openOutOfStock(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Out of Stock' });
  await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeVisible();
  return dialog;
}

/** The dialog has left the page and focus is back on the control that opened it. */
export async function expectClosedTo(opener: Locator, dialog: Locator) {
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/** Tabs through the dialog more times than it has controls, both ways; focus must never leave it. */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.locator('a[href], button, input, select, textarea').count();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (let i = 0; i < stops + 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `Tab ${i + 1} keeps focus in the dialog`).toBe(true);
  }
  for (let i = 0; i < stops + 1; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(), `Shift+Tab ${i + 1} keeps focus in the dialog`).toBe(true);
  }
}

/** An open dialog has taken focus (the browser moves it to its first control). */
export async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate(
        (element) =>
          element.contains(document.activeElement) && document.activeElement !== document.body,
      ),
    )
    .toBe(true);
}

/** A click (or, on a phone, a tap) on the dimmed page beside the dialog. */
export async function pressOutside(page: Page) {
  if (isPhone(page)) await page.touchscreen.tap(4, 4);
  else await page.mouse.click(4, 4);
}
