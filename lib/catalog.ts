/**
 * Catalog queries: lookups and links over data/products.ts. Pure functions, safe on the server and in
 * tests. The shop's sort is lib/shop-query.ts, which client islands import without pulling the whole
 * catalog into the browser bundle.
 */
import { ALL_CATEGORIES_INTRO, ALL_CATEGORIES_LABEL, CATEGORY_COPY } from '@/data/categories';
import { products } from '@/data/products';
import { CONTENT_PAGES, PAGE_PATHS, categoryPath, categorySlug, productPath } from '@/data/routes';
import { CATEGORIES, type Category, type Product } from '@/data/types';
import { pageTitle } from '@/lib/seo/metadata';

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

/** What the grid shows: every design ('all'), or one category's (its slug). */
export type ShopViewKey = string;
export const ALL_DESIGNS_VIEW: ShopViewKey = 'all';

/**
 * One view of the shop, and its chip in the category filter: All (the shop itself) or a category. Every shop
 * page holds every view; the chip marked current says which one shows (components/shop/shop-browser.tsx).
 */
export interface ShopView {
  key: ShopViewKey;
  /** The chip's label: 'All', 'Humor'. */
  label: string;
  /** The view's own page, which its chip links to: '/shop', '/shop/humor'. */
  href: string;
  /** The category, for its breadcrumbs; null for All. */
  category: Category | null;
  /** The page's heading (and title, before the shop's name) and the line under it. */
  heading: string;
  intro: string;
  /** The page's <title>: its heading and the shop's name. */
  documentTitle: string;
  /** How many designs it shows. */
  count: number;
}

/** The shop's views, in its filter's order: All, then each category in the catalog's order. */
export function shopViews(): ShopView[] {
  const all = {
    key: ALL_DESIGNS_VIEW,
    label: ALL_CATEGORIES_LABEL,
    href: PAGE_PATHS.shop,
    category: null,
    heading: CONTENT_PAGES.shop.title,
    intro: ALL_CATEGORIES_INTRO,
    count: products.length,
  };
  const categories = CATEGORIES.map((category) => ({
    key: categorySlug(category),
    label: category,
    href: categoryPath(category),
    category,
    heading: CATEGORY_COPY[category].title,
    intro: CATEGORY_COPY[category].description,
    count: getProductsInCategory(category).length,
  }));
  return [all, ...categories].map((view) => ({ ...view, documentTitle: pageTitle(view.heading) }));
}
