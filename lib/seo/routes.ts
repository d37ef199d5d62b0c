/**
 * Every page search engines should index, in the canonical form the pages print (see absoluteUrl), with
 * what of the owner's content each shows: what its <lastmod> in sitemap.xml follows (scripts/sitemap/).
 */
import { FEATURED_PRODUCT_COUNT } from '@/data/constants';
import type { CONTENT_FILES } from '@/data/schema/content-files';
import { CONTENT_PAGES, listingPagePath, productPath, type ContentPageName } from '@/data/routes';
import type { Product } from '@/data/types';
import { getAllProducts, getFeaturedProducts } from '@/lib/catalog';
import { catalogListing, type ShopListing } from '@/lib/shop-listing';
import { DEFAULT_SORT } from '@/lib/shop-query';

/**
 * Where `npm run lastmod` (scripts/sitemap/lastmod.ts, a step of the build) writes each indexable page's
 * <lastmod> for app/sitemap.ts, as JSON: path → 'YYYY-MM-DD'. Relative to the project root; git-ignored.
 */
export const SITEMAP_LASTMOD_FILE = 'app/_sitemap/lastmod.json';

/** A page's copy file in the content folder: 'home' is pages/home.json (data/read-content.ts). */
type CopyFile = Exclude<keyof typeof CONTENT_FILES, 'designs'>;

/** The owner's photos of the site itself (data/photos/README.md): the home hero, the team. */
type SitePicture = 'hero' | 'team';

/**
 * The owner's content a page shows: the subject of the page, not what it carries beside it (a product
 * page's related designs and its size chart dialog, a listing page's hidden first cards of the other
 * chips), so that an edit to one design dates that design's page and the lists showing it, not every page.
 * The code's own copy (data/categories.ts, data/constants.ts) is not content: it changes with the code.
 */
export interface PageContent {
  /** The designs (by slug) whose file and photos it shows. */
  designs: string[];
  /**
   * Whether it is a list drawn from the catalog (a listing page, the home page's featured designs): a
   * design leaving the catalog changes it, whichever it showed, as the next ones move up.
   */
  list: boolean;
  /** Its copy file, if it has one. */
  copy?: CopyFile;
  pictures: SitePicture[];
}

export interface IndexablePage {
  path: string;
  shows: PageContent;
}

const NOTHING: PageContent = { designs: [], list: false, pictures: [] };

/** What each content page shows: the shop is a listing page, and a listing's content is its cards. */
function contentPageShows(name: ContentPageName, featured: string[]): PageContent {
  switch (name) {
    case 'home':
      return { designs: featured, list: true, copy: 'home', pictures: ['hero'] };
    case 'about':
      // The story's picture is the home hero's (app/about/page.tsx).
      return { ...NOTHING, copy: 'about', pictures: ['hero', 'team'] };
    case 'reviews':
      return { ...NOTHING, copy: 'reviews' };
    case 'sizeGuide':
      return { ...NOTHING, copy: 'sizeGuide' };
    case 'shop':
    case 'cart':
      return NOTHING;
  }
}

/**
 * The content pages search engines should index (the 404 page is not one), then every shop listing's pages
 * (each category's, and the later pages of every listing; a category holding no design has none), then each
 * product's.
 */
export function indexablePages(): IndexablePage[] {
  return indexablePagesOf(
    catalogListing(),
    getAllProducts(),
    getFeaturedProducts(FEATURED_PRODUCT_COUNT),
  );
}

/** indexablePages, of the listings, designs and featured designs of any catalog. */
export function indexablePagesOf(
  listing: Pick<ShopListing, 'pages' | 'pageProducts'>,
  designs: readonly Pick<Product, 'slug'>[],
  featured: readonly Pick<Product, 'slug'>[],
): IndexablePage[] {
  const slugs = (list: readonly Pick<Product, 'slug'>[]) => list.map((design) => design.slug);
  const listings = listing.pages().map(({ view, page }) => ({
    path: listingPagePath(view.href, page),
    shows: {
      ...NOTHING,
      designs: slugs(listing.pageProducts(view, DEFAULT_SORT, page)),
      list: true,
    },
  }));
  const content = (Object.keys(CONTENT_PAGES) as ContentPageName[])
    .filter((name) => CONTENT_PAGES[name].indexed)
    .map((name) => {
      const path = CONTENT_PAGES[name].path;
      return {
        path,
        shows:
          listings.find((each) => each.path === path)?.shows ??
          contentPageShows(name, slugs(featured)),
      };
    });
  return [
    ...content,
    ...listings.filter((each) => !content.some((page) => page.path === each.path)),
    ...designs.map((design) => ({
      path: productPath(design.slug),
      shows: { ...NOTHING, designs: [design.slug] },
    })),
  ];
}

/** The paths of indexablePages: every URL in sitemap.xml. */
export function indexablePaths(): string[] {
  return indexablePages().map((page) => page.path);
}
