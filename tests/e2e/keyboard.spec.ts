import type { Locator } from '@playwright/test';
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

/**
 * The focused card link's ring lies inside its list item, whose paint containment (content-visibility:
 * auto, for the cards not yet drawn) would cut off what reaches past it.
 */
async function expectRingInsideItem(link: Locator) {
  await expect(link).toBeFocused();
  // How far the ring reaches past each side of the item: 0 or less.
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
  expect(reach, 'how far the ring reaches out').toBeGreaterThan(0);
  expect(
    Object.entries(past).filter(([, pixels]) => pixels > 0),
    'px the ring reaches past its item',
  ).toEqual([]);
}

test.describe('shop', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/shop');
  });

  test('skips to the main content from the first Tab, then chooses a category chip with Enter, its address following; focus stays on the chosen chip', async ({
    page,
  }) => {
    // The first Tab lands on the skip link, which moves focus to the main content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    await waitForHydration(page);
    const all = categoryChip(page, 'All');
    const humor = categoryChip(page, 'Humor');
    await tabTo(page, all);
    await expectVisibleFocus(all);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(humor);

    await page.keyboard.press('Enter');
    // The skip link's #main stays in the address: a chip keeps the hash (components/shop/shop-browser.tsx).
    await expect(page).toHaveURL(/\/shop\/humor#main$/);
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
    await expect(page).toHaveURL(/\/shop\/vintage#main$/);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Vintage', 'popular'));
    await expectVisibleFocus(categoryChip(page, 'Vintage'));
    // After the last chip, Tab reaches the sort select.
    await tabTo(page, sortSelect(page), { maxPresses: 14 });
  });

  test('changes the sort with the arrow keys, focus staying on the select; Tab then meets the cards in the order they show, each ring whole', async ({
    page,
  }) => {
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

    // Back to Newest, a sort that moves the cards from the order they are in the page (every design costs
    // the same: Price: High to Low leaves them in it).
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/[?&]sort=newest\b/);
    const [newest, next] = expectedIds('All', 'newest');
    const card = (id: number | undefined) =>
      page.locator(`li[data-product-id="${id}"]`).getByRole('link');
    // From the select just used, as a keyboard user goes on: the next stop is the first card shown.
    await expect(sort).toBeFocused();
    await tabTo(page, card(newest), { maxPresses: 1 });
    await expectRingInsideItem(card(newest));
    await page.keyboard.press('Tab');
    await expect(card(next)).toBeFocused();
    await expectRingInsideItem(card(next));
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

  test('opens and closes the size guide by keyboard, focus returning to its button; then changes the quantity, the Add to Cart total following', async ({
    page,
  }) => {
    // Two journeys, one after the other: twice a test's time.
    test.setTimeout(60_000);
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

    // On from the Size Guide button, to the quantity stepper after it.
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
