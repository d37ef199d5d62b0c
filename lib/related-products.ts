import type { Product } from '@/data/types';

/** How many designs the product page's 'More designs you'll love' row shows. */
export const RELATED_PRODUCTS_COUNT = 4;

/**
 * Designs to suggest under a product: first those in its category, then its neighbours in the catalog
 * (designs are listed with their relatives, so nearby ids are nearby in style). Closest ids first; never itself.
 */
export function relatedProducts(
  product: Pick<Product, 'id' | 'category'>,
  catalog: readonly Product[],
  count: number = RELATED_PRODUCTS_COUNT,
): Product[] {
  const distance = (other: Product) => Math.abs(other.id - product.id);
  const byCloseness = (a: Product, b: Product) => distance(a) - distance(b) || a.id - b.id;
  const others = catalog.filter((other) => other.id !== product.id);
  const sameCategory = others
    .filter((other) => other.category === product.category)
    .sort(byCloseness);
  const neighbours = others
    .filter((other) => other.category !== product.category)
    .sort(byCloseness);
  return [...sameCategory, ...neighbours].slice(0, count);
}
