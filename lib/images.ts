/**
 * Where the generated artwork lives and at which widths it exists.
 * scripts/images writes every file named here; components build srcset from the same functions.
 */
import { PAGE_PATHS, categorySlug } from '@/data/routes';
import type { Product, ProductView } from '@/data/types';
import { PRODUCT_VIEWS } from '@/data/types';

/**
 * The two themes a picture can be made for (app/globals.css): light, and dark for a phone set to dark. The
 * hero and the size chart are drawn twice; the dark drawing lives at the same path under /images/dark/, at
 * the same widths. A product's views are drawn once, on a transparent ground, for both: the page paints
 * the backdrop behind them in the theme's colors (productBackdropClass below).
 */
export type ColorScheme = 'light' | 'dark';

/** The dark theme's media query, for a picture's `<source media>`. */
export const DARK_SCHEME_MEDIA = '(prefers-color-scheme: dark)';

/** '/images/hero.webp' → '/images/dark/hero.webp': where a drawing's dark version is written. */
export function darkImagePath(path: string): string {
  if (!path.startsWith('/images/')) throw new Error(`${path}: not a generated image`);
  return `/images/dark/${path.slice('/images/'.length)}`;
}

/**
 * Widths (px) each product view is written at: the fewest that serve every place a view is shown. Each
 * place's CSS width, from its `sizes` and layout (1rem = 16 px), from a 320 px to a 1440 px wide window:
 *
 *   gallery main   100vw - 2rem below 768, 50vw - 2.5rem to 1152, then 528   288–735 px
 *   thumbnail      a quarter of the gallery less its gaps                     64–176 px
 *   shop card      92vw, 46vw from 640, 31vw from 1024, 270 from 1280        270–588 px
 *   related        46vw (two columns), 23vw from 1024, 270 from 1152        147–471 px
 *   home featured  92vw, 46vw from 640, 23vw from 1024, 270 from 1152       236–588 px
 *   cart line      88, 112 from 640                                           88–112 px
 *
 * Times the screen's density (1–3), the browser takes the narrowest file at least that wide (the widest
 * when none is). Device px wanted → file taken, on the screens shoppers hold:
 *
 *                  320@2x    390@3x     430@3x     768@2x    1024@2x   1280@1x   1440@2x
 *   gallery main   576→640   1074→1024  1194→1024  688→1024  944→1024  528→640   1056→1024
 *   thumbnail      128→320   245→320    275→320    152→320   216→320   123→320   246→320
 *   shop card      589→640   1076→1024  1187→1024  707→1024  635→640   270→320   540→640
 *   related        294→320   538→640    593→640    707→1024  471→640   270→320   540→640
 *   home featured  589→640   1076→1024  1187→1024  707→1024  471→640   270→320   540→640
 *   cart line      176→320   264→320    264→320    224→320   224→320   112→320   224→320
 *
 * 320 serves every thumbnail and cart line up to 3x (an iPhone's 275 px thumbnail the widest); 1024 a
 * phone's gallery and one-column cards at 3x (up to 1194 px wanted, 0.86 of it given: sharp enough, and
 * the largest file a view had before); 640 lies between, twice the first and near 1024 / 1.6, serving a
 * laptop's gallery at 1x and its cards at 2x. A file is at most twice as wide as wanted, but for the small
 * pictures at 1x (thumbnails and cart lines, 64–176 px from 320: files of 4–9 KB; a related card on a
 * 320 px screen, 147 px). A fourth width would save a few kilobytes on some screens and add four files to
 * every design (the export's budget: 15 files a design, tests/e2e/budgets.spec.ts). Square images; no file
 * is written without a width: `src` names the widest.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024] as const;
/** A product view's intrinsic size (square): its widest file, for width/height and `src`. */
export const PRODUCT_IMAGE_SIZE = 1024;

/**
 * The seven backdrops a product's views sit on, cycling by the design's id so that neighbours in a grid
 * differ: each a class of app/globals.css setting its ground, shape and surface colors, a light and a dark
 * value each (theme tokens `--color-backdrop-<part>-<n>`, data/palette.ts's BACKDROPS). Written out, so
 * Tailwind finds them.
 */
const BACKDROP_CLASSES = [
  'backdrop-1',
  'backdrop-2',
  'backdrop-3',
  'backdrop-4',
  'backdrop-5',
  'backdrop-6',
  'backdrop-7',
] as const;

/** Which of the backdrops (0–6) the design with this id (1-based) sits on. */
export function backdropIndex(id: number): number {
  const count = BACKDROP_CLASSES.length;
  return (((id - 1) % count) + count) % count;
}

/**
 * The classes that paint a product view's backdrop behind its transparent drawing, on the image's element
 * (or a box it fills): the design's backdrop colors, and the wall a sweatshirt hangs before (its two soft
 * shapes on one side or the other, alternating by design and view, so neighbours in a grid differ) or the
 * table the flat lay lies on. Both keep their colors in forced colors, so a dark sweatshirt never lands on
 * a forced black ground (app/globals.css).
 */
export function productBackdropClass(id: number, view: ProductView = 'front'): string {
  const backdrop = BACKDROP_CLASSES[backdropIndex(id)];
  if (view === 'flat-lay') return `${backdrop} bg-table`;
  return `${backdrop} bg-wall${isWallMirrored(id, view) ? ' wall-mirrored' : ''}`;
}

/** Whether the wall behind this view has its larger shape on the right (the share images draw it so too). */
export function isWallMirrored(id: number, view: ProductView): boolean {
  return (backdropIndex(id) + PRODUCT_VIEWS.indexOf(view)) % 2 === 1;
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

/** Every file written for a generated image: one per width (`path` itself names none). */
export function imageFiles(path: string, widths: readonly number[]): string[] {
  return widths.map((w) => imageAtWidth(path, w));
}

/** The file a generated image's `src` names: its widest, which its srcset lists too. */
export function widestImage(path: string, widths: readonly number[]): string {
  return imageAtWidth(path, Math.max(...widths));
}
