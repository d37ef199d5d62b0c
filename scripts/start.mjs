/**
 * `npm start`: the exported site (out/) on http://localhost:3000 and, beside it, the local backend on
 * http://127.0.0.1:54321 (scripts/local-backend), so the notify form works with no account.
 * Ctrl+C stops both; if either stops on its own, the other is stopped too and the exit code is passed on.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_URL = 'http://localhost:3000';
const BACKEND_HEALTH_URL = 'http://127.0.0.1:54321/health';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 200;

const require = createRequire(import.meta.url);

if (!existsSync(path.join(ROOT, 'out', 'index.html'))) {
  console.error('out/ has no exported site yet: run `npm run build` first.');
  process.exit(1);
}

/** Each child is Node itself running a script: no shell in between, so signals reach it directly. */
const children = [
  {
    name: 'backend',
    args: [require.resolve('tsx/cli'), path.join(ROOT, 'scripts/local-backend/main.ts')],
  },
  {
    // Serves out/ as a static CDN does, with the _headers rules (CSP, caching) applied.
    name: 'site',
    args: [path.join(ROOT, 'scripts/static-server.mjs'), '--dir', 'out', '--port', '3000'],
  },
].map(({ name, args }) => ({
  name,
  process: spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' }),
}));

let exiting = false;

function stopAll(signal) {
  for (const child of children) {
    if (child.process.exitCode === null && child.process.signalCode === null)
      child.process.kill(signal);
  }
}

for (const child of children) {
  child.process.on('exit', (code, signal) => {
    if (!exiting) {
      exiting = true;
      console.error(
        `[start] ${child.name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`,
      );
      process.exitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    if (children.every(({ process: p }) => p.exitCode !== null || p.signalCode !== null))
      process.exit();
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    exiting = true;
    process.exitCode = 0;
    stopAll(signal);
  });
}

async function waitFor(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !exiting) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  return false;
}

const ready = await Promise.all([waitFor(SITE_URL), waitFor(BACKEND_HEALTH_URL)]);
if (ready.every(Boolean)) {
  console.log(
    `\n  Milk & Mischief is running at ${SITE_URL}  (local backend: ${BACKEND_HEALTH_URL})\n  Ctrl+C stops both.\n`,
  );
} else if (!exiting) {
  console.error(`[start] not ready after ${READY_TIMEOUT_MS / 1000} s; stopping.`);
  process.exitCode = 1;
  exiting = true;
  stopAll('SIGTERM');
}
