// @ts-check
/**
 * The editor's local backend: decap-server (Decap CMS's proxy server, from npm), which reads and writes
 * the checkout's files for the editor at /admin when it runs on this machine. `npm run edit` starts it
 * beside the site (scripts/start.mjs), and tests/e2e/admin.spec.ts starts one on a scratch copy. Plain
 * JavaScript, so start.mjs can use it without TypeScript; scripts/build-config.ts reads the same port.
 *
 * It listens on 127.0.0.1 only and answers CORS for one origin, the site's: its API writes any file of
 * the folder it is given, so nothing else on the network or in the browser may reach it. It writes the
 * files and commits nothing (its `fs` mode): what the owner saves is hers to commit (docs/owner.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** decap-server's own default port, which the editor's config names unless EDITOR_BACKEND_PORT says otherwise. */
export const DEFAULT_EDITOR_BACKEND_PORT = 8081;
const EDITOR_BACKEND_HOST = '127.0.0.1';

/**
 * The script `node` runs to start decap-server, as installed in the project at `root`.
 * @param {string} root
 */
export function editorServerScript(root) {
  return createRequire(path.join(root, 'package.json')).resolve('decap-server');
}

/**
 * The environment decap-server reads (its documented variables).
 * @param {{ port: number, origin: string, repository: string }} options the port to listen on, the site's
 *   origin (the one allowed by CORS), and the folder it reads and writes (the checkout, or a scratch copy)
 */
export function editorServerEnv({ port, origin, repository }) {
  return {
    PORT: String(port),
    BIND_HOST: EDITOR_BACKEND_HOST,
    ORIGIN: origin,
    GIT_REPO_DIRECTORY: repository,
    MODE: 'fs',
    LOG_LEVEL: 'info',
  };
}

/** The URL the editor's config names for its local backend. @param {number} port */
export function editorBackendUrl(port) {
  return `http://${EDITOR_BACKEND_HOST}:${port}/api/v1`;
}
