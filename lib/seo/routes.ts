/** Every page search engines should index, in the canonical form the pages print (see absoluteUrl). */
import { categoryPath, contentPagePaths, productPath } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { getAllProducts } from '@/lib/catalog';

/** The content pages search engines should index (the 404 page is not one), then each category's page, then each product's. */
export function indexablePaths(): string[] {
  return [
    ...contentPagePaths({ indexed: true }),
    ...CATEGORIES.map(categoryPath),
    ...getAllProducts().map((product) => productPath(product.slug)),
  ];
}
