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

/** The shop's two faces, whole, under names of the editor's own. */
const BODY_FACE = 'Shop Body';
const DISPLAY_FACE = 'Shop Display';

function fontFaces(fontsUrl: string): string {
  return `@font-face {
  font-family: '${BODY_FACE}';
  src: url('${fontsUrl}/nunito.woff2') format('woff2');
  font-weight: 200 1000;
  font-display: swap;
}
@font-face {
  font-family: '${DISPLAY_FACE}';
  src: url('${fontsUrl}/fraunces-600.woff2') format('woff2');
  font-weight: 600;
  font-display: swap;
}
`;
}

export function editorStylesheet(fontsUrl: string): string {
  return `${fontFaces(fontsUrl)}#nc-root,
#nc-root :is(button, input, textarea, select, label, p, a, li, span, div) {
  font-family: '${BODY_FACE}', system-ui, sans-serif !important;
}
#nc-root :is(h1, h2, h3) {
  font-family: '${DISPLAY_FACE}', Georgia, serif !important;
}
`;
}

/**
 * The preview frame's stylesheet (editor/preview/): the shop's own, as its pages link it (`stylesheets`,
 * files of the export), and its two faces set to the whole fonts, as the shop's are cut to the characters
 * its content uses and she may type any (an unlayered rule wins over the shop's theme layer).
 */
export function previewStylesheet(stylesheets: string[], fontsUrl: string): string {
  return `${stylesheets.map((href) => `@import url('${href}');\n`).join('')}${fontFaces(fontsUrl)}:root {
  --font-body: '${BODY_FACE}', system-ui, sans-serif;
  --font-display: '${DISPLAY_FACE}', Georgia, serif;
}
`;
}
