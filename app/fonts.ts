import localFont from 'next/font/local';

/** Self-hosted from @fontsource (no network at build or run time). Latin subset only. */
export const displayFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});

export const bodyFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/nunito/files/nunito-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource/nunito/files/nunito-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});
