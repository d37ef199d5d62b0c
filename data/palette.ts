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
