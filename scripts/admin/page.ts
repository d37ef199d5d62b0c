/** The editor's page (out/admin/index.html): Decap CMS's bundle and nothing of the shop's. */
import { SHOP_NAME } from '../../data/constants';
import { ADMIN_FOLDER } from '../site-dir';

/** The editor's address on the site. */
export const ADMIN_PATH = `/${ADMIN_FOLDER}`;
/** Decap CMS's bundle, as its package names it. */
export const BUNDLE = 'decap-cms.js';
/** The editor's own scripts (editor-scripts.ts), which register with Decap once its bundle has run. */
export const EDITOR_SCRIPT = 'editor.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page: its policy also in a <meta> (for a host that drops the header), kept out of search engines,
 * Decap pointed at its configuration by the link it looks for, the bundle, which starts the editor, and the
 * editor's own scripts: a module, so it runs once the page is read, after the bundle and before Decap has
 * fetched its configuration and drawn a form.
 */
export function adminPage(policy: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor | ${escapeHtml(SHOP_NAME)}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="${ADMIN_PATH}/config.yml">
<link rel="stylesheet" href="${ADMIN_PATH}/editor.css">
</head>
<body>
<script src="${ADMIN_PATH}/${BUNDLE}"></script>
<script type="module" src="${ADMIN_PATH}/${EDITOR_SCRIPT}"></script>
</body>
</html>
`;
}
