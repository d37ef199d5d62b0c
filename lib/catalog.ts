/**
 * Catalog queries: lookups and links over data/products.ts. Pure functions, safe on the server and in
 * tests. The shop's sort is lib/shop-query.ts, which client islands import without pulling the whole
 * catalog into the browser bundle.
 */
import { ALL_CATEGORIES_INTRO, ALL_CATEGORIES_LABEL, CATEGORY_COPY } from '@/data/categories';
import { SHOP_PAGE_SIZE } from '@/data/constants';
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
  return productHrefIn(products, id);
}

/** productHref, among `designs` (a catalog of a test's own, or the shop's). */
export function productHrefIn(
  designs: readonly Pick<Product, 'id' | 'slug'>[],
  id: number,
): string {
  const product = designs.find((design) => design.id === id);
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
 * One view of the shop, and its chip in the category filter: All (the shop itself) or a category that holds
 * a design. Each is a listing of pages (the first at `href`, the n-th at listingPagePath(href, n)); the chip
 * marked current says which one the grid shows (components/shop/shop-browser.tsx).
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
  /** How many pages of SHOP_PAGE_SIZE cards they fill (1 at least). */
  pageCount: number;
}

/** How many pages of SHOP_PAGE_SIZE cards `count` designs fill: 1 at least, so an empty view has its page. */
function pageCountFor(count: number): number {
  return Math.max(1, Math.ceil(count / SHOP_PAGE_SIZE));
}

/**
 * The shop's views, in its filter's order: All, then each category in the catalog's order. A category that
 * holds no design has no view, and so no chip: its page says so (app/shop/[...listing]/page.tsx).
 */
export function shopViews(): ShopView[] {
  return shopViewsOf(products);
}

/** The views of a catalog of `designs` (shopViews, for the shop's own). */
export function shopViewsOf(designs: readonly Pick<Product, 'category'>[]): ShopView[] {
  const all = {
    key: ALL_DESIGNS_VIEW,
    label: ALL_CATEGORIES_LABEL,
    href: PAGE_PATHS.shop,
    category: null,
    heading: CONTENT_PAGES.shop.title,
    intro: ALL_CATEGORIES_INTRO,
    count: designs.length,
  };
  const categories = CATEGORIES.map((category) => ({
    key: categorySlug(category),
    label: category,
    href: categoryPath(category),
    category,
    heading: CATEGORY_COPY[category].title,
    intro: CATEGORY_COPY[category].description,
    count: designs.filter((design) => design.category === category).length,
  })).filter((view) => view.count > 0);
  return [all, ...categories].map((view) => ({
    ...view,
    documentTitle: pageTitle(view.heading),
    pageCount: pageCountFor(view.count),
  }));
}
