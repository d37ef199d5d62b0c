/**
 * The shop's category pages and its sort, in the engine, before and after the scripts arrive: a chip is a
 * link to its category's page that, tapped, shows its category's first cards in the page at once (the inline
 * loader marks it current, CSS shows its list: lib/shop-list-css.ts), its whole page, the address, title and
 * Back following once the scripts run; the sort orders the grid by CSS from the option chosen (`:has()` with
 * `option:checked`, lib/sort-order-css.ts); a shared `?sort=` shows in the first paint; an old
 * `/shop?category=…` link lands on the category's page (lib/shop-url-scripts.ts). Chromium's fuller
 * version: tests/e2e/shop.spec.ts.
 */
import { CATEGORY_COPY } from '../../data/categories';
import {
  MOST_HEIGHT_GUESS_MISS_PX,
  expectedIds,
  firstScreenIds,
  lastCardHeights,
} from '../e2e/support/shop-page';
import { DESKTOP } from './support/driver';
import { expect, test } from './support/fixtures';
import { byRole, isHydrated, nameMatch } from './support/page-queries';

/** The ids of the cards shown, in the order they show (top to bottom, then left to right). */
function shownIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')]
    .filter(
      (item) => item.getClientRects().length > 0 && getComputedStyle(item).visibility !== 'hidden',
    )
    .map((item) => ({
      id: Number(item.getAttribute('data-product-id')),
      box: item.getBoundingClientRect(),
    }))
    .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
    .map((item) => item.id);
}

/** The ids of every card the page holds, shown or not, in DOM order. */
function domIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')].map((item) =>
    Number(item.getAttribute('data-product-id')),
  );
}

/** The ids of the cards shown, in DOM order: the reading and Tab order. */
function readingIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')]
    .filter(
      (item) => item.getClientRects().length > 0 && getComputedStyle(item).visibility !== 'hidden',
    )
    .map((item) => Number(item.getAttribute('data-product-id')));
}

function currentChip(): string | null {
  return document.querySelector('main nav a[aria-current="page"]')?.textContent ?? null;
}

/**
 * How far the grid reaches below its last card shown, in px: the cards a chip put away stay in the grid,
 * after the rest, and must take no room there (lib/shop-list-css.ts). Less than a row's gap (24 px).
 */
function roomBelowLastCard(): number {
  const grid = document.querySelector('ul:has(> li[data-product-id])');
  const bottoms = [...document.querySelectorAll('li[data-product-id]')]
    .filter(
      (item) => item.getClientRects().length > 0 && getComputedStyle(item).visibility !== 'hidden',
    )
    .map((item) => item.getBoundingClientRect().bottom);
  return (grid?.getBoundingClientRect().bottom ?? NaN) - Math.max(...bottoms);
}

/** The page's title and its heading: what follows a chip once the scripts run. */
function titleAndHeading(): string[] {
  return [document.title, document.querySelector('h1')?.textContent ?? ''];
}

/** Marks the document, so a page load (which would lose the mark) shows. */
function markDocument(): void {
  (window as Window & { sameDocument?: boolean }).sameDocument = true;
}
function sameDocument(): boolean {
  return (window as Window & { sameDocument?: boolean }).sameDocument === true;
}

const SORT = [['combobox'], nameMatch('Sort by')] as const;

test('a chip shows its category at once, before and after the scripts arrive; the address, title and Back follow', async ({
  driver,
  site,
}) => {
  // Floral's page holds the first cards of Humor's page (the rest comes once the scripts run).
  await site.enter('/shop/floral', { holdScripts: true });
  await driver.evaluate(markDocument);
  const held = await driver.evaluate(domIds);
  const humorFirst = firstScreenIds('Humor', 'popular');
  await driver.click(byRole, ['link'], nameMatch('Humor'), 'main');
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(humorFirst);
  expect(await driver.evaluate(currentChip)).toBe('Humor');
  expect(await driver.evaluate(roomBelowLastCard)).toBeLessThan(24);

  // Sorted by CSS: the same cards, newest (the highest id) first.
  await driver.select('newest', byRole, ...SORT);
  await expect.poll(() => driver.evaluate(shownIds)).toEqual([...humorFirst].sort((a, b) => b - a));
  // Shown by CSS alone: no script of the page's has run, no page has loaded, the DOM is in the page's order.
  expect(await driver.evaluate(domIds)).toEqual(held);
  expect(await driver.evaluate(isHydrated)).toBe(false);
  expect(await driver.url()).toBe(site.url('/shop/floral'));

  await site.releaseScripts();
  await expect
    .poll(() => driver.url(), { timeout: 20_000 })
    .toBe(site.url('/shop/humor?sort=newest'));
  await expect
    .poll(() => driver.evaluate(titleAndHeading))
    .toEqual([`${CATEGORY_COPY.Humor.title} | Milk & Mischief`, CATEGORY_COPY.Humor.title]);
  // Once live, its whole page shows, and the DOM has it first, in the sort's order: the reading order is the
  // order shown.
  const humorNewest = expectedIds('Humor', 'newest');
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(humorNewest);
  expect(await driver.evaluate(readingIds)).toEqual(humorNewest);

  // Once live, the same: at once, then the address; Back puts the choice before it back.
  await driver.click(byRole, ['link'], nameMatch('Feminine'), 'main');
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(expectedIds('Feminine', 'newest'));
  expect(await driver.evaluate(roomBelowLastCard)).toBeLessThan(24);
  await expect.poll(() => driver.url()).toBe(site.url('/shop/feminine?sort=newest'));
  await expect
    .poll(() => driver.evaluate(titleAndHeading))
    .toEqual([`${CATEGORY_COPY.Feminine.title} | Milk & Mischief`, CATEGORY_COPY.Feminine.title]);
  await driver.back();
  await expect.poll(() => driver.url()).toBe(site.url('/shop/humor?sort=newest'));
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(expectedIds('Humor', 'newest'));
  expect(await driver.evaluate(currentChip)).toBe('Humor');
  await expect
    .poll(() => driver.evaluate(titleAndHeading))
    .toEqual([`${CATEGORY_COPY.Humor.title} | Milk & Mischief`, CATEGORY_COPY.Humor.title]);
  expect(await driver.evaluate(sameDocument)).toBe(true);
});

test("a shared link's sort shows before the scripts arrive", async ({ driver, site }) => {
  await site.enter('/shop/retro?sort=newest', { holdScripts: true });
  expect(await driver.evaluate(shownIds)).toEqual(expectedIds('Retro', 'newest'));
  expect(await driver.evaluate(isHydrated)).toBe(false);
});

test("an old link to a category lands on the category's page, with its sort", async ({
  driver,
  site,
}) => {
  await site.enter('/shop?category=Humor&sort=newest');
  await expect.poll(() => driver.url()).toBe(site.url('/shop/humor?sort=newest'));
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(expectedIds('Humor', 'newest'));
  expect(await driver.evaluate(currentChip)).toBe('Humor');
});

test('a card not yet drawn stands as tall as it will be, so nothing jumps when it is drawn', async ({
  driver,
  site,
}) => {
  // Its guess is in container units inside contain-intrinsic-size (components/shop/shop-grid-item.tsx): an
  // engine that refused them would stand every card not drawn yet at no height at all.
  await driver.setViewport(DESKTOP);
  await site.enter('/shop');
  const { skipped, guessed, drawn } = await driver.evaluate(lastCardHeights);
  expect(skipped, 'the last card is drawn already: nothing to compare').toBe(true);
  expect(Math.abs(drawn - guessed)).toBeLessThanOrEqual(MOST_HEIGHT_GUESS_MISS_PX);
});
