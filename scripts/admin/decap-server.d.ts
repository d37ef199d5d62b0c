/** The part of decap-server 3 (which ships no types) that the editor's local helper uses. */
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';

  /**
   * Adds decap-server's own middlewares (logging, CORS, JSON) and its `fs` mode's API at POST /api/v1 to
   * `app`, working in GIT_REPO_DIRECTORY (or the working directory) and answering CORS for ORIGIN.
   */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
