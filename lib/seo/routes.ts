/** Every page search engines should index, in the canonical form the pages print (see absoluteUrl). */
import { PAGE_PATHS, categoryPath, productPath } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { getAllProducts } from '@/lib/catalog';

/**
 * The content pages. Left out: the 404 page and /cart, both noindex (a crawler only ever sees an empty cart).
 */
const INDEXABLE_PAGE_PATHS = [
  PAGE_PATHS.home,
  PAGE_PATHS.shop,
  PAGE_PATHS.about,
  PAGE_PATHS.reviews,
  PAGE_PATHS.sizeGuide,
] as const;

/** The content pages, then each category's page, then each product's. */
export function indexablePaths(): string[] {
  return [
    ...INDEXABLE_PAGE_PATHS,
    ...CATEGORIES.map(categoryPath),
    ...getAllProducts().map((product) => productPath(product.slug)),
  ];
}
