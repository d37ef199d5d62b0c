// @ts-check
/**
 * How the editor's local helper is started and reached: the helper itself is editor-backend.ts
 * (decap-server behind a guard), run by `npm run edit` beside the site (scripts/start.mjs) and by
 * tests/e2e/admin.spec.ts on a scratch copy. Plain JavaScript, so start.mjs can use it without
 * TypeScript; scripts/build-config.ts reads the same port, and the editor's config and policy the URL.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** decap-server's own default port, which the editor's config names unless EDITOR_BACKEND_PORT says otherwise. */
export const DEFAULT_EDITOR_BACKEND_PORT = 8081;
const EDITOR_BACKEND_HOST = '127.0.0.1';

/**
 * The arguments `node` starts the helper with, and the variables to add to its environment.
 * @param {{ root: string, port: number, origin: string, repository: string, content?: string, photos?: string }} options
 *   the project whose helper runs; the port to listen on; the site's origin, the one page it answers;
 *   the folder it reads and writes in (the checkout, or a scratch copy); and, relative to that folder,
 *   the content and photo folders when they are not the build's own (CONTENT_DIR, PHOTOS_DIR)
 * @returns {{ args: string[], env: Record<string, string> }}
 */
export function editorServerCommand({ root, port, origin, repository, content, photos }) {
  // tsx's loader by its location, so the helper starts whatever the working directory.
  const tsx = createRequire(path.join(root, 'package.json')).resolve('tsx');
  return {
    args: [
      '--import',
      pathToFileURL(tsx).href,
      path.join(root, 'scripts/admin/editor-backend.ts'),
      ...['--port', String(port), '--origin', origin, '--repository', repository],
      ...(content === undefined ? [] : ['--content', content]),
      ...(photos === undefined ? [] : ['--photos', photos]),
    ],
    // decap-server's own variables, which it reads when the helper starts it: the same folder and page.
    env: { GIT_REPO_DIRECTORY: repository, ORIGIN: origin, LOG_LEVEL: 'info' },
  };
}

/** The URL the editor's config names for its local backend. @param {number} port */
export function editorBackendUrl(port) {
  return `http://${EDITOR_BACKEND_HOST}:${port}/api/v1`;
}
