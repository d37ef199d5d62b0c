/**
 * Catalog queries: lookups and links over data/products.ts. Pure functions, safe on the server and in
 * tests. The shop's sort is lib/shop-query.ts, which client islands import without pulling the whole
 * catalog into the browser bundle.
 */
import { ALL_CATEGORIES_LABEL } from '@/data/categories';
import { products } from '@/data/products';
import { PAGE_PATHS, categoryPath, categorySlug, productPath } from '@/data/routes';
import { CATEGORIES, type Category, type Product } from '@/data/types';

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

/** A category's products, in catalog order. */
export function getProductsInCategory(category: Category): Product[] {
  return products.filter((product) => product.category === category);
}

/** The category whose page `slug` names ('humor' → 'Humor'). */
export function getCategoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => categorySlug(category) === slug);
}

/** A chip of the shop's category filter: its label and the page it leads to. */
export interface CategoryLinkTarget {
  label: string;
  href: string;
}

/** The shop's category filter: All (the shop itself), then each category's page, in the catalog's order. */
export function shopCategoryLinks(): CategoryLinkTarget[] {
  return [
    { label: ALL_CATEGORIES_LABEL, href: PAGE_PATHS.shop },
    ...CATEGORIES.map((category) => ({ label: category, href: categoryPath(category) })),
  ];
}
