/**
 * The shop's faces in the editor, as far as Decap CMS lets a stylesheet reach (it has no theme settings,
 * and its colors are set by its components, which a stylesheet cannot name reliably): its text in Nunito,
 * its headings in Fraunces. Its logo is the shop's (cms-config.ts). The fonts are the @fontsource files
 * the shop's own are cut from, whole (the editor shows any text the owner types), copied next to the
 * editor by scripts/admin/build.ts.
 */
/** Font files the stylesheet names, by their name in out/admin/fonts/, from node_modules. */
export const EDITOR_FONTS = {
  'nunito.woff2': '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  'fraunces-600.woff2': '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
} as const;

export function editorStylesheet(fontsUrl: string): string {
  return `@font-face {
  font-family: 'Shop Body';
  src: url('${fontsUrl}/nunito.woff2') format('woff2');
  font-weight: 200 1000;
  font-display: swap;
}
@font-face {
  font-family: 'Shop Display';
  src: url('${fontsUrl}/fraunces-600.woff2') format('woff2');
  font-weight: 600;
  font-display: swap;
}
#nc-root,
#nc-root :is(button, input, textarea, select, label, p, a, li, span, div) {
  font-family: 'Shop Body', system-ui, sans-serif !important;
}
#nc-root :is(h1, h2, h3) {
  font-family: 'Shop Display', Georgia, serif !important;
}
`;
}
