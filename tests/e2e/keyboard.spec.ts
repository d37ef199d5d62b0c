import { getProductBySlug } from '@/lib/catalog';
import { formatMoney, roundToCents } from '@/lib/money';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/focus';
import { expectFocusInside } from './support/dialogs';
import { holdResponses, holdScripts } from './support/held-responses';
import { settleTransitions } from './support/transitions';
import { waitForHydration } from './support/hydration';
import { categoryChip, expectedIds, shownProductIds, sortSelect } from './support/shop-page';
import { rowsFor, uniqueEmail } from './support/sign-ups';

/**
 * Keyboard-only journeys (desktop): every step is a key press, focus is always visible, and it lands back
 * where it started when a dialog closes.
 */

const PRODUCT = getProductBySlug('milk-bar')!;
const PRODUCT_PATH = `/products/${PRODUCT.slug}`;

test.describe('shop', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
  });

  test('chooses a category chip with Enter, its address following; focus stays on the chosen chip', async ({
    page,
  }) => {
    await waitForHydration(page);
    const all = categoryChip(page, 'All');
    const humor = categoryChip(page, 'Humor');
    await tabTo(page, all);
    await expectVisibleFocus(all);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(humor);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/humor$/);
    const humorIds = expectedIds('Humor', 'popular');
    await expect.poll(() => shownProductIds(page)).toEqual(humorIds);
    await expect(page.getByRole('status').locator('span:visible')).toHaveText(
      `Showing ${humorIds.length} products`,
    );
    await expect(categoryChip(page, 'Humor')).toHaveAttribute('aria-current', 'page');
    // The page stays: focus is on the Humor chip, and Tab goes on from there.
    await expectVisibleFocus(categoryChip(page, 'Humor'));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(categoryChip(page, 'Vintage'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/vintage$/);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Vintage', 'popular'));
    await expectVisibleFocus(categoryChip(page, 'Vintage'));
    // After the last chip, Tab reaches the sort select.
    await tabTo(page, sortSelect(page), { maxPresses: 14 });
  });

  test('changes the sort with the arrow keys; focus stays on the select', async ({ page }) => {
    const sort = sortSelect(page);
    await tabTo(page, sort);
    await expectVisibleFocus(sort);

    // Popular → Price: Low to High → Price: High to Low → Newest.
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('newest');
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('All', 'newest'));
    await expect(page).toHaveURL(/[?&]sort=newest\b/);
    await expectVisibleFocus(sort);

    await page.keyboard.press('ArrowUp');
    await expect(sort).toHaveValue('price-desc');
    await expect(page).toHaveURL(/[?&]sort=price-desc\b/);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('All', 'price-desc'));
  });

  test('meets the cards in the order they show, once sorted', async ({ page }) => {
    await waitForHydration(page);
    await sortSelect(page).focus();
    await sortSelect(page).selectOption('newest');
    await expect(page).toHaveURL(/[?&]sort=newest\b/);
    const [newest, next] = expectedIds('All', 'newest');
    const card = (id: number | undefined) =>
      page.locator(`li[data-product-id="${id}"]`).getByRole('link');
    // From the select just used, as a keyboard user goes on: the next stop is the first card shown.
    await expect(sortSelect(page)).toBeFocused();
    await tabTo(page, card(newest), { maxPresses: 1 });
    await page.keyboard.press('Tab');
    await expect(card(next)).toBeFocused();
  });
});

test('keeps Tab to the cards in the order they show once a picture arrives, before the scripts do', async ({
  page,
}) => {
  // In Chromium, the one browser with reading-flow, a picture arriving in a card once had Tab go by the DOM,
  // to the card the sort shows last (lib/inline-loader/reading-flow-tab-order.ts).
  await holdScripts(page);
  const pictures = await holdResponses(page, '**/images/products/**');
  // Not to the load event, which waits for the pictures.
  await page.goto('/shop', { waitUntil: 'domcontentloaded' });
  const [popularFirst] = expectedIds('All', 'popular');
  const [newest] = expectedIds('All', 'newest');
  await sortSelect(page).focus();
  await sortSelect(page).selectOption('newest');
  // The grid is laid out in the new order before the picture arrives, as on a slow connection: a picture
  // arriving first would be laid out with the sort, in full.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await pictures.release();
  // The first card in the page (the first sort's first) has its picture in the HTML: it arrives now.
  const picture = page.locator(`li[data-product-id="${popularFirst}"] img`);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(page.locator(`li[data-product-id="${newest}"]`).getByRole('link')).toBeFocused();
});

test.describe('product page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PRODUCT_PATH);
  });

  test('opens and closes the size guide by keyboard; focus returns to its button', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Size Guide' });
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await tabTo(page, opener);
    await expectVisibleFocus(opener);

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await settleTransitions(page);
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(opener);

    await page.keyboard.press('Space');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    await settleTransitions(page);
    await tabTo(page, close, { maxPresses: 20 });
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(opener);
  });

  test('changes the quantity by keyboard; the Add to Cart total follows', async ({ page }) => {
    const increase = page.getByRole('button', { name: 'Increase quantity' }).first();
    const decrease = page.getByRole('button', { name: 'Decrease quantity' }).first();
    const addToCart = page.getByRole('button', { name: /^Add to Cart/ }).first();
    const total = (quantity: number) =>
      `Add to Cart - ${formatMoney(roundToCents(PRODUCT.price * quantity))}`;
    await expect(addToCart).toHaveText(total(1));

    await tabTo(page, increase);
    await expectVisibleFocus(increase);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('quantity-value').first()).toHaveText('3');
    await expect(addToCart).toHaveText(total(3));
    await expectVisibleFocus(increase);

    await tabTo(page, decrease, { maxPresses: 2, backwards: true });
    await expectVisibleFocus(decrease);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // at the minimum: stays at 1
    await expect(page.getByTestId('quantity-value').first()).toHaveText('1');
    await expect(addToCart).toHaveText(total(1));
    await expectVisibleFocus(decrease);
  });

  test('opens Out of Stock and signs up for a restock by keyboard; the row is stored', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'keyboard');
    const addToCart = page.getByRole('button', { name: /^Add to Cart/ }).first();
    const dialog = page.getByRole('dialog', { name: 'Out of Stock' });
    await tabTo(page, addToCart);
    await expectVisibleFocus(addToCart);

    await page.keyboard.press('Enter');
    const submit = dialog.getByRole('button', { name: 'Notify Me' });
    await expect(submit).toBeVisible();
    await settleTransitions(page);
    await expectFocusInside(dialog);

    const field = dialog.getByLabel('Email');
    await tabTo(page, field, { maxPresses: 10 });
    await expectVisibleFocus(field);
    await page.keyboard.type(email);
    await tabTo(page, submit, { maxPresses: 3 });
    await expectVisibleFocus(submit);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Notification set!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(addToCart);
    await expect
      .poll(async () => (await rowsFor(request, email)).map((row) => row.product_name))
      .toEqual([PRODUCT.name]);
  });
});
