/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { products } from '@/data/products';
import { CATEGORIES, type Product } from '@/data/types';
import {
  getCategoryBySlug,
  getFeaturedProducts,
  getProductById,
  getProductBySlug,
  getProductsInCategory,
  productHref,
  shopViews,
} from '@/lib/catalog';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  parseSort,
  placesInEverySort,
  sortProducts,
  withSort,
} from '@/lib/shop-query';

const ids = (list: readonly Pick<Product, 'id'>[]) => list.map((product) => product.id);
const catalogOrder = ids(products);

describe('lookups and links', () => {
  it('finds a product by slug and by id, and nothing for unknown ones', () => {
    expect(getProductBySlug('milk-bar')?.id).toBe(3);
    expect(getProductById(26)?.slug).toBe('boy-mom-club');
    expect(getProductBySlug('milk-bars')).toBeUndefined();
    expect(getProductById(0)).toBeUndefined();
    expect(getProductById(products.length + 1)).toBeUndefined();
  });

  it('links a known product to its page and an unknown id to the shop', () => {
    expect(productHref(1)).toBe('/products/mamas-boobery');
    expect(productHref(22)).toBe('/products/girl-mama-pink');
    expect(productHref(products.length + 1)).toBe('/shop');
    expect(productHref(-1)).toBe('/shop');
    expect(productHref(Number.NaN)).toBe('/shop');
  });

  it('features bestsellers first, in catalog order', () => {
    const featured = getFeaturedProducts(4);
    expect(featured).toHaveLength(4);
    for (const product of featured) expect(product.badge).toBe('Bestseller');
    expect(ids(featured)).toEqual([...ids(featured)].sort((a, b) => a - b));
  });

  it('tops the featured block up with the other designs, each once, in catalog order', () => {
    const featured = getFeaturedProducts(products.length);
    const firstOther = featured.findIndex((product) => product.badge !== 'Bestseller');
    const others = featured.slice(firstOther);
    expect(firstOther).toBeGreaterThan(0);
    for (const product of others) expect(product.badge).not.toBe('Bestseller');
    expect(ids(others)).toEqual([...ids(others)].sort((a, b) => a - b));
    expect([...ids(featured)].sort((a, b) => a - b)).toEqual(catalogOrder);
  });
});

describe('categories', () => {
  it('offers All (the shop) then the 13 categories, each at its own page', () => {
    expect(shopViews().map(({ label, href }) => ({ label, href }))).toEqual([
      { label: 'All', href: '/shop' },
      ...[
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
      ].map((label) => ({ label, href: `/shop/${label.toLowerCase()}` })),
    ]);
  });

  it("finds a category by its page's slug, and nothing for an unknown one", () => {
    expect(getCategoryBySlug('humor')).toBe('Humor');
    expect(getCategoryBySlug('inspirational')).toBe('Inspirational');
    expect(getCategoryBySlug('Humor')).toBeUndefined();
    expect(getCategoryBySlug('socks')).toBeUndefined();
  });

  it('shows exactly products 22 and 23 for Feminine', () => {
    expect(ids(getProductsInCategory('Feminine'))).toEqual([22, 23]);
  });

  it('gives every category its own products, at least one, and every product one category', () => {
    for (const category of CATEGORIES) {
      const result = getProductsInCategory(category);
      expect(result.length).toBeGreaterThan(0);
      for (const product of result) expect(product.category).toBe(category);
    }
    const all = CATEGORIES.flatMap((category) => ids(getProductsInCategory(category)));
    expect(all.sort((a, b) => a - b)).toEqual(catalogOrder);
  });
});

describe('sortProducts', () => {
  it('offers the four sorts with their labels, Popular first', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Popular',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
    ]);
    expect(DEFAULT_SORT).toBe('popular');
  });

  it('keeps catalog order for Popular and puts the highest id first for Newest', () => {
    expect(ids(sortProducts(products, 'popular'))).toEqual(catalogOrder);
    expect(catalogOrder).toHaveLength(products.length);
    expect(ids(sortProducts(products, 'newest'))).toEqual([...catalogOrder].reverse());
    expect(ids(sortProducts(getProductsInCategory('Feminine'), 'newest'))).toEqual([23, 22]);
  });

  it('sorts by price in both directions, keeping catalog order on ties', () => {
    const priced = [
      { id: 1, price: 39.99 },
      { id: 2, price: 19.5 },
      { id: 3, price: 39.99 },
      { id: 4, price: 54.99 },
    ];
    expect(ids(sortProducts(priced, 'price-asc'))).toEqual([2, 1, 3, 4]);
    expect(ids(sortProducts(priced, 'price-desc'))).toEqual([4, 1, 3, 2]);
  });

  it('returns a new array and leaves its input untouched', () => {
    const input = [...products];
    expect(sortProducts(input, 'newest')).not.toBe(input);
    expect(ids(input)).toEqual(catalogOrder);
    expect(sortProducts(input, 'popular')).not.toBe(input);
  });

  it("gives each item its place in every sort, as the grid's CSS orders it", () => {
    const places = placesInEverySort([
      { id: 1, price: 30 },
      { id: 2, price: 10 },
      { id: 3, price: 20 },
    ]);
    expect(places.get(1)).toEqual({ popular: 0, 'price-asc': 2, 'price-desc': 0, newest: 2 });
    expect(places.get(2)).toEqual({ popular: 1, 'price-asc': 0, 'price-desc': 2, newest: 1 });
    expect(places.get(3)).toEqual({ popular: 2, 'price-asc': 1, 'price-desc': 1, newest: 0 });
  });
});

describe('the sort in the URL', () => {
  it('reads a sort, and Popular for a missing or unknown one', () => {
    expect(parseSort('?sort=newest')).toBe('newest');
    expect(parseSort('?sort=price-desc&x=1')).toBe('price-desc');
    expect(parseSort('')).toBe('popular');
    expect(parseSort('?sort=cheapest')).toBe('popular');
    expect(parseSort('?sort=Newest')).toBe('popular');
  });

  it('writes the sort into a query, leaving the default out and the rest as it was', () => {
    expect(withSort('', 'newest')).toBe('?sort=newest');
    expect(withSort('?sort=newest', 'popular')).toBe('');
    expect(withSort('?utm_source=chat', 'price-asc')).toBe('?utm_source=chat&sort=price-asc');
    expect(withSort('?sort=newest&utm_source=chat', 'popular')).toBe('?utm_source=chat');
  });

  it('round-trips every sort', () => {
    for (const { value: sort } of SORT_OPTIONS) expect(parseSort(withSort('', sort))).toBe(sort);
  });
});
