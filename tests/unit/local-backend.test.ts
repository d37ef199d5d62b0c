/** @jest-environment node */
import fs from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import { LOCAL_LEGACY_ANON_KEY } from '@/scripts/local-backend/access';
import { notifyWhenBackInStock, type InsertStockNotification } from '@/lib/notify';
import { createNodeSupabaseClient } from '@/scripts/restock-list/supabase-node-client';
import { startLocalBackend, type LocalBackend } from '@/scripts/local-backend/server';

/**
 * The local backend through the real supabase-js client, on a random port with a throwaway data directory:
 * the answers the site and restock-list rely on, as PostgREST gives them.
 */

const SITE_ORIGIN = 'http://localhost:3000';
const TABLE = 'stock_notifications';

let dataDir: string;
let backend: LocalBackend;
let anon: SupabaseClient;
let owner: SupabaseClient;

async function start(): Promise<void> {
  backend = await startLocalBackend({ dataDir, port: 0 });
  anon = createNodeSupabaseClient(backend.url, LOCAL_PUBLISHABLE_KEY);
  owner = createNodeSupabaseClient(backend.url, LOCAL_SECRET_KEY);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-test-'));
  await start();
}, 60_000);

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const insertWith =
  (client: () => SupabaseClient): InsertStockNotification =>
  (row) =>
    client().from(TABLE).insert(row);

async function rowsFor(email: string) {
  const { data, error } = await owner.from(TABLE).select('email,product_name').order('created_at');
  expect(error).toBeNull();
  return (data ?? []).filter((row) => row.email.toLowerCase() === email.toLowerCase());
}

function rawPost(body: string, headers: Record<string, string> = {}) {
  return fetch(`${backend.url}/rest/v1/${TABLE}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...headers,
    },
    body,
  });
}

test('listens on loopback only and reports healthy', async () => {
  expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${backend.url}/health`);
  expect(response.status).toBe(200);
});

test('an insert as anon answers 201 with an empty body, and the row is there', async () => {
  const answer = await anon
    .from(TABLE)
    .insert({ email: 'jane@example.com', product_name: 'Milk Bar Sweatshirt' });
  expect(answer.error).toBeNull();
  expect(answer.status).toBe(201);
  expect(answer.data).toBeNull();
  expect(await rowsFor('jane@example.com')).toEqual([
    { email: 'jane@example.com', product_name: 'Milk Bar Sweatshirt' },
  ]);
});

test('the same address in another case answers 409 / 23505, which lib/notify reports as ok', async () => {
  const answer = await anon
    .from(TABLE)
    .insert({ email: 'JANE@example.com', product_name: 'Milk Bar Sweatshirt' });
  expect(answer.status).toBe(409);
  expect(answer.error?.code).toBe('23505');
  await expect(
    notifyWhenBackInStock(
      'Jane@Example.com',
      'Milk Bar Sweatshirt',
      insertWith(() => anon),
    ),
  ).resolves.toBe('ok');
  expect(await rowsFor('jane@example.com')).toHaveLength(1);
});

test('a check violation answers 400 with PostgREST error shape, which lib/notify reports as failed', async () => {
  const response = await rawPost(
    JSON.stringify({ email: 'not an email@example.com', product_name: 'Pie Chart' }),
  );
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe('23514');
  expect(body.message).toMatch(/violates check constraint "stock_notifications_email_characters"/);

  const insertBadRow: InsertStockNotification = () =>
    anon.from(TABLE).insert({ email: 'ok@example.com', product_name: ' ' });
  await expect(notifyWhenBackInStock('ok@example.com', ' ', insertBadRow)).resolves.toBe('failed');
  expect(await rowsFor('ok@example.com')).toHaveLength(0);
});

test('a missing column value answers 400 / 23502', async () => {
  const answer = await anon.from(TABLE).insert({ email: 'nameless@example.com' });
  expect(answer.status).toBe(400);
  expect(answer.error?.code).toBe('23502');
});

test('anon cannot read: 401 / 42501; nor ask for its row back', async () => {
  const read = await anon.from(TABLE).select('email');
  expect(read.status).toBe(401);
  expect(read.error?.code).toBe('42501');

  const insertAndRead = await anon
    .from(TABLE)
    .insert({ email: 'peek@example.com', product_name: 'Pie Chart' })
    .select();
  expect(insertAndRead.status).toBe(401);
  expect(await rowsFor('peek@example.com')).toHaveLength(0);
});

test('the secret key reads the list, ordered and paged', async () => {
  await anon.from(TABLE).insert({ email: 'zoe@example.com', product_name: 'Aardvark Tee' });
  const { data, error, status } = await owner
    .from(TABLE)
    .select('product_name,email,created_at')
    .order('product_name')
    .range(0, 0);
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toEqual([
    { product_name: 'Aardvark Tee', email: 'zoe@example.com', created_at: expect.any(String) },
  ]);
});

