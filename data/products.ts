/**
 * The catalog: every design of data/content/designs/ (or CONTENT_DIR's), in catalog ("Popular") order by
 * id, shaped as the pages use it. The fields every design carries the same way (its image paths, its
 * availability) are filled in by data/product.ts; everything else is the design's file, checked by
 * data/schema/design.ts.
 */
import { content } from '@/data/content';
import type { Product, ProductView } from '@/data/types';
import { product } from './product';

export const products: Product[] = content.designs.map(product);

/**
 * The photos each design's file names, by view: files the owner uploaded through the editor into
 * data/photos/<slug>/ under their own names. scripts/images reads them with the photos named after their
 * view (data/photos/README.md).
 */
export const designPhotoFiles: ReadonlyMap<string, Partial<Record<ProductView, string>>> = new Map(
  content.designs.map((design) => [design.slug, design.photos ?? {}]),
);
