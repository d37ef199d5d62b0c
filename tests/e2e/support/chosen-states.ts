import type { Locator, Page } from '@playwright/test';
import { categoryPath } from '@/data/routes';
import { expect } from './fixtures';
import { categoryChip } from './shop-page';
import { isPhone } from './viewport';

/** The label that draws a radio (components/ui/overlay-radio.tsx stretches the input over it). */
export const drawnBy = (radio: Locator) => radio.locator('xpath=..');

/** The menu of the site's pages as a shopper sees it: the header's, or on a phone the opened menu. */
async function openPageMenu(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Humor's page, its chip current, and the menu of the site's pages open on it, Shop marked as the page
 * shown (a category's page is the shop's): two chosen states in one load.
 */
export async function openCategoryAndMenu(page: Page) {
  await page.goto(categoryPath('Humor'));
  const humor = categoryChip(page, 'Humor');
  await expect(humor).toHaveAttribute('aria-current', 'page');
  const menu = await openPageMenu(page);
  const current = menu.getByRole('link', { name: 'Shop', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  return { humor, menu, current };
}

/** A product page's choices: its sizes M and S, its one color (chosen from the start), its thumbnails. */
export async function productChoices(page: Page) {
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  // Every design comes in one color, chosen from the start: it is marked as a chosen size is.
  const color = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').first();
  await expect(color).toBeChecked();
  return {
    medium: sizes.getByRole('radio', { name: 'M', exact: true }),
    small: sizes.getByRole('radio', { name: 'S', exact: true }),
    color,
    thumbnails: page.getByRole('radiogroup', { name: 'Product images' }).getByRole('radio'),
  };
}
