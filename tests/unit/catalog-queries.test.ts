/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { products } from '@/data/products';
import type { Product } from '@/data/types';
import { getFeaturedProducts, getProductById, getProductBySlug, productHref } from '@/lib/catalog';
import {
  DEFAULT_SHOP_QUERY,
  SHOP_CATEGORIES,
  SORT_OPTIONS,
  filterAndSortProducts,
  parseShopQuery,
  shopQueryString,
  type ShopQuery,
} from '@/lib/shop-query';

const ids = (list: readonly Pick<Product, 'id'>[]) => list.map((product) => product.id);
const catalogOrder = ids(products);

describe('lookups and links', () => {
  it('finds a product by slug and by id, and nothing for unknown ones', () => {
    expect(getProductBySlug('milk-bar')?.id).toBe(3);
    expect(getProductById(26)?.slug).toBe('boy-mom-club');
    expect(getProductBySlug('milk-bars')).toBeUndefined();
    expect(getProductById(0)).toBeUndefined();
    expect(getProductById(27)).toBeUndefined();
  });

  it('links a known product to its page and an unknown id to the shop', () => {
    expect(productHref(1)).toBe('/products/mamas-boobery');
    expect(productHref(22)).toBe('/products/girl-mama-pink');
    expect(productHref(27)).toBe('/shop');
    expect(productHref(-1)).toBe('/shop');
    expect(productHref(Number.NaN)).toBe('/shop');
  });

  it('features bestsellers first, in catalog order', () => {
    const featured = getFeaturedProducts(4);
    expect(featured).toHaveLength(4);
    for (const product of featured) expect(product.badge).toBe('Bestseller');
    expect(ids(featured)).toEqual([...ids(featured)].sort((a, b) => a - b));
  });
});

describe('filterAndSortProducts', () => {
  it('offers All then the 13 categories, and the four sorts with their labels', () => {
    expect(SHOP_CATEGORIES).toEqual([
      'All',
      'Humor',
      'Vintage',
      'Modern',
      'Mystical',
      'Community',
      'Food',
      'Cute',
      'Literary',
      'Support',
      'Retro',
      'Feminine',
      'Floral',
      'Inspirational',
    ]);
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Popular',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
    ]);
  });

  it('shows all 26 products in catalog order for All and Popular', () => {
    expect(ids(filterAndSortProducts(products, 'All', 'popular'))).toEqual(catalogOrder);
    expect(catalogOrder).toHaveLength(26);
  });

  it('shows exactly products 22 and 23 for Feminine', () => {
    expect(ids(filterAndSortProducts(products, 'Feminine', 'popular'))).toEqual([22, 23]);
    expect(ids(filterAndSortProducts(products, 'Feminine', 'newest'))).toEqual([23, 22]);
  });

  it('filters every category to just its own products', () => {
    for (const category of SHOP_CATEGORIES.slice(1)) {
      const result = filterAndSortProducts(products, category, 'popular');
      expect(result.length).toBeGreaterThan(0);
      for (const product of result) expect(product.category).toBe(category);
    }
  });

  it('sorts by price in both directions, keeping catalog order on ties', () => {
    const priced = [
      { id: 1, category: 'Humor' as const, price: 39.99 },
      { id: 2, category: 'Humor' as const, price: 19.5 },
      { id: 3, category: 'Vintage' as const, price: 39.99 },
      { id: 4, category: 'Humor' as const, price: 54.99 },
    ];
    expect(ids(filterAndSortProducts(priced, 'All', 'price-asc'))).toEqual([2, 1, 3, 4]);
    expect(ids(filterAndSortProducts(priced, 'All', 'price-desc'))).toEqual([4, 1, 3, 2]);
    expect(ids(filterAndSortProducts(priced, 'Humor', 'price-asc'))).toEqual([2, 1, 4]);
    // The real catalog has one price, so both price sorts leave it in catalog order.
    expect(ids(filterAndSortProducts(products, 'All', 'price-asc'))).toEqual(catalogOrder);
    expect(ids(filterAndSortProducts(products, 'All', 'price-desc'))).toEqual(catalogOrder);
  });

  it('returns a new array and leaves its input untouched', () => {
    const input = [...products];
    const result = filterAndSortProducts(input, 'All', 'newest');
    expect(result).not.toBe(input);
    expect(ids(input)).toEqual(catalogOrder);
    expect(filterAndSortProducts(input, 'All', 'popular')).not.toBe(input);
  });
});

describe('the shop query in the URL', () => {
  it('reads a category and sort', () => {
    expect(parseShopQuery(new URLSearchParams('category=Humor&sort=newest'))).toEqual({
      category: 'Humor',
      sort: 'newest',
    });
  });

  it('falls back to All and Popular for missing or unknown values', () => {
    expect(parseShopQuery(new URLSearchParams(''))).toEqual({ category: 'All', sort: 'popular' });
    expect(parseShopQuery(new URLSearchParams('category=Shoes&sort=cheapest'))).toEqual({
      category: 'All',
      sort: 'popular',
    });
    expect(parseShopQuery(new URLSearchParams('category=humor&sort=Newest'))).toEqual({
      category: 'All',
      sort: 'popular',
    });
    expect(parseShopQuery(new URLSearchParams('sort=price-desc'))).toEqual({
      category: 'All',
      sort: 'price-desc',
    });
  });

  it('writes nothing for the defaults and leaves defaults out', () => {
    expect(shopQueryString(DEFAULT_SHOP_QUERY)).toBe('');
    expect(shopQueryString({ category: 'Humor', sort: 'newest' })).toBe(
      '?category=Humor&sort=newest',
    );
    expect(shopQueryString({ category: 'Floral', sort: 'popular' })).toBe('?category=Floral');
    expect(shopQueryString({ category: 'All', sort: 'price-asc' })).toBe('?sort=price-asc');
  });

  it('round-trips every category and sort', () => {
    for (const category of SHOP_CATEGORIES) {
      for (const { value: sort } of SORT_OPTIONS) {
        const query: ShopQuery = { category, sort };
        const search = shopQueryString(query);
        expect(parseShopQuery(new URLSearchParams(search))).toEqual(query);
      }
    }
  });
});
