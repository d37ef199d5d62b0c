/**
 * The colors of app/global-error.tsx, which cannot count on app/globals.css: the same tokens with
 * the same values in each theme (tests/unit/theme-tokens.test.ts holds them equal), as one style
 * sheet the error screen's inline styles read through `var()`. A literal, not built from a palette
 * object: this module is in every page's first-load JavaScript, where each byte is paid on every
 * visit.
 */
export const GLOBAL_ERROR_PALETTE_CSS =
  ':root{color-scheme:light dark;--color-cream:#fdf7f0;--color-ink:#2a2330;--color-muted:#5c5263;' +
  '--color-brand:#b0305a;--color-brand-dark:#8c2346;--color-on-brand:#fff}' +
  '@media (prefers-color-scheme:dark){:root{--color-cream:#16121a;--color-ink:#f3ece7;' +
  '--color-muted:#c4b8c6;--color-brand:#f7adc4;--color-brand-dark:#ec7aa0;--color-on-brand:#1f0f17}}';
