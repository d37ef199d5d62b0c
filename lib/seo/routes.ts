/** Every page search engines should index, in the canonical form the pages print (see absoluteUrl). */
import { contentPagePaths, listingPagePath, productPath } from '@/data/routes';
import type { Product } from '@/data/types';
import { getAllProducts } from '@/lib/catalog';
import { catalogListing, type ShopListing } from '@/lib/shop-listing';

/**
 * The content pages search engines should index (the 404 page is not one), then every shop listing's pages
 * (each category's, and the later pages of every listing; a category holding no design has none), then each
 * product's.
 */
export function indexablePaths(): string[] {
  return indexablePathsOf(catalogListing(), getAllProducts());
}

/** indexablePaths, of the listings and designs of any catalog. */
export function indexablePathsOf(
  listing: Pick<ShopListing, 'pages'>,
  designs: readonly Pick<Product, 'slug'>[],
): string[] {
  const content = contentPagePaths({ indexed: true });
  const listings = listing
    .pages()
    .map(({ view, page }) => listingPagePath(view.href, page))
    .filter((path) => !content.includes(path));
  return [...content, ...listings, ...designs.map((design) => productPath(design.slug))];
}
