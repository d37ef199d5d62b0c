/**
 * Catalog queries: lookups and links over data/products.ts. Pure functions, safe on the server and in
 * tests. The shop's filter and sort are lib/shop-query.ts, which client islands import without pulling the
 * whole catalog into the browser bundle.
 */
import { products } from '@/data/products';
import { PAGE_PATHS, productPath } from '@/data/routes';
import type { Product } from '@/data/types';

export function getAllProducts(): Product[] {
  return products;
}

export function getProductBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

export function getProductById(id: number): Product | undefined {
  return products.find((product) => product.id === id);
}

/** A product page's link, or the shop for an unknown id. */
export function productHref(id: number): string {
  const product = getProductById(id);
  return product ? productPath(product.slug) : PAGE_PATHS.shop;
}

/** The home page's featured block: bestsellers first, in catalog order, topped up with the rest. */
export function getFeaturedProducts(count: number): Product[] {
  const bestsellers = products.filter((product) => product.badge === 'Bestseller');
  const others = products.filter((product) => product.badge !== 'Bestseller');
  return [...bestsellers, ...others].slice(0, count);
}
