/**
 * The site's pages, by the one path each lives at: the content pages here, a category's page at
 * categoryPath(category), a product's page at productPath(slug). Everything that lists or links pages reads them from here, the bench and the site-wide
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

/** What every category page's path starts with: the shop's own path, then the category's slug. */
export const CATEGORY_PATH_PREFIX = `${PAGE_PATHS.shop}/`;

/** A category's slug: its name in lower case ('Humor' → 'humor'). */
export function categorySlug(category: string): string {
  return category.toLowerCase();
}

/** 'Humor' → '/shop/humor'. */
export function categoryPath(category: string): string {
  return `${CATEGORY_PATH_PREFIX}${categorySlug(category)}`;
}

/** What every product page's path starts with. */
export const PRODUCT_PATH_PREFIX = '/products/';

export function productPath(slug: string): string {
  return `${PRODUCT_PATH_PREFIX}${slug}`;
}

/** The not-found page's own path: it is exported as 404.html, which hosts answer unknown paths with. */
export const NOT_FOUND_PATH = '/404';
