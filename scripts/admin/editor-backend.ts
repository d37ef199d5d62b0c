/**
 * The editor's local helper, which `npm run edit` starts beside the shop (scripts/start.mjs, through
 * editor-server.mjs): decap-server's API (its `fs` mode, from npm), which reads and writes the owner's
 * checkout for the editor at /admin, behind a guard (editor-guard.ts) that answers only the shop's page,
 * at this helper's own address, about files of the content and photo folders. It listens on 127.0.0.1
 * only and commits nothing: what she saves is hers to commit (docs/owner.md).
 *
 *   node --import tsx scripts/admin/editor-backend.ts --port 8081 --origin http://localhost:3000
 *     [--repository <folder>] [--content data/content] [--photos data/photos]
 *
 * The repository is the project unless named (the e2e spec gives a scratch copy); the folders are the
 * build's (CONTENT_DIR, PHOTOS_DIR, read by their settings modules) unless named. decap-server reads the
 * repository and the origin from its own variables, GIT_REPO_DIRECTORY and ORIGIN, which
 * editorServerCommand (editor-server.mjs) sets to the same values.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registerLocalFs } from 'decap-server/dist/middlewares';
import express from 'express';
import { contentDirName } from '../../data/content-folder';
import { photosDirName } from '../build-config';
import { ORIGINALS_FOLDER } from '../images/photo-folder';
import { PROJECT_ROOT } from '../site-dir';
import { addressGuard, pathGuard } from './editor-guard';

/** As much JSON as decap-server itself takes: a photo travels in it, base64-encoded. */
const BODY_LIMIT = '50mb';
const HOST = '127.0.0.1';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    origin: { type: 'string' },
    repository: { type: 'string' },
    content: { type: 'string' },
    photos: { type: 'string' },
  },
});
const port = Number(args.port);
if (!args.port || !Number.isInteger(port) || port < 1 || port > 65535 || !args.origin) {
  console.error('editor helper: give it --port <1-65535> and --origin <the shop’s origin>');
  process.exit(1);
}
const origin = new URL(args.origin).origin;
// Named on the command line, or the build's own (the settings modules read CONTENT_DIR and PHOTOS_DIR).
const photos = photosDirName(args.photos === undefined ? undefined : { PHOTOS_DIR: args.photos });
const folders = {
  repository: path.resolve(args.repository ?? PROJECT_ROOT),
  content: contentDirName(args.content === undefined ? undefined : { CONTENT_DIR: args.content }),
  photos,
  originals: `${photos}/${ORIGINALS_FOLDER}`,
};

async function main(): Promise<void> {
  const app = express();
  app.disable('x-powered-by');
  // Before anything reads the request: a page that is not the shop's gets nothing but its refusal.
  app.use(addressGuard({ port, origin }));
  // decap-server's own parser then leaves the body read here as it is.
  app.use(express.json({ limit: BODY_LIMIT }));
  app.post('/api/v1', pathGuard(folders));
  await registerLocalFs(app, { logLevel: 'info' });
  app.listen(port, HOST, () => {
    console.log(
      `editor helper: listening on http://${HOST}:${port} for ${origin}, reading and writing ${folders.content}/ and ${folders.photos}/ of ${folders.repository}`,
    );
  });
}

main().catch((error: unknown) => {
  console.error('editor helper: cannot start:', error);
  process.exit(1);
});
