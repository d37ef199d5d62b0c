/** Every page search engines should index, in the canonical form the pages print (see absoluteUrl). */
import { getAllProducts, productPath } from '@/lib/catalogue';

/** The content pages. The 404 page is the only one left out (it is noindex). */
export const INDEXABLE_PAGE_PATHS = [
  '/',
  '/shop',
  '/cart',
  '/about',
  '/reviews',
  '/size-guide',
] as const;

export function indexablePaths(): string[] {
  return [...INDEXABLE_PAGE_PATHS, ...getAllProducts().map((product) => productPath(product.slug))];
}
