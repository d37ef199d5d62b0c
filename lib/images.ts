/**
 * Where the generated artwork lives and at which widths it exists.
 * scripts/images writes every file named here; components build srcset from the same functions.
 */
import { PAGE_PATHS, categorySlug } from '@/data/routes';
import type { Product, ProductView } from '@/data/types';
import { PRODUCT_VIEWS } from '@/data/types';

/**
 * The two themes a drawing is made for (app/globals.css): light, and dark for a phone set to dark. A
 * product's views, the hero and the size chart are drawn twice; the dark drawing lives at the same path
 * under /images/dark/, at the same widths. The owner's photos keep their own colors in both.
 */
export type ColorScheme = 'light' | 'dark';

/** The dark theme's media query, for a picture's `<source media>`. */
export const DARK_SCHEME_MEDIA = '(prefers-color-scheme: dark)';

/** '/images/hero.webp' → '/images/dark/hero.webp': where a drawing's dark version is written. */
export function darkImagePath(path: string): string {
  if (!path.startsWith('/images/')) throw new Error(`${path}: not a generated image`);
  return `/images/dark/${path.slice('/images/'.length)}`;
}

/** Widths (px) each product image is written at. Square images. */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024] as const;
/** The width written without a suffix, used as `src` and by Product.images. */
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 800;

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
export function productImageAlt(
  product: Pick<Product, 'name' | 'colors' | 'print'>,
  index: number,
): string {
  const view = PRODUCT_VIEWS[index] ?? 'front';
  // Stryker disable next-line StringLiteral: every design has 1 or more colors (data/schema/design.ts); the fallback only types colors[0]
  const color = product.colors[0] ?? '';
  // A design without a print is shown by the owner's photos alone (data/schema/design.ts).
  const printed = product.print ? `, printed with “${product.print.lines.join(' ')}”` : '';
  return `${product.name} in ${color}, ${VIEW_DESCRIPTIONS[view]}${printed}`;
}

/** Round reviewer/testimonial avatars, displayed at 48–64 px. Paths are '/images/avatars/<kebab-name>.webp'. */
export const AVATAR_WIDTHS = [64, 128] as const;
export const AVATAR_SIZE = 128;

/** Team portraits on /about, square, displayed up to 240 px. Paths are '/images/team/<kebab-name>.webp'. */
export const TEAM_PHOTO_WIDTHS = [240, 480] as const;
export const TEAM_PHOTO_SIZE = 480;

/** The home hero, 4:3. */
export const HERO_IMAGE_PATH = '/images/hero.webp';
export const HERO_IMAGE_WIDTHS = [480, 720, 960, 1280] as const;
export const HERO_IMAGE_SIZE = { width: 1280, height: 960 } as const;

/** The size chart, drawn from data/size-guide.ts. */
export const SIZE_CHART_PATH = '/images/size-chart.webp';
export const SIZE_CHART_WIDTHS = [480, 800, 1200] as const;
export const SIZE_CHART_SIZE = { width: 1200, height: 900 } as const;

/**
 * 1200×630 JPEG share images, one per page, by key: a content page's pageShareKey(path) ('home', 'shop',
 * 'size-guide'…), 'not-found', 'shop/<category>', 'products/<slug>'. JPEG, not a palette PNG: the owner's photos in them
 * show without dithering, within SHARE_IMAGE_MAX_BYTES.
 */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_TYPE = 'image/jpeg';
/** WhatsApp, the strictest preview, shows no image over 300 KB; scripts/images keeps every one under it. */
export const SHARE_IMAGE_MAX_BYTES = 300 * 1024;
export function shareImagePath(key: string): string {
  return `/og/${key}.jpg`;
}

/** A content page's share image key, from its path: 'home' for '/', 'size-guide' for '/size-guide'. */
export function pageShareKey(path: string): string {
  return path === PAGE_PATHS.home ? 'home' : path.slice(1);
}

/** The not-found page's share image key. */
export const NOT_FOUND_SHARE_KEY = 'not-found';

/** A category page's share image key: 'shop/humor' (/og/shop/humor.png). */
export function categoryShareKey(category: string): string {
  return `shop/${categorySlug(category)}`;
}

export function productShareKey(slug: string): string {
  return `products/${slug}`;
}

/** Every file written for a generated image: the unsuffixed `path` and one per width. */
export function imageFiles(path: string, widths: readonly number[]): string[] {
  return [path, ...widths.map((w) => imageAtWidth(path, w))];
}
