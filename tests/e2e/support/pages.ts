import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the not-found page logs on purpose (the spec: it logs the attempted path), and Chromium's report of
 * the 404 document itself. Specs visiting a missing path allow these two console errors and no other:
 * `test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERRORS, { scope: 'test' }] })` (a bare two-element
 * array would be read by Playwright as a [value, options] tuple).
 */
export const NOT_FOUND_CONSOLE_ERRORS = [
  /^404 Error: User attempted/,
  /Failed to load resource.*404/,
];

/** Waits until no Headless UI transition is running, so what is checked is the settled state. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[data-enter], [data-leave], [data-transition]'),
  );
}

/**
 * Presses `opener` until `shows` is visible: a click that lands before hydration does nothing, as for a
 * shopper on a slow phone, so the test retries rather than sleeping.
 */
export async function openWith(opener: Locator, shows: Locator, timeout = 15_000): Promise<void> {
  await expect(async () => {
    await opener.click();
    await expect(shows).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout });
}

/** Resolves once React has hydrated the page (Next marks the router as ready by then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('main') ?? document.body;
    return Object.keys(root).some(
      (key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'),
    );
  });
}
