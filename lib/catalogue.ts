/**
 * Catalogue queries: lookups, links and the shop's filter/sort, with its URL form.
 * Pure functions over data/products.ts; safe on the server and in tests (no React).
 */
import { products } from '@/data/products';
import type { Product } from '@/data/types';
import { CATEGORIES } from '@/data/types';

export const SHOP_PATH = '/shop';

export function getAllProducts(): Product[] {
  return products;
}

export function getProductBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

export function getProductById(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

/** A product page's link, or the shop for an unknown id (the spec's fallback). */
export function productHref(id: number): string {
  const product = getProductById(id);
  return product ? productPath(product.slug) : SHOP_PATH;
}

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

type Comparator = (a: Product, b: Product) => number;

/** Popular is catalogue order, so it has no comparator. Array.prototype.sort is stable, so ties keep catalogue order. */
const COMPARATORS: Record<Exclude<ShopSort, 'popular'>, Comparator> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  newest: (a, b) => b.id - a.id,
};

/** The shop's list for a category and sort. Never mutates `list`; always returns a new array. */
export function filterAndSortProducts(
  list: readonly Product[],
  category: ShopCategory,
  sort: ShopSort,
): Product[] {
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
