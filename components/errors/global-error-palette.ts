/**
 * The few colors of app/global-error.tsx, which cannot count on app/globals.css: the same tokens, with the
 * same values in each theme (tests/unit/theme-tokens.test.ts holds them equal).
 */
export const GLOBAL_ERROR_PALETTE = {
  light: {
    cream: '#fdf7f0',
    ink: '#2a2330',
    muted: '#5c5263',
    brand: '#b0305a',
    'brand-dark': '#8c2346',
    'on-brand': '#fff',
  },
  dark: {
    cream: '#16121a',
    ink: '#f3ece7',
    muted: '#c4b8c6',
    brand: '#f7adc4',
    'brand-dark': '#ec7aa0',
    'on-brand': '#1f0f17',
  },
} as const;
