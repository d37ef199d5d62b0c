/**
 * The site's pages, by the one path each lives at: the content pages here, a product's page at
 * productPath(slug). Everything that lists or links pages reads them from here, the bench and the site-wide
 * tests included (scripts/site-routes.ts).
 */
export const PAGE_PATHS = {
  home: '/',
  shop: '/shop',
  cart: '/cart',
  about: '/about',
  reviews: '/reviews',
  sizeGuide: '/size-guide',
} as const;

/** What every product page's path starts with. */
export const PRODUCT_PATH_PREFIX = '/products/';

export function productPath(slug: string): string {
  return `${PRODUCT_PATH_PREFIX}${slug}`;
}

/** The not-found page's own path: it is exported as 404.html, which hosts answer unknown paths with. */
export const NOT_FOUND_PATH = '/404';
