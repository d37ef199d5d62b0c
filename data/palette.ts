/**
 * The brand's colors that code draws with outside the stylesheet: the logo, the browser's bars and the web
 * manifest (lib/seo/icons.ts), and the drawings scripts/images renders. Named as app/globals.css's color
 * tokens name them (`--color-brand` is `brand`), per theme; CSS cannot import this file, so
 * tests/unit/theme-tokens.test.ts holds each color here to the token of its name. A color the stylesheet
 * alone paints stays a token only.
 */
export const PALETTE = {
  light: {
    cream: '#fdf7f0',
    blush: '#f9e6e4',
    sage: '#e3ebdd',
    ink: '#2a2330',
    muted: '#5c5263',
    line: '#e8dcd4',
    brand: '#b0305a',
    'brand-soft': '#fbe9ee',
    gold: '#b7791f',
  },
  dark: {
    cream: '#16121a',
    ink: '#f3ece7',
    muted: '#c4b8c6',
    line: '#43384a',
    brand: '#f7adc4',
    'brand-soft': '#3d2030',
    surface: '#221b26',
    'on-brand': '#1f0f17',
  },
} as const;

/** The logo keeps its colors whatever the theme: a brand disc, a cream heart. */
export const BRAND_MARK_COLORS = { disc: PALETTE.light.brand, heart: PALETTE.light.cream } as const;

/** A backdrop a product's views sit on (lib/images.ts cycles them by the design's id). */
export interface Backdrop {
  /** The wall. */
  ground: string;
  /** A deeper tone of it, for the wall's two soft shapes. */
  shape: string;
  /** A light wood or linen tone: the table a flat lay lies on. */
  surface: string;
}

/**
 * The seven backdrops, per theme: pastels by day; at night the same hues at dusk, deep enough that a page
 * set to dark shows no bright square around a sweatshirt, the shapes a little lighter than the wall so a
 * charcoal sweatshirt stands off it. The page paints them behind the drawings (app/globals.css's
 * `--color-backdrop-<n>-ground`, `-shape`, `-surface`); scripts/images draws the light ones into the share
 * images, which have no theme.
 */
export const BACKDROPS: Record<'light' | 'dark', readonly Backdrop[]> = {
  light: [
    { ground: '#f6e7dc', shape: '#efd5c3', surface: '#e8d3ba' }, // peach cream
    { ground: PALETTE.light.blush, shape: '#f1cfcd', surface: '#eadbcb' }, // blush
    { ground: '#f2ead9', shape: '#e6d8bb', surface: '#e2ceb0' }, // sand
    { ground: '#e9eedf', shape: '#d6e1c9', surface: '#e6dac6' }, // sage
    { ground: '#f7efd4', shape: '#eddfae', surface: '#e9d4b3' }, // butter
    { ground: '#efe6f0', shape: '#e0d0e4', surface: '#eadfd3' }, // lilac
    { ground: '#f8e2d6', shape: '#efc9b5', surface: '#e4cdb5' }, // apricot
  ],
  dark: [
    { ground: '#231a1a', shape: '#3a2b28', surface: '#4a3628' }, // peach cream
    { ground: '#24171d', shape: '#3d2730', surface: '#48342c' }, // blush
    { ground: '#221e17', shape: '#3a3226', surface: '#4b3a28' }, // sand
    { ground: '#181e18', shape: '#2a3429', surface: '#47382b' }, // sage
    { ground: '#232014', shape: '#3b3522', surface: '#4c3b29' }, // butter
    { ground: '#1e1924', shape: '#352b3e', surface: '#463a33' }, // lilac
    { ground: '#261a16', shape: '#402b24', surface: '#4a3629' }, // apricot
  ],
};
