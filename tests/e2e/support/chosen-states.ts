import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { isPhone } from './viewport';

/** The label that draws a radio (components/ui/overlay-radio.tsx stretches the input over it). */
export const drawnBy = (radio: Locator) => radio.locator('xpath=..');

/** The menu of the site's pages as a shopper sees it: the header's, or on a phone the opened menu. */
export async function openPageMenu(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  return menu;
}