test('a wrong or missing key answers 401 and stores nothing; the legacy anon JWT is accepted', async () => {
  const stranger = createNodeSupabaseClient(backend.url, 'sb_publishable_not-a-real-key');
  const wrong = await stranger
    .from(TABLE)
    .insert({ email: 'wrongkey@example.com', product_name: 'Pie Chart' });
  expect(wrong.status).toBe(401);
  expect(wrong.error?.message).toBe('Invalid API key');

  const missing = await rawPost(
    JSON.stringify({ email: 'nokey@example.com', product_name: 'Pie Chart' }),
    {
      apikey: '',
    },
  );
  expect(missing.status).toBe(401);

  const legacy = createNodeSupabaseClient(backend.url, LOCAL_LEGACY_ANON_KEY);
  expect(
    (await legacy.from(TABLE).insert({ email: 'legacy@example.com', product_name: 'Pie Chart' }))
      .status,
  ).toBe(201);
  expect(await rowsFor('wrongkey@example.com')).toHaveLength(0);
  expect(await rowsFor('nokey@example.com')).toHaveLength(0);
});

test('CORS preflight is answered for the site, refused for other origins', async () => {
  const preflight = (origin: string) =>
    fetch(`${backend.url}/rest/v1/${TABLE}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, prefer, x-client-info',
      },
    });
  const allowed = await preflight(SITE_ORIGIN);
  expect(allowed.status).toBe(204);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'])
    expect(allowed.headers.get('access-control-allow-methods')).toContain(method);
  const allowedHeaders = allowed.headers.get('access-control-allow-headers') ?? '';
  for (const name of ['apikey', 'authorization', 'content-type', 'prefer', 'x-client-info']) {
    expect(allowedHeaders).toContain(name);
  }

  const refused = await preflight('http://evil.example');
  expect(refused.status).toBe(403);
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();
});

test('a request from another origin is refused before it reaches the database', async () => {
  const response = await rawPost(
    JSON.stringify({ email: 'csrf@example.com', product_name: 'Pie Chart' }),
    {
      Origin: 'http://evil.example',
    },
  );
  expect(response.status).toBe(403);
  expect(await rowsFor('csrf@example.com')).toHaveLength(0);

  const fromSite = await rawPost(
    JSON.stringify({ email: 'site@example.com', product_name: 'Pie Chart' }),
    {
      Origin: SITE_ORIGIN,
    },
  );
  expect(fromSite.status).toBe(201);
  expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
});

test('a body over 16 KB answers 413 and the backend keeps answering', async () => {
  const big = JSON.stringify({ email: 'big@example.com', product_name: 'x'.repeat(20_000) });
  const response = await rawPost(big);
  expect(response.status).toBe(413);
  expect((await response.json()).message).toBe('Request body too large');
  expect((await fetch(`${backend.url}/health`)).status).toBe(200);
});

test('malformed JSON, unknown columns and unknown tables answer as PostgREST does', async () => {
  const malformed = await rawPost('{"email": ');
  expect(malformed.status).toBe(400);
  expect((await malformed.json()).code).toBe('PGRST102');

  const unknownColumn = await anon
    .from(TABLE)
    .insert({ email: 'col@example.com', product_name: 'P', admin: true });
  expect(unknownColumn.status).toBe(400);
  expect(unknownColumn.error?.code).toBe('PGRST204');

  const unknownTable = await anon.from('orders').insert({ total: 1 });
  expect(unknownTable.status).toBe(404);
  expect(unknownTable.error?.code).toBe('PGRST205');
});

test('an acknowledged sign-up is on the disk: its WAL is fsynced after the request came and before the 201', async () => {
  // What the process asks of the system, in order (Linux names each descriptor's file in /proc/self/fd).
  const events: string[] = [];
  const fsyncSync = fs.fsyncSync;
  const spy = jest.spyOn(fs, 'fsyncSync').mockImplementation((descriptor) => {
    events.push(`fsync ${fs.readlinkSync(`/proc/self/fd/${descriptor}`)}`);
    fsyncSync(descriptor);
  });
  let status = 0;
  try {
    events.push('sent');
    ({ status } = await rawPost(
      JSON.stringify({ email: 'durable@example.com', product_name: 'Pie Chart' }),
    ));
    events.push('answered');
  } finally {
    spy.mockRestore();
  }
  expect(status).toBe(201);
  const during = events.slice(events.indexOf('sent'), events.indexOf('answered'));
  expect(during.length).toBeGreaterThan(0);
  const wal = `fsync ${await realpath(dataDir)}/pg_wal/`;
  expect(during.some((event) => event.startsWith(wal))).toBe(true);
});

test('data survives a restart; a stopped backend is status 0, which lib/notify reports as error', async () => {
  const before = (await owner.from(TABLE).select('email')).data?.length ?? 0;
  expect(before).toBeGreaterThan(0);
  const stoppedUrl = backend.url;
  await backend.close();

  const offline = createNodeSupabaseClient(stoppedUrl, LOCAL_PUBLISHABLE_KEY);
  const down = await offline
    .from(TABLE)
    .insert({ email: 'down@example.com', product_name: 'Pie Chart' });
  expect(down.status).toBe(0);
  await expect(
    notifyWhenBackInStock(
      'down@example.com',
      'Pie Chart',
      insertWith(() => offline),
    ),
  ).resolves.toBe('error');

  await start();
  const after = await owner.from(TABLE).select('email');
  expect(after.data).toHaveLength(before);
  expect(await rowsFor('jane@example.com')).toHaveLength(1);
}, 60_000);
