/**
 * Where the generated artwork lives and at which widths it exists.
 * scripts/images writes every file named here; components build srcset from the same functions.
 */
import type { Product, ProductView } from '@/data/types';
import { PRODUCT_VIEWS } from '@/data/types';

/** Widths (px) each product image is written at. Square images. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024] as const;
/** The width written without a suffix, used as `src` and by Product.images. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 800;

export function productImagePath(slug: string, view: ProductView): string {
  return `/images/products/${slug}/${view}.webp`;
}

export function productImagePaths(slug: string): string[] {
  return PRODUCT_VIEWS.map((view) => productImagePath(slug, view));
}

/** '/images/x/front.webp' at 320 → '/images/x/front-320.webp'. */
export function imageAtWidth(path: string, width: number): string {
  return path.replace(/\.(webp|png|avif|jpg)$/, `-${width}.$1`);
}

export function srcSet(path: string, widths: readonly number[]): string {
  return widths.map((w) => `${imageAtWidth(path, w)} ${w}w`).join(', ');
}

const VIEW_DESCRIPTIONS: Record<ProductView, string> = {
  front: 'front view',
  back: 'back view',
  'zip-open': 'with the side nursing zips open',
  'flat-lay': 'flat lay',
};

/** Meaningful alt text for a product's image at `index` (gallery order). */
export function productImageAlt(product: Pick<Product, 'name' | 'colors' | 'print'>, index: number): string {
  const view = PRODUCT_VIEWS[index] ?? 'front';
  const color = product.colors[0] ?? '';
  const words = product.print.lines.join(' ');
  return `${product.name} in ${color}, ${VIEW_DESCRIPTIONS[view]}, printed with “${words}”`;
}
