/**
 * Serves a built site for the browser measures with the project's static server (scripts/static-server.mjs,
 * the one `npm start` and the e2e tests use: gzip, pretty URLs, 404.html with status 404), in a process of its
 * own so that serving never competes with the bench's own event loop, on a port of the bench's own so a
 * running test server on :3000 is left alone.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Our build's port; the floor app is served on the next one, the plain build on the one after. */
export const BENCH_PORT = 3300;
const READY_TIMEOUT_MS = 15_000;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

const answers = (origin: string) =>
  fetch(origin).then(
    () => true,
    () => false,
  );

/** Serves `dir` on `port`; resolves once it answers. */
export async function startStaticServer(
  projectRoot: string,
  port: number,
  dir: string,
): Promise<RunningServer> {
  // localhost, as in the pages' canonical URLs (NEXT_PUBLIC_SITE_URL defaults to http://localhost:3000).
  const origin = `http://localhost:${port}`;
  if (await answers(origin))
    throw new Error(`Port ${port} is already in use: stop what listens there`);
  const server = path.join(projectRoot, 'scripts/static-server.mjs');
  const child = spawn(process.execPath, [server, '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(origin))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`The static server for ${dir} did not answer at ${origin}`);
    }
    await sleep(200);
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}
