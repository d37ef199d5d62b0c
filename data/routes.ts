/**
 * The site's pages, by the one path each lives at: the content pages in the table below, a category's page
 * at categoryPath(category), a product's page at productPath(slug).
 */

/** What differs between two content pages. */
export interface ContentPage {
  /** Where it lives: its route folder under app/ ('/size-guide' is app/size-guide/page.tsx). */
  path: string;
  /** Its title, before the shop's name: its <title> and share tags and, unless it has a drawing of its own, its share image's headline. */
  title: string;
  /** Whether search engines should index it: the sitemap lists it, and a noindex page says so. */
  indexed: boolean;
}

/**
 * The content pages, one row each, in the order the bench reports them. Adding one is its route folder and
 * a row here: its metadata (lib/seo/metadata.ts), the sitemap (lib/seo/routes.ts), its share image
 * (scripts/images/share-pages.ts), the bench and the site-wide tests (scripts/site-routes.ts) read this
 * table, and tests/unit/content-pages.test.ts holds it to app/.
 */
export const CONTENT_PAGES = {
  home: { path: '/', title: 'Zip-Access Nursing Sweatshirts for Moms', indexed: true },
  shop: { path: '/shop', title: 'Shop the Collection', indexed: true },
  // Every crawler sees an empty cart: nothing to show in results.
  cart: { path: '/cart', title: 'Your Cart', indexed: false },
  about: { path: '/about', title: 'About Us', indexed: true },
  reviews: { path: '/reviews', title: 'Customer Reviews', indexed: true },
  sizeGuide: { path: '/size-guide', title: 'Size Guide', indexed: true },
} as const satisfies Record<string, ContentPage>;

export type ContentPageName = keyof typeof CONTENT_PAGES;

/** Each content page's path by its name, for links: PAGE_PATHS.shop is '/shop'. */
export const PAGE_PATHS = Object.fromEntries(
  Object.entries(CONTENT_PAGES).map(([name, page]) => [name, page.path]),
) as { readonly [Name in ContentPageName]: (typeof CONTENT_PAGES)[Name]['path'] };

/** The content pages' paths in the table's order: all, or only those search engines index (or do not). */
export function contentPagePaths(only?: { indexed: boolean }): string[] {
  return Object.values(CONTENT_PAGES)
    .filter((page) => !only || page.indexed === only.indexed)
    .map((page) => page.path);
}

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

/** The segment before a listing's page number: the second page of Humor is '/shop/humor/page/2'. */
export const LISTING_PAGE_SEGMENT = 'page';

/**
 * The path of a shop listing's page: its first page is the listing's own path ('/shop', '/shop/humor'),
 * every later one `${path}/page/${n}`.
 */
export function listingPagePath(listingPath: string, page: number): string {
  return page > 1 ? `${listingPath}/${LISTING_PAGE_SEGMENT}/${page}` : listingPath;
}

/** Where the shop's lists are published as data, one file per view, sort and page. */
const SHOP_DATA_PATH = '/shop-data';

/** 'humor', 'newest', 2 → '/shop-data/humor/newest/2.json'. */
export function shopDataPath(view: string, sort: string, page: number): string {
  return `${SHOP_DATA_PATH}/${view}/${sort}/${page}.json`;
}

/** What every product page's path starts with. */
export const PRODUCT_PATH_PREFIX = '/products/';

export function productPath(slug: string): string {
  return `${PRODUCT_PATH_PREFIX}${slug}`;
}

/** The not-found page's own path: it is exported as 404.html, which hosts answer unknown paths with. */
export const NOT_FOUND_PATH = '/404';

/**
 * The pages no link prefetches, by the prefix of their paths: every link to one is `prefetch={false}`, so
 * the export publishes none of their segment-prefetch files (`__next.*.txt`, which only Next's prefetch
 * asks for: scripts/export/remove-prefetch-files.ts), four a page. A click still fetches the page's own
 * payload (`<page>.txt`). A page added here joins both that step and the e2e guard that fails a test whose
 * page links one with prefetching on (tests/e2e/support/fixtures.ts).
 */
export const NO_PREFETCH_PATH_PREFIXES: readonly string[] = [PRODUCT_PATH_PREFIX];
