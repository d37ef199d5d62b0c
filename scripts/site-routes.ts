/**
 * Every page the site exports, as the bench and the site-wide tests visit them: the content pages
 * (CONTENT_PAGES in data/routes.ts), every category's page and the later pages of every shop listing, every
 * product's page (the catalog) and the not-found page.
 * Nothing here names a page, so a page added to data/routes.ts, or a category or a product added to the
 * catalog, is measured and tested everywhere.
 */
import { NOT_FOUND_PATH, PAGE_PATHS, contentPagePaths, productPath } from '../data/routes';
import { getAllProducts } from '../lib/catalog';
import { catalogListing } from '../lib/shop-listing';

/** The content pages, in the order the bench reports them. */
const CONTENT_ROUTES: readonly string[] = contentPagePaths();

/** Each category's page (one holding no design included: it says so), then the later pages of every listing. */
export function listingRoutes(): string[] {
  return catalogListing()
    .routeSegments()
    .map((segments) => `${PAGE_PATHS.shop}/${segments.join('/')}`);
}

/** Each category's first page, the page its chip links to. */
export function categoryRoutes(): string[] {
  return catalogListing()
    .routeSegments()
    .filter((segments) => segments.length === 1)
    .map((segments) => `${PAGE_PATHS.shop}/${segments[0]}`);
}

export function productRoutes(): string[] {
  return getAllProducts().map((product) => productPath(product.slug));
}

/** Every route, in the order the bench reports them. */
export function allRoutes(): string[] {
  return [...CONTENT_ROUTES, ...listingRoutes(), ...productRoutes(), NOT_FOUND_PATH];
}

/**
 * One page of each template: every content page, the first listing page under /shop and the first product's
 * page, and the not-found page. The other listing and product pages are the same templates with other data.
 */
export function templateRoutes(): string[] {
  const [, ...laterListings] = listingRoutes();
  const [, ...laterProducts] = productRoutes();
  const later = new Set([...laterListings, ...laterProducts]);
  return allRoutes().filter((route) => !later.has(route));
}

/**
 * A path no page has: what a shopper who follows a dead link gets (the not-found page with status 404).
 * Browser-based measures of the not-found page visit this path.
 */
const MISSING_PAGE_PATH = '/this-page-does-not-exist';

/** The URL path a browser visits to see `route`: for the not-found page, a dead link (status 404). */
export function visitPath(route: string): string {
  return route === NOT_FOUND_PATH ? MISSING_PAGE_PATH : route;
}

/**
 * The exported HTML file (relative to out/) that `route` serves: '/' → index.html, '/shop' → shop.html,
 * '/shop/humor' → shop/humor.html.
 */
export function htmlFileFor(route: string): string {
  return route === PAGE_PATHS.home ? 'index.html' : `${route.slice(1)}.html`;
}
