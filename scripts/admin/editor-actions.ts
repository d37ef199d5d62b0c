/**
 * The paths a request to the editor's local helper names, read from its body the way decap-server reads
 * them (node_modules/decap-server/src/middlewares/localFs/index.ts, in its `fs` mode): each file it would
 * read, write, move or delete, and each folder it would list with how deep. The guard (editor-guard.ts)
 * checks every one before decap-server sees the request; an action not listed here is refused, so a
 * later decap-server cannot add one that names paths unchecked.
 */

export interface NamedPath {
  path: string;
  /** Set for a folder decap-server lists: how many levels of it it reads (1: its files only). */
  depth?: number;
}

/** What decap-server does with each action's parameters: the paths they name. */
const ACTIONS: Record<string, (params: Params) => NamedPath[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [folder(params.folder, params.depth)],
  entriesByFiles: (params) => list(params.files).flatMap((file) => files(record(file).path)),
  getEntry: (params) => files(params.path),
  persistEntry: (params) =>
    [...list(params.dataFiles), params.entry, ...list(params.assets)].flatMap((item) => {
      const { path, newPath } = record(item);
      return [...files(path), ...files(newPath)];
    }),
  getMedia: (params) => [folder(params.mediaFolder, 1)],
  getMediaFile: (params) => files(params.path),
  persistMedia: (params) => files(record(params.asset).path),
  deleteFile: (params) => files(params.path),
  deleteFiles: (params) => list(params.paths).flatMap(files),
};

type Params = Record<string, unknown>;

const record = (value: unknown): Params =>
  value && typeof value === 'object' ? (value as Params) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/**
 * A path where one is named. A value of another type is left to decap-server's own check of the
 * request's shape (Joi), which refuses it before it acts.
 */
const files = (value: unknown): NamedPath[] => (typeof value === 'string' ? [{ path: value }] : []);
function folder(value: unknown, depth: unknown): NamedPath {
  return { path: typeof value === 'string' ? value : '', depth: Number(depth) || 1 };
}

/** The paths a request's body names, or undefined when its action is not one the helper does. */
export function namedPaths(body: unknown): NamedPath[] | undefined {
  const { action, params } = record(body);
  const paths =
    typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
  return paths?.(record(params));
}

/** The action a request's body names, for messages. */
export function actionOf(body: unknown): string {
  const { action } = record(body);
  return typeof action === 'string' ? action : String(action);
}
