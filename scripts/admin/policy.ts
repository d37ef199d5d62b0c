/**
 * The editor's own Content-Security-Policy, for /admin only (scripts/headers/generate.ts gives the shop's
 * pages theirs, unchanged): what Decap CMS needs and nothing more. Measured in Chromium with the editor
 * saving through its local backend (tests/e2e/admin.spec.ts fails on any violation):
 *
 * - script-src 'unsafe-eval': Decap compiles its configuration's JSON Schema with ajv, which builds its
 *   checks with `new Function` (decaporg/decap-cms#2343). Its code is only the bundle served from here.
 * - style-src 'unsafe-inline': its components are styled by emotion, which writes <style> elements.
 * - img-src blob: and data: for the photo previews and its icons; GitHub's avatars once signed in.
 * - connect-src: the local backend (`npm run edit`), GitHub's API, the sign-in service, and blob: (it
 *   reads its own copies of unsaved photos back to keep a draft in the browser's storage).
 */
import type { EditorSettings } from '../build-config';
import { editorBackendUrl } from './editor-server.mjs';

/** Decap's default sign-in service when EDITOR_AUTH_URL is unset (Netlify's). */
const NETLIFY_AUTH_URL = 'https://api.netlify.com';
const GITHUB_API = 'https://api.github.com';
const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

export function adminPolicy(
  settings: EditorSettings,
  { forMetaElement = false }: { forMetaElement?: boolean } = {},
): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', GITHUB_AVATARS]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        'blob:',
        new URL(editorBackendUrl(settings.localBackendPort)).origin,
        GITHUB_API,
        new URL(settings.authUrl ?? NETLIFY_AUTH_URL).origin,
      ],
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMetaElement) directives.push(['frame-ancestors', ["'none'"]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
