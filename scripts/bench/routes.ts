/**
 * The routes the bench and the site-wide tests measure: the six content pages, the shop, every product page
 * and the not-found page (33 with 26 products). Product slugs come from the catalog, the one source of truth.
 */
import { products } from '../../data/products';
import { NOT_FOUND_ROUTE } from './budgets';

export const CONTENT_ROUTES = ['/', '/shop', '/cart', '/about', '/reviews', '/size-guide'] as const;

export function productRoutes(): string[] {
  return products.map((product) => `/products/${product.slug}`);
}

/** Every route, in the order the bench reports them. */
export function allRoutes(): string[] {
  return [...CONTENT_ROUTES, ...productRoutes(), NOT_FOUND_ROUTE];
}

/**
 * A path no page has: what a shopper who follows a dead link gets (the not-found page with status 404).
 * Browser-based measures of /404 visit this path.
 */
export const MISSING_PAGE_PATH = '/this-page-does-not-exist';

/** The URL path a browser visits to see `route`: for the not-found page, a dead link (status 404). */
export function visitPath(route: string): string {
  return route === NOT_FOUND_ROUTE ? MISSING_PAGE_PATH : route;
}

/** The exported HTML file (relative to out/) that `route` serves: '/' → index.html, '/shop' → shop.html. */
export function htmlFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
