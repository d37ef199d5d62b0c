/** Every page search engines should index, in the canonical form the pages print (see absoluteUrl). */
import { getAllProducts, productPath } from '@/lib/catalogue';

/**
 * The content pages. Left out: the 404 page and /cart, both noindex (a crawler only ever sees an empty cart).
 */
export const INDEXABLE_PAGE_PATHS = ['/', '/shop', '/about', '/reviews', '/size-guide'] as const;

export function indexablePaths(): string[] {
  return [...INDEXABLE_PAGE_PATHS, ...getAllProducts().map((product) => productPath(product.slug))];
}
