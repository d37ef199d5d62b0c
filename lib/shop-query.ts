/**
 * The shop's category filter and sort, and their URL form (?category=…&sort=…).
 * Kept apart from the catalog data so the shop's client island can import it without bundling 26 products.
 */
import type { Product } from '@/data/types';
import { CATEGORIES } from '@/data/types';

export const SHOP_CATEGORIES = ['All', ...CATEGORIES] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const SORT_OPTIONS = [
  { value: 'popular', label: 'Popular' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
] as const;
export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

export interface ShopQuery {
  category: ShopCategory;
  sort: ShopSort;
}

export const DEFAULT_SHOP_QUERY: Readonly<ShopQuery> = { category: 'All', sort: 'popular' };

export function isShopCategory(value: unknown): value is ShopCategory {
  return typeof value === 'string' && (SHOP_CATEGORIES as readonly string[]).includes(value);
}

export function isShopSort(value: unknown): value is ShopSort {
  return typeof value === 'string' && SORT_OPTIONS.some((option) => option.value === value);
}

/** What filtering and sorting look at: the shop's island passes just these, not whole products. */
export type ShopListItem = Pick<Product, 'id' | 'category' | 'price'>;

type Comparator = (a: ShopListItem, b: ShopListItem) => number;

/** Popular is catalog order, so it has no comparator. Array.prototype.sort is stable, so ties keep catalog order. */
const COMPARATORS: Record<Exclude<ShopSort, 'popular'>, Comparator> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => b.id - a.id,
};

/** The shop's list for a category and sort. Never mutates `list`; always returns a new array. */
export function filterAndSortProducts<T extends ShopListItem>(
  list: readonly T[],
  category: ShopCategory,
  sort: ShopSort,
): T[] {
  const filtered =
    category === 'All' ? [...list] : list.filter((product) => product.category === category);
  return sort === 'popular' ? filtered : filtered.sort(COMPARATORS[sort]);
}

/** Reads `?category=…&sort=…`; missing or unknown values fall back to All and Popular. */
export function parseShopQuery(params: URLSearchParams): ShopQuery {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    category: isShopCategory(category) ? category : DEFAULT_SHOP_QUERY.category,
    sort: isShopSort(sort) ? sort : DEFAULT_SHOP_QUERY.sort,
  };
}

/** '?category=Humor&sort=newest', leaving out defaults; '' when both are defaults. */
export function shopQueryString({ category, sort }: ShopQuery): string {
  const params = new URLSearchParams();
  if (category !== DEFAULT_SHOP_QUERY.category) params.set('category', category);
  if (sort !== DEFAULT_SHOP_QUERY.sort) params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}
