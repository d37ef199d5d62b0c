/**
 * Serves a built site for the browser measures with the project's static server (scripts/static-server.mjs,
 * the one `npm start` and the e2e tests use: gzip, pretty URLs, 404.html with status 404), in a process of its
 * own so that serving never competes with the bench's own event loop, on a port of the bench's own so a
 * running test server on :3000 is left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const BENCH_PORT = 3300;
/** `localhost`, as in the pages' canonical URLs (NEXT_PUBLIC_SITE_URL defaults to http://localhost:3000). */
const BENCH_HOST = 'localhost';
const READY_TIMEOUT_MS = 15_000;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The static server exited with code ${child.exitCode}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer at ${origin} within ${READY_TIMEOUT_MS} ms`);
}

/** Serves `dir` on `port`; resolves once it answers. */
export async function startStaticServer(
  projectRoot: string,
  port: number,
  dir: string,
): Promise<RunningServer> {
  const origin = `http://${BENCH_HOST}:${port}`;
  if (
    await fetch(origin).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${port} is already in use: stop what listens there or pass --port`);
  const server = path.join(projectRoot, 'scripts/static-server.mjs');
  const child = spawn(process.execPath, [server, '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    await waitUntilAnswering(origin, child);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('close', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
