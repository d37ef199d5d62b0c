import localFont from 'next/font/local';

/**
 * Self-hosted (no network at build or run time): the @fontsource files cut down to the characters the shop
 * uses by scripts/fonts/subset.ts, which writes app/_fonts/ before every build.
 *
 * `display: 'optional'`: a preloaded font that arrives within about 100 ms is used from the first paint;
 * one that is later is left for the next page, instead of swapping in and moving everything under it (on
 * Android and Linux there is no Arial for next/font's size-adjusted fallback to match, so a swap shifts
 * text: measured CLS 0.071 on /404 with `swap`, 0 with `optional`). The exported pages carry both fonts
 * inside their HTML, and there each face is `block` instead: scripts/export/inline-stylesheets.ts says why.
 */
export const displayFont = localFont({
  src: [{ path: './_fonts/fraunces-600.woff2', weight: '600', style: 'normal' }],
  variable: '--font-display',
  display: 'optional',
  fallback: ['Georgia', 'serif'],
});

export const bodyFont = localFont({
  // One variable file for both weights the site uses (scripts/fonts/subset.ts).
  src: [{ path: './_fonts/nunito-400-700.woff2', weight: '400 700', style: 'normal' }],
  variable: '--font-body',
  display: 'optional',
  fallback: ['system-ui', 'sans-serif'],
});
