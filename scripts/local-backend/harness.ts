/**
 * Runs `npm run backend` (scripts/local-backend/main.ts) as its own process and writes to it, for the
 * tests and for scripts/local-backend/stress.ts: start, wait until healthy, insert from many clients
 * at once (remembering which inserts were acknowledged), read everything back, kill -9.
 */
import path from 'node:path';
import { STOCK_NOTIFICATIONS_TABLE } from '../../lib/notify';
import { LOCAL_PUBLISHABLE_KEY } from '../../lib/public-config';
import { LOCAL_SECRET_KEY } from '../backend-config';
import { spawnWithOutput, type Spawned } from '../spawn-with-output';
import { BACKEND_NODE_FLAGS } from './node-flags.mjs';

const REPO_ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(REPO_ROOT, 'scripts/local-backend/main.ts');

export interface BackendProcess extends Spawned {
  port: number;
  url: string;
}

/**
 * One node process (no tsx wrapper in between), so kill -9 hits the backend itself. With `mounts`, it runs
 * in a mount namespace of its own (unshare; root only) after those shell commands, which mount what it is
 * to find (a full disk, a read-only folder); the process keeps its pid through both.
 */
export function spawnBackend(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  mounts?: string;
}): BackendProcess {
  const node = [process.execPath, ...BACKEND_NODE_FLAGS, '--import', 'tsx', MAIN];
  const [command, ...args] =
    options.mounts === undefined ? node : inMountNamespace(options.mounts, node);
  const spawned = spawnWithOutput(command as string, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      LOCAL_BACKEND_DATA_DIR: options.dataDir,
      LOCAL_BACKEND_PORT: String(options.port),
      ...options.env,
    },
  });
  return { ...spawned, port: options.port, url: `http://127.0.0.1:${options.port}` };
}

/**
 * A command line that runs `shell` (mounts, with sh -e) in a mount namespace of its own, then `command` in
 * its place (same pid); mounts made there are seen by nothing else and go with it.
 */
export function inMountNamespace(shell: string, command: string[] = []): string[] {
  const then = command.length ? `\nexec "$@"` : '';
  return [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-ec',
    `${shell}${then}`,
    'sh',
    ...command,
  ];
}

/** Waits for /health to answer 200; throws with the backend's output if it exits or times out. */
export async function waitHealthy(backend: BackendProcess, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  void backend.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the backend exited before it was ready:\n${backend.output()}`);
    try {
      const response = await fetch(`${backend.url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the backend was not ready after ${timeoutMs} ms:\n${backend.output()}`);
}

export interface WriteLoad {
  /** Emails whose insert was answered 201. */
  acknowledged: string[];
  /** Answers other than 201 (status 0: no answer, the process was killed). */
  failures: Map<number, number>;
  stop(): Promise<void>;
}

/**
 * `clients` loops, each inserting one unique row after another (as the site does: one row per request,
 * the publishable key) until stop() is called.
 */
export function startWriting(url: string, clients: number, label: string): WriteLoad {
  const acknowledged: string[] = [];
  const failures = new Map<number, number>();
  let stopping = false;
  let sequence = 0;
  const loop = async (client: number) => {
    while (!stopping) {
      const email = `${label}-${client}-${(sequence += 1)}@example.com`;
      let status = 0;
      try {
        const response = await fetch(`${url}/rest/v1/${STOCK_NOTIFICATIONS_TABLE}`, {
          method: 'POST',
          headers: {
            apikey: LOCAL_PUBLISHABLE_KEY,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
          },
          body: JSON.stringify({ email, product_name: 'Stress Test Sweatshirt' }),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      if (status === 201) acknowledged.push(email);
      else {
        failures.set(status, (failures.get(status) ?? 0) + 1);
        if (status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, client) => loop(client));
  return {
    acknowledged,
    failures,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** Every stored email, read with the secret key. */
export async function storedEmails(url: string): Promise<string[]> {
  const response = await fetch(`${url}/rest/v1/${STOCK_NOTIFICATIONS_TABLE}?select=email`, {
    headers: { apikey: LOCAL_SECRET_KEY },
  });
  if (!response.ok) throw new Error(`reading the list answered ${response.status}`);
  return ((await response.json()) as { email: string }[]).map((row) => row.email);
}

/** Acknowledged emails missing from the stored list, and stored emails present more than once. */
export function compare(acknowledged: string[], stored: string[]) {
  const counts = new Map<string, number>();
  for (const email of stored) counts.set(email, (counts.get(email) ?? 0) + 1);
  return {
    lost: acknowledged.filter((email) => !counts.has(email)),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([email]) => email),
  };
}
