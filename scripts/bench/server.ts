/**
 * Serves out/ for the browser measures with the project's own `npm run serve:static` command (the static
 * server the e2e tests use: gzip, pretty URLs, 404.html with status 404), on a port of the bench's own so a
 * running test server on :3000 is left alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const BENCH_PORT = 3300;
/** `localhost`, as in the pages' canonical URLs (NEXT_PUBLIC_SITE_URL defaults to http://localhost:3000). */
export const BENCH_HOST = 'localhost';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The serve:static command line with its port (3000) replaced by `port` and, given `dir`, its folder
 * argument (`out`) replaced by `dir` (the framework floor's export is served the same way).
 */
export function serveCommand(projectRoot: string, port: number, dir?: string): string {
  const packageJson = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const script = packageJson.scripts?.['serve:static'];
  if (!script) throw new Error('package.json has no "serve:static" script');
  // A script without the literal port gets it from PORT (see startStaticServer).
  const withPort = script.replace(/\b3000\b/g, String(port));
  if (dir === undefined) return withPort;
  const words = withPort.split(' ');
  if (!words.includes('out'))
    throw new Error(`Cannot find the folder (out) to replace in: ${script}`);
  return words.map((word) => (word === 'out' ? JSON.stringify(dir) : word)).join(' ');
}

async function waitForServer(
  origin: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The static server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(origin);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer at ${origin} within ${timeoutMs} ms`);
}

/** Serves out/ (or `dir`) on `port` with the serve:static command; resolves once it answers. */
export async function startStaticServer(
  projectRoot: string,
  port = BENCH_PORT,
  dir?: string,
): Promise<RunningServer> {
  const origin = `http://${BENCH_HOST}:${port}`;
  try {
    await fetch(origin);
    throw new Error(`Port ${port} is already in use: stop what listens there or pass --port`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Port ')) throw error;
  }
  const child = spawn('sh', ['-c', `exec ${serveCommand(projectRoot, port, dir)}`], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PATH: `${path.join(projectRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    await waitForServer(origin, child, 15_000);
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
