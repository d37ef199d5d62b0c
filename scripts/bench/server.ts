/**
 * Serves a built site for the browser measures with the project's static server (scripts/static-server.mjs,
 * the one `npm start` and the e2e tests use: gzip, pretty URLs, 404.html with status 404), in a process of its
 * own so that serving never competes with the bench's own event loop, on a port of the bench's own so a
 * running `npm start` is left alone. With `tls`, over HTTP/2 and TLS as a CDN serves it, with a
 * throwaway self-signed certificate for localhost (the browser is told to accept it).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeLocalhostCertificate } from '../tls/localhost-certificate';

/**
 * Our build's port; the floor app is served on the next one, the plain build on the one after, then our build
 * and the floor app over TLS for Lighthouse.
 */
export const BENCH_PORT = 3300;
const READY_TIMEOUT_MS = 15_000;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Whether anything answers at `origin`, trusting any certificate (ours is self-signed). */
const answers = (origin: string) =>
  new Promise<boolean>((resolve) =>
    (origin.startsWith('https:') ? https : http)
      .get(origin, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(true);
      })
      .on('error', () => resolve(false)),
  );

/** One certificate per bench run, shared by its servers (each writing its own would overwrite the files). */
let localhostCertificate: Promise<string[]> | undefined;

/** Serves `dir` on `port` (over HTTP/2 and TLS with `tls`); resolves once it answers. */
async function startStaticServer(
  projectRoot: string,
  port: number,
  dir: string,
  { tls = false }: { tls?: boolean } = {},
): Promise<RunningServer> {
  // localhost, as in the pages' canonical URLs (NEXT_PUBLIC_SITE_URL defaults to FALLBACK_SITE_URL, on localhost).
  const origin = `${tls ? 'https' : 'http'}://localhost:${port}`;
  if (await answers(origin))
    throw new Error(`Port ${port} is already in use: stop what listens there`);
  const server = path.join(projectRoot, 'scripts/static-server.mjs');
  const tlsArgs = tls
    ? await (localhostCertificate ??= writeLocalhostCertificate(
        path.join(projectRoot, '.bench/tls'),
      ))
    : [];
  const child = spawn(
    process.execPath,
    [server, '--dir', dir, '--port', String(port), ...tlsArgs],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
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

/**
 * The servers of one run: `start` serves a folder as startStaticServer does and keeps the server, `stopAll`
 * stops every one kept, then runs `afterStop`; Ctrl-C stops them too, so no server outlives the bench.
 */
export function serverGroup(projectRoot: string, afterStop?: () => Promise<void>) {
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await afterStop?.();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  const start = async (port: number, dir: string, options?: { tls?: boolean }) => {
    const server = await startStaticServer(projectRoot, port, dir, options);
    servers.push(server);
    return server;
  };
  return { start, stopAll };
}
