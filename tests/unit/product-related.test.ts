/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { getAllProducts, getProductById } from '@/lib/catalog';
import { RELATED_PRODUCTS_COUNT, relatedProducts } from '@/lib/related-products';

const catalog = getAllProducts();

describe('relatedProducts', () => {
  it('suggests four other designs for every product, never the product itself, without repeats', () => {
    for (const product of catalog) {
      const related = relatedProducts(product, catalog);
      expect(related).toHaveLength(RELATED_PRODUCTS_COUNT);
      expect(related.map((other) => other.id)).not.toContain(product.id);
      expect(new Set(related.map((other) => other.id)).size).toBe(RELATED_PRODUCTS_COUNT);
    }
  });

  it('puts the same category first, closest ids first', () => {
    // Humor: 1, 5, 7, 15, 21. From 7: 5, then 1 (6 away) and 15 (8 away).
    const related = relatedProducts(getProductById(7)!, catalog);
    expect(related.map((other) => other.id)).toEqual([5, 1, 15, 21]);
  });

  it('fills up with catalog neighbours when the category is small', () => {
    // Feminine holds 22 and 23 only; then the nearest ids to 22: 21 (1 away), 20 and 24 (2 away, lower id first).
    const related = relatedProducts(getProductById(22)!, catalog);
    expect(related.map((other) => other.id)).toEqual([23, 21, 20, 24]);
  });

  it('breaks a tie by the lower id whatever order the catalog comes in', () => {
    const related = relatedProducts(getProductById(22)!, [...catalog].reverse());
    expect(related.map((other) => other.id)).toEqual([23, 21, 20, 24]);
  });
});
