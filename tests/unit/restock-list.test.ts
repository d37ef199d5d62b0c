/** @jest-environment node */
/**
 * `npm run restock-list` against the local backend, directly and behind a proxy that answers as a project
 * with "Max rows" set: 2,600 sign-ups tied on product and time (an imported list), each read exactly once,
 * or an exit that says why not.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import { startLocalBackend, type LocalBackend } from '@/scripts/local-backend/server';
import { IncompleteList, readSignUps } from '@/scripts/restock-list/read-sign-ups';
import { restockCsv } from '@/scripts/restock-list/restock-csv';
import { createNodeSupabaseClient } from '@/scripts/restock-list/supabase-node-client';
import { type CappingProxy, startCappingProxy } from './support/capping-proxy';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const SIGN_UPS = 2600;
const PRODUCT = 'Milk Bar Sweatshirt';
const emailOf = (n: number) => `mama-${n}@example.com`;

let backend: LocalBackend;
const proxies: CappingProxy[] = [];

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
  // One statement, as an import would: every row the same product and the same instant.
  await backend.db.query(
    `insert into public.stock_notifications (email, product_name, created_at)
     select 'mama-' || n || '@example.com', $1, '2026-03-01T09:00:00Z' from generate_series(1, $2) n`,
    [PRODUCT, SIGN_UPS],
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await backend?.close();
});

async function proxy(maxRows: number, alter?: Parameters<typeof startCappingProxy>[2]) {
  const started = await startCappingProxy(backend.url, maxRows, alter);
  proxies.push(started);
  return started.url;
}

const read = (url: string) => readSignUps(createNodeSupabaseClient(url, LOCAL_SECRET_KEY), url);

/** Each of the 2,600 emails exactly once. */
function expectEachOnce(emails: string[]): void {
  const seen = new Map<string, number>();
  for (const email of emails) seen.set(email, (seen.get(email) ?? 0) + 1);
  const twice = [...seen].filter(([, count]) => count > 1).map(([email]) => email);
  const missing = Array.from({ length: SIGN_UPS }, (_, i) => emailOf(i + 1)).filter(
    (email) => !seen.has(email),
  );
  expect({ read: emails.length, twice, missing }).toEqual({
    read: SIGN_UPS,
    twice: [],
    missing: [],
  });
}

/** Runs `npm run restock-list` against `url`, as the owner does. */
async function restockList(url: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/restock-list/main.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NEXT_PUBLIC_SUPABASE_URL: url,
          SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('restock-list', () => {
  it('reads 2,600 sign-ups tied on product and time, each exactly once', async () => {
    const { records, counted, cap } = await read(backend.url);
    expect({ counted, cap }).toEqual({ counted: SIGN_UPS, cap: undefined });
    expectEachOnce(records.map((record) => record.email));
    const lines = restockCsv(records).trim().split('\n').slice(1);
    expectEachOnce(lines.map((line) => JSON.parse(line.split(',')[1]!) as string));
  });

  it('reads all 2,600 behind an API that answers at most 500 rows a request, and says it is capped', async () => {
    const url = await proxy(500);
    const { records, cap } = await read(url);
    expect(cap).toBe(500);
    expectEachOnce(records.map((record) => record.email));

    const { code, stdout, stderr } = await restockList(url);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(SIGN_UPS + 1);
    expect(stderr).toContain(`${SIGN_UPS} sign-ups for 1 product`);
    expect(stderr).toContain('answers at most 500 rows a request (Max rows)');
  });

  it('stops, non-zero and saying why, when the API does not report how many rows there are', async () => {
    const url = await proxy(500, {
      answer: (answer) => void (answer.contentRange = answer.contentRange.replace(/\/.*/, '/*')),
    });
    await expect(read(url)).rejects.toThrow(IncompleteList);
    const { code, stdout, stderr } = await restockList(url);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toContain('did not say how many sign-ups there are');
  });

  it('stops when the API answers fewer rows than it counted', async () => {
    let pages = 0;
    const url = await proxy(500, {
      answer: (answer) => {
        // A row from the middle of a page: one at its end would be read again with the next page.
        if (++pages === 2) answer.rows.splice(100, 1);
      },
    });
    const { code, stdout, stderr } = await restockList(url);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toContain(`Read ${SIGN_UPS - 1} of the ${SIGN_UPS} sign-ups`);
    expect(stderr).toContain('Max rows');
  });

  it('stops when the API ignores the page it is asked for and repeats rows', async () => {
    const url = await proxy(500, { request: (asked) => asked.searchParams.delete('id') });
    await expect(read(url)).rejects.toThrow(/out of the order asked for/);
  });
});
