/**
 * The catalog: every design of data/content/designs/ (or CONTENT_DIR's), in catalog ("Popular") order by
 * id, shaped as the pages use it. The fields every design carries the same way (its image paths, its
 * availability) are filled in here; everything else is the design's file, checked by data/schema/design.ts.
 */
import { CATALOG_AVAILABILITY } from '@/data/availability';
import { content } from '@/data/content';
import { INKS } from '@/data/inks';
import type { DesignContent } from '@/data/schema/design';
import { SIZES, type Product, type ProductView } from '@/data/types';
import { productImagePaths } from './image-paths';

function product(design: DesignContent): Product {
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

export const products: Product[] = content.designs.map(product);

/**
 * The photos each design's file names, by view: files the owner uploaded through the editor into
 * data/photos/<slug>/ under their own names. scripts/images reads them with the photos named after their
 * view (data/photos/README.md).
 */
export const designPhotoFiles: ReadonlyMap<string, Partial<Record<ProductView, string>>> = new Map(
  content.designs.map((design) => [design.slug, design.photos ?? {}]),
);
