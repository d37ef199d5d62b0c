/**
 * Every tap counts, however early (lib/inline-loader/early-taps.ts). The page's scripts are held
 * back, as a slow phone gets them, and each control is tapped as soon as its HTML shows:
 * - controls the platform runs (the menu popover, the gallery's radios, the size chips, the shop's category
 *   links and its sort) answer at once, without the scripts (the product page's dialogs:
 *   tests/e2e/product.spec.ts);
 * - every other control shows it was heard (aria-busy), and once the scripts arrive the tap takes effect,
 *   exactly once, without a second tap.
 */
import type { Page } from '@playwright/test';
import { SHOP_FIRST_SCREEN_CARDS } from '../../data/constants';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-responses';
import { isPhone } from './support/viewport';
import { dialogTitled } from './support/dialogs';
import { mainAddToCart, panelStepper } from './support/product-page';
import { recordShareSheet } from './support/share-sheet';
import {
  categoryChip,
  domProductIds,
  heldProductIds,
  expectedIds,
  firstScreenIds,
  listingPages,
  shownProductIds,
  sortSelect,
} from './support/shop-page';
import { SIGN_UPS_URL, rowsFor, uniqueEmail } from './support/sign-ups';

const PRODUCT_PATH = '/products/milk-bar';

const quantity = (page: Page) => panelStepper(page).getByTestId('quantity-value');
/** How many script files the page has asked for so far. */
function countScriptRequests(page: Page): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests += 1;
  });
  return () => requests;
}

test.describe('taps made before the scripts arrive', () => {
  test('quantity plus, plus, minus: the number and total change at once, and React ends at 2', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(PRODUCT_PATH);
    const plus = panelStepper(page).getByRole('button', { name: 'Increase quantity' });
    const minus = panelStepper(page).getByRole('button', { name: 'Decrease quantity' });
    await plus.click();
    await expect(quantity(page)).toHaveText('2');
    await expect(minus).toHaveAttribute('aria-disabled', 'false');
    await plus.click();
    await minus.click();
    // Shown by the page's inline loader while the scripts are still held: each tap is also heard (busy).
    await expect(quantity(page)).toHaveText('2');
    await expect(mainAddToCart(page)).toHaveText('Add to Cart - $79.98');
    await expect(page.getByRole('status').filter({ hasText: /^Quantity/ })).toHaveText(
      'Quantity 2',
    );
    await expect(plus).toHaveAttribute('aria-busy', 'true');
    await expect(minus).toHaveAttribute('aria-busy', 'true');

    await scripts.release();
    await expect(plus).not.toHaveAttribute('aria-busy');
    await expect(minus).not.toHaveAttribute('aria-busy');
    await expect(quantity(page)).toHaveText('2');
    await expect(mainAddToCart(page)).toHaveText('Add to Cart - $79.98');
    // React's state is 2 as well: the next tap goes on from there.
    await plus.click();
    await expect(quantity(page)).toHaveText('3');
    await expect(mainAddToCart(page)).toHaveText('Add to Cart - $119.97');
  });

  test('Notify Me tapped before the scripts signs up with the typed email once they arrive', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'early');
    const scripts = await holdScripts(page);
    await page.goto(PRODUCT_PATH);
    await mainAddToCart(page).click();
    const dialog = dialogTitled(page, 'Out of Stock');
    await dialog.getByLabel('Email address').fill(email);
    const submit = dialog.getByRole('button', { name: 'Notify Me' });
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();

    // The replay waits for React and then for the backend client: wait for the sign-up to go out, however
    // long a busy machine takes to get there, then for what the shopper sees.
    const sent = page.waitForResponse(
      (response) =>
        response.url().startsWith(SIGN_UPS_URL) && response.request().method() === 'POST',
    );
    await scripts.release();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Notification set!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await rowsFor(request, email)).toEqual([{ email, product_name: 'Milk Bar Sweatshirt' }]);
  });

  test('Share shares the page once', { tag: '@phone' }, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Phones use the system share sheet: record its calls.
    const shareCalls = await recordShareSheet(page);
    const scripts = await holdScripts(page);
    await page.goto(PRODUCT_PATH);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await expect(share).toHaveAttribute('aria-busy', 'true');

    await scripts.release();
    const url = `${baseURL}${PRODUCT_PATH}`;
    if (isPhone(page)) {
      await expect.poll(shareCalls).toEqual([{ title: 'Milk Bar Sweatshirt', url }]);
    } else {
      await expect(page.getByText('Link copied')).toHaveCount(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    }
    await expect(share).not.toHaveAttribute('aria-busy');
  });

  test('a sort chosen before the scripts shows at once; the URL and the reading order follow once they arrive, with one history entry', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/shop');
    const sort = sortSelect(page);
    const held = await heldProductIds(page);
    await sort.selectOption('newest');
    // CSS orders the grid by the chosen option, and shows the page's first cards of it: nothing waits for
    // the scripts, nothing is marked busy.
    expect((await shownProductIds(page)).slice(0, SHOP_FIRST_SCREEN_CARDS)).toEqual(
      firstScreenIds('All', 'newest'),
    );
    await expect(sort).not.toHaveAttribute('aria-busy');
    // The DOM is still the page's own order.
    expect(await heldProductIds(page)).toEqual(held);

    await scripts.release();
    await expect(page).toHaveURL(/\/shop\?sort=newest$/);
    // Its whole first page once they have; the DOM follows.
    await expect.poll(() => domProductIds(page)).toEqual(expectedIds('All', 'newest'));
    // Kept, not reset by hydration.
    await expect(sort).toHaveValue('newest');
    expect(await shownProductIds(page)).toEqual(expectedIds('All', 'newest'));
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(sort).toHaveValue('popular');
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('All', 'popular'));
  });

  test('a size chosen before the scripts is named beside its label, and stays chosen after hydration', async ({
    page,
  }) => {
    const productScripts = await holdScripts(page);
    await page.goto(PRODUCT_PATH);
    const medium = page.getByRole('radio', { name: 'M', exact: true });
    await medium.click();
    // Chosen and named by the platform alone: with the scripts held, as when they never arrive.
    await expect(medium).toBeChecked();
    await expect(page.locator('[data-size-choice]:visible')).toHaveText(': M');
    await productScripts.release();
    // The panel renders again on a quantity change: the size stays.
    await panelStepper(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity(page)).toHaveText('2');
    await expect(medium).toBeChecked();
  });

  test('a tap starts the scripts at once, without waiting for the page to finish loading', async ({
    page,
  }) => {
    // The page's images never finish, so the window's load event (the usual start) never comes.
    await page.route('**/images/**', () => {});
    const scriptRequests = countScriptRequests(page);
    await page.goto(PRODUCT_PATH, { waitUntil: 'domcontentloaded' });
    await expect(mainAddToCart(page)).toBeVisible();
    expect(scriptRequests()).toBe(0);

    await panelStepper(page).getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity(page)).toHaveText('2');
    // The browser's request reaches this process as an event of its own, a moment after the tap.
    await expect.poll(scriptRequests).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});

