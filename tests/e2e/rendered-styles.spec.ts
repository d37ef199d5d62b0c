import type { Page } from '@playwright/test';
import { newsletter } from '@/data/home';
import { PAGE_PATHS } from '@/data/routes';
import { CONTENT_ROUTES } from '@/scripts/site-routes';
import { competingClasses } from './support/class-conflicts';
import { contrastRatio } from '../../scripts/images/color';
import { seenColors, themeColor } from './support/colors';
import { expect, test } from './support/fixtures';
import { settleTransitions } from './support/transitions';

/** WCAG 2.2 AA: 1.4.11 for a control against what surrounds it, 1.4.3 for its (normal-size) text. */
const NON_TEXT_AA = 3;
const TEXT_AA = 4.5;

test.describe('rendered colors', () => {
  test('the newsletter button stands out on its brand-dark band, at rest and hovered', async ({
    page,
  }) => {
    await page.goto(PAGE_PATHS.home);
    const band = page.getByRole('region', { name: newsletter.title });
    const button = band.getByRole('button', { name: newsletter.buttonLabel });

    for (const state of ['at rest', 'hovered'] as const) {
      if (state === 'hovered') await button.hover();
      const bandColor = (await seenColors(band)).background;
      const seen = await seenColors(button);
      expect(seen.background, `${state}: the button is not the band's color`).not.toEqual(
        bandColor,
      );
      expect(
        contrastRatio(seen.background, bandColor),
        `${state}: button ${seen.background} on band ${bandColor}`,
      ).toBeGreaterThanOrEqual(NON_TEXT_AA);
      expect(
        contrastRatio(seen.text, seen.background),
        `${state}: label ${seen.text} on button ${seen.background}`,
      ).toBeGreaterThanOrEqual(TEXT_AA);
    }
  });

  test('toasts read clearly: a copied link, and a copy that failed in the destructive red', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/products/milk-bar');
    const share = page.getByRole('main').getByRole('button', { name: 'Share' });

    await share.click();
    const copied = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(copied).toBeVisible();
    const success = await seenColors(copied);
    expect(contrastRatio(success.text, success.background)).toBeGreaterThanOrEqual(TEXT_AA);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await share.click();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not copy the link' });
    await expect(failed).toBeVisible();
    const failure = await seenColors(failed);
    expect(failure.background).toEqual([155, 28, 28]);
    expect(contrastRatio(failure.text, failure.background)).toBeGreaterThanOrEqual(TEXT_AA);
  });

  test("the cart's Continue Shopping link is brand-dark", async ({ page }) => {
    await page.goto(PAGE_PATHS.cart);
    const link = page.getByRole('main').getByRole('link', { name: 'Continue Shopping' });
    await expect(link).toHaveCSS('color', await themeColor(page, 'brand-dark'));
  });
});

/** Every element's class list on the page as it is now, with the ones that compete. */
async function competingOnPage(page: Page): Promise<{ classList: string; competing: string[] }[]> {
  const classLists = await page
    .locator('[class]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));
  return [...new Set(classLists)]
    .map((classList) => ({ classList, competing: competingClasses(classList) }))
    .filter((entry) => entry.competing.length > 0);
}

test.describe('class lists', () => {
  for (const route of [...CONTENT_ROUTES, '/products/milk-bar']) {
    test(`${route}: no two classes set the same property`, async ({ page }) => {
      await page.goto(route);
      expect(await competingOnPage(page)).toEqual([]);
    });
  }

  test("the product page's dialogs: no two classes set the same property", async ({ page }) => {
    await page.goto('/products/milk-bar');
    for (const opener of [/^Add to Cart - /, 'Size Guide']) {
      await page.getByRole('main').getByRole('button', { name: opener }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible();
      await settleTransitions(page);
      expect(await competingOnPage(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('focus rings', () => {
  test("a shop card's focus ring is not cut off by its item's skipped rendering", async ({
    page,
  }) => {
    await page.goto(PAGE_PATHS.shop);
    const link = page.locator('li[data-product-id]').nth(1).getByRole('link').first();
    await link.focus();
    // How far the ring reaches past each side of the item, which paint containment (content-visibility:
    // auto) clips at: it must be 0 or less.
    const { reach, past } = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const box = element.getBoundingClientRect();
      const item = element.closest('li')!.getBoundingClientRect();
      return {
        reach,
        past: {
          left: item.left - (box.left - reach),
          top: item.top - (box.top - reach),
          right: box.right + reach - item.right,
          bottom: box.bottom + reach - item.bottom,
        },
      };
    });
    expect(reach).toBeGreaterThan(0);
    expect(Object.entries(past).filter(([, pixels]) => pixels > 0)).toEqual([]);
  });
});
