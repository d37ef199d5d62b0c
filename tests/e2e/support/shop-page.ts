import type { Locator, Page } from '@playwright/test';
import type { Category } from '@/data/types';
import { getAllProducts, getProductsInCategory } from '@/lib/catalog';
import { sortProducts, type ShopSort } from '@/lib/shop-query';

/**
 * Product ids of the shop's visible cards, in the order a shopper sees them (top to bottom, then left to
 * right): CSS orders the grid by the sort before React puts the DOM in that order (lib/sort-order-css.ts).
 */
export const shownProductIds = (page: Page): Promise<number[]> =>
  page.locator('li[data-product-id]:visible').evaluateAll((items) =>
    items
      .map((item) => ({
        id: Number(item.getAttribute('data-product-id')),
        box: item.getBoundingClientRect(),
      }))
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
      .map((item) => item.id),
  );

/** Product ids of the cards in DOM order: the order the keyboard and screen readers go through them. */
export const domProductIds = (page: Page): Promise<number[]> =>
  page
    .locator('li[data-product-id]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-product-id'))));

/** The ids a shop page shows for a sort (All: /shop), by the catalog's own rule. */
export const expectedIds = (category: Category | 'All', sort: ShopSort): number[] =>
  sortProducts(category === 'All' ? getAllProducts() : getProductsInCategory(category), sort).map(
    (product) => product.id,
  );

/** The category chips. */
export const categoryChips = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link');

/** The chip of one category ('All' included). */
export const categoryChip = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });

export const sortSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Sort by' });
