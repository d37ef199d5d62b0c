/**
 * The shop's category pages and its sort, in the engine, before and after the scripts arrive: a chip is a
 * link to its category's page that, tapped, shows its category's first cards in the page at once (the inline
 * loader marks it current, CSS shows its list: lib/shop-list-css.ts), its whole page, the address, title and
 * Back following once the scripts run; the sort orders the grid by CSS from the option chosen (the inline
 * loader marks the shop with it, lib/inline-loader/link-choices.ts); a shared `?sort=` shows in the first
 * paint (lib/shop-url-scripts.ts); an old
 * `/shop?category=…` link lands on the category's page (lib/shop-url-scripts.ts). Chromium's fuller
 * version: tests/e2e/shop.spec.ts.
 */
import { CATEGORY_COPY } from '../../data/categories';
import { expectedIds, firstScreenIds } from '../e2e/support/shop-page';
import type { EngineDriver } from './support/driver';
import { expect, test } from './support/fixtures';
import { byRole, isHydrated, nameMatch } from './support/page-queries';

/**
 * The cards shown (a height, visible, their content drawn), in DOM order (the reading and Tab order), with
 * their boxes, and the grid's bottom. A card a chip put away is still in the grid, hidden, with no size and
 * its content skipped, after the rest (lib/shop-list-css.ts).
 */
function shownCards(): {
  cards: { id: number; top: number; left: number; bottom: number }[];
  gridBottom: number;
} {
  const cards = [...document.querySelectorAll('li[data-product-id]')]
    .filter(
      (item) =>
        item.getBoundingClientRect().height > 0 &&
        getComputedStyle(item).visibility !== 'hidden' &&
        item.querySelector('a')?.checkVisibility() === true,
    )
    .map((item) => {
      const { top, left, bottom } = item.getBoundingClientRect();
      return { id: Number(item.getAttribute('data-product-id')), top, left, bottom };
    });
  const grid = document.querySelector('[role="list"]:has(li[data-product-id])');
  return { cards, gridBottom: grid?.getBoundingClientRect().bottom ?? NaN };
}

/** The ids of the cards shown, in the order they show (top to bottom, then left to right). */
async function shownIds(driver: EngineDriver): Promise<number[]> {
  const { cards } = await driver.evaluate(shownCards);
  return cards.sort((a, b) => a.top - b.top || a.left - b.left).map((card) => card.id);
}

/** The ids of the cards shown, in DOM order: the reading and Tab order. */
async function readingIds(driver: EngineDriver): Promise<number[]> {
  return (await driver.evaluate(shownCards)).cards.map((card) => card.id);
}

/**
 * How far the grid reaches below its last card shown, in px: the cards put away must take no room there.
 * Less than a row's gap (24 px).
 */
async function roomBelowLastCard(driver: EngineDriver): Promise<number> {
  const { cards, gridBottom } = await driver.evaluate(shownCards);
  return gridBottom - Math.max(...cards.map((card) => card.bottom));
}

/** The ids of every card the page holds, shown or not, in DOM order. */
function domIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')].map((item) =>
    Number(item.getAttribute('data-product-id')),
  );
}

function currentChip(): string | null {
  return document.querySelector('main nav a[aria-current="page"]')?.textContent ?? null;
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
  await expect.poll(() => shownIds(driver)).toEqual(humorFirst);
  expect(await driver.evaluate(currentChip)).toBe('Humor');
  expect(await roomBelowLastCard(driver)).toBeLessThan(24);

  // Sorted by CSS: the same cards, newest (the highest id) first.
  await driver.select('newest', byRole, ...SORT);
  await expect.poll(() => shownIds(driver)).toEqual([...humorFirst].sort((a, b) => b - a));
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
  await expect.poll(() => shownIds(driver)).toEqual(humorNewest);
  expect(await readingIds(driver)).toEqual(humorNewest);

  // Once live, the same: at once, then the address; Back puts the choice before it back.
  await driver.click(byRole, ['link'], nameMatch('Feminine'), 'main');
  await expect.poll(() => shownIds(driver)).toEqual(expectedIds('Feminine', 'newest'));
  expect(await roomBelowLastCard(driver)).toBeLessThan(24);
  await expect.poll(() => driver.url()).toBe(site.url('/shop/feminine?sort=newest'));
  await expect
    .poll(() => driver.evaluate(titleAndHeading))
    .toEqual([`${CATEGORY_COPY.Feminine.title} | Milk & Mischief`, CATEGORY_COPY.Feminine.title]);
  await driver.back();
  await expect.poll(() => driver.url()).toBe(site.url('/shop/humor?sort=newest'));
  await expect.poll(() => shownIds(driver)).toEqual(expectedIds('Humor', 'newest'));
  expect(await driver.evaluate(currentChip)).toBe('Humor');
  await expect
    .poll(() => driver.evaluate(titleAndHeading))
    .toEqual([`${CATEGORY_COPY.Humor.title} | Milk & Mischief`, CATEGORY_COPY.Humor.title]);
  expect(await driver.evaluate(sameDocument)).toBe(true);
});

test("a shared link's sort shows before the scripts arrive: a category's page whole, the shop's first cards before its page; an old link to a category lands on the category's page, with its sort", async ({
  driver,
  site,
}) => {
  await site.enter('/shop/retro?sort=newest', { holdScripts: true });
  expect(await shownIds(driver)).toEqual(expectedIds('Retro', 'newest'));
  expect(await driver.evaluate(isHydrated)).toBe(false);
  // The shop, of two pages: the sort's first cards, then the other cards of the page it holds where they
  // stood, after a place the engine works out (`calc()` in `order`: lib/shop-list-css.ts).
  await site.enter('/shop?sort=newest', { holdScripts: true });
  const first = firstScreenIds('All', 'newest');
  expect(await shownIds(driver)).toEqual([
    ...first,
    ...expectedIds('All', 'popular').filter((id) => !first.includes(id)),
  ]);
  expect(await driver.evaluate(isHydrated)).toBe(false);

  // An old link, the scripts let in as they come: its inline script leads on to the category's page, which
  // they keep once they run. Followed in the same session (entering again would start its CSP reports anew).
  await site.releaseScripts();
  await driver.goto(site.url('/shop?category=Humor&sort=newest'));
  await expect.poll(() => driver.url()).toBe(site.url('/shop/humor?sort=newest'));
  await expect.poll(() => shownIds(driver)).toEqual(expectedIds('Humor', 'newest'));
  expect(await driver.evaluate(currentChip)).toBe('Humor');
});
