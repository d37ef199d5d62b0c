/**
 * One design's file shaped as the pages use it: the fields every design carries the same way (its image
 * paths, its availability) filled in. Apart from data/products.ts, which reads the content folder, so the
 * editor's preview (scripts/admin/editor/preview/) shapes the design she is typing with the same code.
 */
import { CATALOG_AVAILABILITY } from '@/data/availability';
import { INKS } from '@/data/inks';
import type { DesignContent } from '@/data/schema/design';
import { SIZES, type Product } from '@/data/types';
import { productImagePaths } from './image-paths';

export function product(design: DesignContent): Product {
  const { print } = design;
  return {
    id: design.id,
    slug: design.slug,
    name: design.name,
    rating: design.rating,
    reviews: design.reviewCount,
    ...(design.badge ? { badge: design.badge } : {}),
    category: design.category,
    description: design.description,
    searchDescription: design.searchDescription,
    features: design.features,
    customerReviews: design.customerReviews,
    ...(print
      ? {
          print: {
            lines: print.lines,
            style: print.style,
            inks: print.inks.map((ink) => INKS[ink]),
          },
        }
      : {}),
    price: design.price,
    // Stryker disable next-line ConditionalExpression: a key holding undefined reads as no key: every reader (Price, the JSON-LD) tests originalPrice !== undefined
    ...(design.originalPrice === undefined ? {} : { originalPrice: design.originalPrice }),
    colors: design.colors,
    // Shown in the order of the size chart, whatever order the file lists them in.
    sizes: SIZES.filter((size) => design.sizes.includes(size)),
    images: productImagePaths(design.slug),
    availability: CATALOG_AVAILABILITY,
  };
}
