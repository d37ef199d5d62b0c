/**
 * The guard in front of the editor's local helper (decap-server, editor-backend.ts), which reads and
 * writes the owner's checkout for the editor at /admin. Its API is plain HTTP on her computer, so any
 * page she visits could try it: a page of another site calling it from her browser, or one whose name
 * is made to point at 127.0.0.1 (DNS rebinding) so the browser takes it for the same site. Three rules,
 * before decap-server sees a request, each refusal a 403 whose JSON `error` the editor shows:
 *
 * - the Host is 127.0.0.1 or localhost at the helper's port (a rebinding page's requests carry its name);
 * - the Origin is the shop's, the one page that uses it (a browser sends it with every call a page makes
 *   to another origin, and an Origin no page of the shop has is someone else's);
 * - every path the request names is inside the content folder or the photo folder (editor-paths.ts), so
 *   that even the shop's own page cannot write `.git/hooks` or package.json, code her next commit or
 *   build would run.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { actionOf, namedPaths } from './editor-actions';
import { type EditorFolders, pathProblem } from './editor-paths';

const REFUSED = 403;

/** Answers `message` as decap-server answers an error, `{ error }`, with no CORS header: no page reads it. */
function refuse(response: Response, message: string): void {
  console.warn(`editor helper: refused: ${message}`);
  response.status(REFUSED).set('Cache-Control', 'no-store').json({ error: message });
}

/** Refuses a request addressed to another name than the helper's, or sent by another page than the shop's. */
export function addressGuard({ port, origin }: { port: number; origin: string }): RequestHandler {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return (request: Request, response: Response, next: NextFunction) => {
    const host = request.headers.host ?? '';
    if (!hosts.has(host.toLowerCase())) {
      refuse(
        response,
        `The editor's helper answers only at 127.0.0.1:${port} or localhost:${port}, not at "${host}": a page that reaches it under another name is refused.`,
      );
      return;
    }
    const from = request.headers.origin;
    if (from !== origin) {
      refuse(
        response,
        `The editor's helper answers only the shop's editor, at ${origin}/admin, not ${from === undefined ? 'a request that names no page (no Origin)' : `a page of "${from}"`}.`,
      );
      return;
    }
    next();
  };
}

/** Refuses a request for an action the helper does not do, or naming a path outside its folders. */
export function pathGuard(folders: EditorFolders): RequestHandler {
  const where = `${folders.content}/ and ${folders.photos}/`;
  return (request: Request, response: Response, next: NextFunction) => {
    const paths = namedPaths(request.body);
    if (!paths) {
      refuse(response, `The editor's helper does not do "${actionOf(request.body)}".`);
      return;
    }
    for (const named of paths) {
      const problem = pathProblem(named, folders);
      if (problem) {
        refuse(
          response,
          `The editor's helper reads and writes only inside ${where}: ${JSON.stringify(named.path)} is ${problem}.`,
        );
        return;
      }
    }
    next();
  };
}
