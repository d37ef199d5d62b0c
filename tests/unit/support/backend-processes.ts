import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from '@jest/globals';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { freePort } from '@/scripts/e2e/free-port.mjs';
import { spawnBackend, waitHealthy, type BackendProcess } from '@/scripts/local-backend/harness';
import { exitWithin, stopProcess } from '@/scripts/spawn-with-output';

/**
 * What the tests of `npm run backend` as a process share (local-backend-process.test.ts, its refusals and
 * locks; local-backend-crash.test.ts, its kills, damaged files and container layouts): a scratch folder, a
 * database with three sign-ups to copy for each fault, and backends started as processes, each stopped
 * after its test. Each file makes its own template.
 */

export const TEMPLATE_EMAILS = ['one@example.com', 'two@example.com', 'three@example.com'];

export interface BackendScratch {
  /** The test file's scratch folder, removed after its last test. */
  work: string;
  /** A database with TEMPLATE_EMAILS, written and closed cleanly by a backend: copied for each fault. */
  template: string;
}

const running: BackendProcess[] = [];

/** Makes the scratch folder and the template before the file's tests; stops every backend after each. */
export function withBackendScratch(name: string): BackendScratch {
  const scratch: BackendScratch = { work: '', template: '' };
  beforeAll(async () => {
    scratch.work = await mkdtemp(path.join(tmpdir(), `${name}-`));
    scratch.template = path.join(scratch.work, 'template');
    const backend = start(scratch.template, freePort());
    await waitHealthy(backend);
    for (const email of TEMPLATE_EMAILS) expect(await insert(backend.url, email)).toBe(201);
    await stopProcess(backend);
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map(stopProcess));
  });
  afterAll(async () => {
    await rm(scratch.work, { recursive: true, force: true });
  });
  return scratch;
}

/** `npm run backend` on dataDir and port, stopped after the test. */
export function start(
  dataDir: string,
  port: number,
  env?: Record<string, string>,
  mounts?: string,
): BackendProcess {
  const backend = spawnBackend({ dataDir, port, env, mounts });
  running.push(backend);
  return backend;
}

/** The exit of a backend expected to refuse to start. */
export const refusal = (backend: BackendProcess, timeoutMs = 20_000) =>
  exitWithin(backend, timeoutMs);

/** One sign-up through the backend's REST API: its status. */
export async function insert(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/stock_notifications`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, product_name: 'Milk Bar Sweatshirt' }),
  });
  return response.status;
}

/** Every path under dir, sorted. */
export async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}
