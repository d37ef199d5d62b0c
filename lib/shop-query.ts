/**
 * The shop's sort and its URL form (`?sort=…`). A category is a page of its own (`/shop/humor`,
 * data/routes.ts), not a query. Kept apart from the catalog data so the shop's client island can import it
 * without bundling 26 products.
 */
import type { Product } from '@/data/types';

export const SORT_OPTIONS = [
  { value: 'popular', label: 'Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;
export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

export const DEFAULT_SORT: ShopSort = 'popular';

/** The query parameter that holds the sort. */
export const SORT_PARAM = 'sort';

export function isShopSort(value: unknown): value is ShopSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** What sorting looks at: the shop's island passes just these, not whole products. */
export type ShopListItem = Pick<Product, 'id' | 'price'>;

type Comparator = (a: ShopListItem, b: ShopListItem) => number;

/** Popular is catalog order, so it has no comparator. Array.prototype.sort is stable, so ties keep catalog order. */
const COMPARATORS: Record<Exclude<ShopSort, 'popular'>, Comparator> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => b.id - a.id,
};

/** The list in a sort's order. Never mutates `list`; always returns a new array. */
export function sortProducts<T extends ShopListItem>(list: readonly T[], sort: ShopSort): T[] {
  return sort === 'popular' ? [...list] : [...list].sort(COMPARATORS[sort]);
}

/** Each item's place (0 first) in every sort, by id: what CSS orders the grid by (lib/shop-list-css.ts). */
export function placesInEverySort(
  list: readonly ShopListItem[],
): Map<number, Record<ShopSort, number>> {
  const places = new Map(list.map((item) => [item.id, {} as Record<ShopSort, number>]));
  for (const { value: sort } of SORT_OPTIONS) {
    sortProducts(list, sort).forEach((item, place) => {
      const itemPlaces = places.get(item.id);
      if (itemPlaces) itemPlaces[sort] = place;
    });
  }
  return places;
}

/** Reads `?sort=…`; a missing or unknown value is Popular. */
export function parseSort(search: string): ShopSort {
  const sort = new URLSearchParams(search).get(SORT_PARAM);
  return isShopSort(sort) ? sort : DEFAULT_SORT;
}

/** `search` (a location's, '?…' or '') with its sort set to `sort`, the default left out; '' when nothing is left. */
export function withSort(search: string, sort: ShopSort): string {
  const params = new URLSearchParams(search);
  if (sort === DEFAULT_SORT) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}
