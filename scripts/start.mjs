/**
 * `npm start`: the exported site (out/) on localhost and, beside it, the local backend on 127.0.0.1
 * (scripts/local-backend), each on its port of lib/local-addresses.mjs, so the notify form works with no account. The two run
 * under `concurrently`, their output prefixed [backend] and [site]:
 *
 * - Ctrl+C (or SIGTERM) stops both, and npm start exits 0.
 * - If either fails to start or stops on its own, the other is stopped and npm start exits 1; what the
 *   failed one printed (the backend says why it cannot start: the data directory, PostgreSQL's message,
 *   what to do) is on the terminal just above.
 *
 * LOCAL_BACKEND_DATA_DIR, LOCAL_BACKEND_PORT and LOCAL_BACKEND_ALLOWED_ORIGINS reach the backend as they
 * are, and scripts/backend-config.ts checks them there. This file is plain Node and cannot import that
 * module, so it reads LOCAL_BACKEND_PORT itself, only to know where to wait for the backend.
 * `npm start -- --dir <folder> --port <port>` serves another export or port (the tests use both).
 *
 * `npm run edit` (`--edit`) starts a third, the editor's local helper (decap-server behind a guard, see
 * scripts/admin/editor-backend.ts), on 127.0.0.1 at EDITOR_BACKEND_PORT (its default, 8081, unless the
 * build was given another): the editor at <site>/admin then saves into this checkout's content and photo
 * folders, and nowhere else.
 */
import concurrently from 'concurrently';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  LOCAL_BACKEND_HOST,
  LOCAL_BACKEND_PORT,
  SITE_PORT as DEFAULT_SITE_PORT,
} from '../lib/local-addresses.mjs';
import {
  DEFAULT_EDITOR_BACKEND_PORT,
  editorBackendUrl,
  editorServerCommand,
} from './admin/editor-server.mjs';
import { BACKEND_NODE_FLAGS } from './local-backend/node-flags.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: String(DEFAULT_SITE_PORT) },
    edit: { type: 'boolean', default: false },
  },
});
const SITE_DIR = path.resolve(ROOT, args.dir);
const SITE_PORT = Number(args.port);
const SITE_URL = `http://localhost:${SITE_PORT}`;
const BACKEND_PORT = Number(process.env.LOCAL_BACKEND_PORT || LOCAL_BACKEND_PORT);
const BACKEND_HEALTH_URL = `http://${LOCAL_BACKEND_HOST}:${BACKEND_PORT}/health`;
// Read here as the build reads it (scripts/build-config.ts checks it there): the page names this port.
const EDITOR_PORT = Number(process.env.EDITOR_BACKEND_PORT || DEFAULT_EDITOR_BACKEND_PORT);
const EDITOR_URL = editorBackendUrl(EDITOR_PORT);
const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 200;

if (!existsSync(path.join(SITE_DIR, 'index.html'))) {
  console.error(
    `${path.relative(ROOT, SITE_DIR) || '.'}/ has no exported site yet: run \`npm run build\` first.`,
  );
  process.exit(1);
}

// `exec`: the shell concurrently starts each command in becomes the program, so signals and exit codes are its own.
const node = JSON.stringify(process.execPath);
const editor = editorServerCommand({
  root: ROOT,
  port: EDITOR_PORT,
  origin: SITE_URL,
  repository: ROOT,
});
const { result, commands } = concurrently(
  [
    {
      name: 'backend',
      command: `exec ${node} ${BACKEND_NODE_FLAGS.join(' ')} --import tsx scripts/local-backend/main.ts`,
    },
    {
      // Serves out/ as a static CDN does, with the _headers rules (CSP, caching) applied.
      name: 'site',
      command: `exec ${node} scripts/static-server.mjs --dir ${JSON.stringify(SITE_DIR)} --port ${SITE_PORT}`,
    },
    ...(args.edit
      ? [
          {
            name: 'editor',
            command: `exec ${node} ${editor.args.map((arg) => JSON.stringify(arg)).join(' ')}`,
            env: editor.env,
          },
        ]
      : []),
  ],
  {
    cwd: ROOT,
    prefix: 'name',
    killOthersOn: ['failure', 'success'],
    successCondition: 'all',
  },
);

/** Set when the user (Ctrl+C) or a supervisor (SIGTERM) asked to stop: only then is stopping a success. */
let stopRequested = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopRequested = true;
  });
}

let finished = false;
result.then(
  () => finish(stopRequested ? 0 : 1),
  () => finish(stopRequested ? 0 : 1),
);

function finish(code) {
  finished = true;
  if (code !== 0) console.error('[start] stopped: see the messages above for the cause.');
  process.exit(code);
}

/** The editor's backend answers its API's `info` action (what Decap itself asks first). */
async function editorAnswers() {
  try {
    const response = await fetch(EDITOR_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_URL },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + READY_TIMEOUT_MS;
while (!finished && Date.now() < deadline) {
  if (
    (await answers(SITE_URL)) &&
    (await answers(BACKEND_HEALTH_URL)) &&
    (!args.edit || (await editorAnswers()))
  ) {
    console.log(
      args.edit
        ? `\n  Milk & Mischief is running at ${SITE_URL}  (local backend: ${BACKEND_HEALTH_URL})\n  The editor is at ${SITE_URL}/admin and saves into this folder; \`npm run build\` shows what you saved.\n  Ctrl+C stops all three.\n`
        : `\n  Milk & Mischief is running at ${SITE_URL}  (local backend: ${BACKEND_HEALTH_URL})\n  Ctrl+C stops both.\n`,
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
}
if (!finished && Date.now() >= deadline) {
  console.error(`[start] not ready after ${READY_TIMEOUT_MS / 1000} s; stopping everything.`);
  for (const command of commands) command.kill();
}
