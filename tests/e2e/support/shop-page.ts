import type { Page } from '@playwright/test';
import { getAllProducts } from '@/lib/catalog';
import { filterAndSortProducts, type ShopCategory, type ShopSort } from '@/lib/shop-query';

/** Product ids of the shop's visible cards, in grid order. */
export const shownProductIds = (page: Page): Promise<number[]> =>
  page
    .locator('li[data-product-id]:visible')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-product-id'))));

/** The ids the shop shows for a category and sort, by the catalog's own rule. */
export const expectedIds = (category: ShopCategory, sort: ShopSort): number[] =>
  filterAndSortProducts(getAllProducts(), category, sort).map((product) => product.id);
