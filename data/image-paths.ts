/**
 * Where each piece of the catalogue's artwork lives. The catalogue names its images by these paths;
 * scripts/images writes a file at each (lib/images.ts adds the widths for srcset).
 */
import { PRODUCT_VIEWS, type ProductView } from './types';

/** 'Sarah M.' → 'sarah-m'. */
function fileName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function productImagePath(slug: string, view: ProductView): string {
  return `/images/products/${slug}/${view}.webp`;
}

export function productImagePaths(slug: string): string[] {
  return PRODUCT_VIEWS.map((view) => productImagePath(slug, view));
}

/** A reviewer's or a testimonial's portrait. */
export function avatarImagePath(name: string): string {
  return `/images/avatars/${fileName(name)}.webp`;
}

/** A team member's photo on /about. */
export function teamPhotoPath(name: string): string {
  return `/images/team/${fileName(name)}.webp`;
}