// What the platform runs answers the same whether the scripts never arrive or JavaScript is off.
for (const scripts of ['never arriving', 'off'] as const) {
  test.describe(`controls the platform runs, scripts ${scripts}`, () => {
    test.use({ javaScriptEnabled: scripts !== 'off' });
    test.beforeEach(async ({ page }) => {
      if (scripts === 'never arriving') await holdScripts(page);
    });

    test(
      'the menu opens, closes on Escape, and its links lead on',
      { tag: '@phone' },
      async ({ page }) => {
        test.skip(!isPhone(page), 'the menu toggle is for phone widths');
        await page.goto('/about');
        const toggle = page.getByRole('button', { name: 'Menu' });
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        await toggle.click();
        await expect(menu.getByRole('link', { name: 'Shop' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await toggle.click();
        await menu.getByRole('link', { name: 'Reviews' }).click();
        await expect(page).toHaveURL(/\/reviews$/);
        await expect(menu).toBeHidden();
      },
    );

    test('the thumbnails switch the main image, its backdrop standing in until it arrives', async ({
      page,
    }) => {
      await page.goto(PRODUCT_PATH);
      const main = page.locator('[data-testid="gallery-main-image"]:visible');
      for (const [index, view] of ['front', 'back', 'zip-open', 'flat-lay'].entries()) {
        await page
          .getByRole('radio', { name: new RegExp(`^Show image ${index + 1} of 4`) })
          .click();
        await expect(main).toHaveCount(1);
        await expect(main).toHaveAttribute('src', new RegExp(`milk-bar/${view}-1024\\.webp$`));
        // Behind it, its backdrop stands in until it arrives, painted by CSS: a wall's shapes, or the flat
        // lay's table, a color of its own.
        await expect(main).toHaveCSS(
          view === 'flat-lay' ? 'background-color' : 'background-image',
          view === 'flat-lay' ? /^rgb\(/ : /gradient\(/,
        );
      }
    });

    // With the scripts never arriving, 'a size chosen before the scripts…' above does this before it lets
    // them in.
    if (scripts === 'off')
      test('a size is chosen and named beside its label', async ({ page }) => {
        await page.goto(PRODUCT_PATH);
        await page.getByRole('radio', { name: 'XL', exact: true }).click();
        await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
        await expect(page.locator('[data-size-choice]:visible')).toHaveText(': XL');
      });

    test(`a category chip shows its category (${scripts === 'off' ? 'its page: a plain link' : 'in the page, no page loaded'}), and All the first page of every design`, async ({
      page,
    }) => {
      await page.goto('/shop');
      await categoryChip(page, 'Floral').click();
      // With the scripts on their way the inline loader keeps the page; with JavaScript off the link leads.
      await expect(page).toHaveURL(scripts === 'off' ? /\/shop\/floral$/ : /\/shop$/);
      const floral = expectedIds('Floral', 'popular');
      await expect.poll(() => shownProductIds(page)).toEqual(floral);
      await expect(page.getByRole('status').locator('span:visible')).toHaveText(
        `Showing ${floral.length} products`,
      );
      await expect(categoryChip(page, 'Floral')).toHaveAttribute('aria-current', 'page');
      await categoryChip(page, 'All').click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('All', 'popular'));
      await expect(categoryChip(page, 'All')).toHaveAttribute('aria-current', 'page');
    });

    test('a sort shows its order at once, on /shop and on a category page', async ({ page }) => {
      // A category that fits on its page shows the sort whole; the shop, of two pages, its first cards,
      // then the rest of the page it holds, where they stood (lib/shop-lists.ts, followsDefaultSort).
      await page.goto('/shop/humor');
      await sortSelect(page).selectOption('newest');
      expect(await shownProductIds(page)).toEqual(expectedIds('Humor', 'newest'));
      await sortSelect(page).selectOption('popular');
      expect(await shownProductIds(page)).toEqual(expectedIds('Humor', 'popular'));

      await page.goto('/shop');
      await sortSelect(page).selectOption('newest');
      const first = firstScreenIds('All', 'newest');
      expect(await shownProductIds(page)).toEqual([
        ...first,
        ...expectedIds('All', 'popular').filter((id) => !first.includes(id)),
      ]);
      await sortSelect(page).selectOption('popular');
      expect(await shownProductIds(page)).toEqual(expectedIds('All', 'popular'));
    });

    // With the scripts on their way, or never arriving, the page's inline script leads to the category's
    // page before any other script runs: tests/e2e/shop.spec.ts ('a link in the old form') follows it, and
    // that no frame shows the whole collection on the way.
    if (scripts === 'off')
      test("an old link to a category, /shop?category=Humor, shows the shop's first page (no script can read the query)", async ({
        page,
      }) => {
        await page.goto('/shop?category=Humor');
        expect(await shownProductIds(page)).toEqual(expectedIds('All', 'popular'));
        await expect(categoryChip(page, 'Humor')).toBeVisible();
      });

    test('Show more designs is the link to the next page, which shows its designs', async ({
      page,
    }) => {
      await page.goto('/shop');
      await listingPages(page).getByRole('link', { name: 'Show more designs' }).click();
      await expect(page).toHaveURL(/\/shop\/page\/2$/);
      expect(await shownProductIds(page)).toEqual(expectedIds('All', 'popular', 2));
    });
  });
}

// With the scripts held, the dialogs are run by tests/e2e/product.spec.ts.
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('Add to Cart and Size Guide open their dialogs, and they close', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await mainAddToCart(page).click();
    const outOfStock = dialogTitled(page, 'Out of Stock');
    await expect(outOfStock.getByText(/sold out right now/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(outOfStock).toBeHidden();

    await page.getByRole('button', { name: 'Size Guide', exact: true }).click();
    const sizeGuide = dialogTitled(page, 'Size Guide');
    await expect(sizeGuide.getByRole('img', { name: /^Size chart/ })).toBeVisible();
    await sizeGuide.getByRole('button', { name: 'Close' }).click();
    await expect(sizeGuide).toBeHidden();
  });
});
