/**
 * The shop's category pages and its sort, in the engine, before and after the scripts arrive: a chip is a
 * link to its category's page; the sort orders the grid by CSS from the option chosen (`:has()` with
 * `option:checked`, lib/sort-order-css.ts); a shared `?sort=` shows in the first paint; an old
 * `/shop?category=…` link lands on the category's page (lib/shop-url-scripts.ts). Chromium's fuller
 * version: tests/e2e/shop.spec.ts.
 */
import type { Category } from '../../data/types';
import { getProductsInCategory } from '../../lib/catalog';
import { sortProducts, type ShopSort } from '../../lib/shop-query';
import { expect, test } from './support/fixtures';
import { byRole, isHydrated, nameMatch } from './support/page-queries';

/** The ids of the cards shown, in the order they show (top to bottom, then left to right). */
function shownIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')]
    .filter((item) => item.getClientRects().length > 0)
    .map((item) => ({
      id: Number(item.getAttribute('data-product-id')),
      box: item.getBoundingClientRect(),
    }))
    .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
    .map((item) => item.id);
}

/** The ids of the cards in DOM order: the reading and Tab order. */
function domIds(): number[] {
  return [...document.querySelectorAll('li[data-product-id]')].map((item) =>
    Number(item.getAttribute('data-product-id')),
  );
}

function currentChip(): string | null {
  return document.querySelector('main a[aria-current="page"]')?.textContent ?? null;
}

const expectedIds = (category: Category, sort: ShopSort) =>
  sortProducts(getProductsInCategory(category), sort).map((product) => product.id);

const SORT = [['combobox'], nameMatch('Sort by')] as const;

test('before the scripts arrive, a chip leads to its category, and a sort shows at once', async ({
  driver,
  site,
}) => {
  await site.enter('/shop', { holdScripts: true });
  await driver.click(byRole, ['link'], nameMatch('Humor'), 'main');
  await expect.poll(() => driver.url()).toBe(site.url('/shop/humor'));
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(expectedIds('Humor', 'popular'));
  expect(await driver.evaluate(currentChip)).toBe('Humor');

  await driver.select('newest', byRole, ...SORT);
  await expect.poll(() => driver.evaluate(shownIds)).toEqual(expectedIds('Humor', 'newest'));
  // Shown by CSS alone: no script has run, the DOM is in the popular order still.
  expect(await driver.evaluate(domIds)).toEqual(expectedIds('Humor', 'popular'));
  expect(await driver.evaluate(isHydrated)).toBe(false);

  await site.releaseScripts();
  await expect
    .poll(() => driver.url(), { timeout: 20_000 })
    .toBe(site.url('/shop/humor?sort=newest'));
  await expect.poll(() => driver.evaluate(domIds)).toEqual(expectedIds('Humor', 'newest'));
  expect(await driver.evaluate(shownIds)).toEqual(expectedIds('Humor', 'newest'));
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
