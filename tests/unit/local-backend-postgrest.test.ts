/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import { createNodeSupabaseClient } from '@/scripts/restock-list/supabase-node-client';
import { startLocalBackend, type LocalBackend } from '@/scripts/local-backend/server';
import { rawRequest } from './support/raw-request';

/**
 * Request shapes supabase-js and curl can send, answered by the local backend with PostgREST's status and
 * error code. Where production refuses, the stand-in must refuse the same way, never store the row: what
 * works against the stand-in then works against Supabase. The expected answers come from PostgREST's
 * source (src/library/PostgREST: ApiRequest.hs for the profile headers, ApiRequest/Payload.hs for bodies
 * and content types, ApiRequest/QueryParams.hs for select and columns, Plan.hs and Query/QueryBuilder.hs
 * for the statement an upsert runs) and from PostgreSQL answering that statement under the migrations'
 * grants.
 */

const TABLE = 'stock_notifications';
const PRODUCT = 'Shape Sweatshirt';

let dataDir: string;
let backend: LocalBackend;
let anon: SupabaseClient;
let owner: SupabaseClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-postgrest-'));
  backend = await startLocalBackend({ dataDir, port: 0 });
  anon = createNodeSupabaseClient(backend.url, LOCAL_PUBLISHABLE_KEY);
  owner = createNodeSupabaseClient(backend.url, LOCAL_SECRET_KEY);
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every stored address, read in the database itself. */
async function stored(): Promise<string[]> {
  const { rows } = await backend.db.query<{ email: string }>(`select email from public.${TABLE}`);
  return rows.map((row) => row.email);
}

interface Answer {
  status: number;
  code: string | undefined;
}

/** A request as curl would send it: the publishable key unless `headers` say otherwise. */
async function send(
  method: string,
  target: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Answer & { text: string }> {
  const response = await fetch(`${backend.url}/rest/v1/${target}`, {
    method,
    headers: {
      apikey: LOCAL_PUBLISHABLE_KEY,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : new Uint8Array(Buffer.from(body)),
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text };
}

const row = (email: string) => JSON.stringify({ email, product_name: PRODUCT });

describe('upserts: the publishable key has no UPDATE grant, so PostgREST answers 401 / 42501', () => {
  test('supabase-js .upsert() stores nothing', async () => {
    const answer = await anon
      .from(TABLE)
      .upsert({ email: 'upsert@example.com', product_name: PRODUCT });
    expect([answer.status, answer.error?.code]).toEqual([401, '42501']);
    expect(await stored()).not.toContain('upsert@example.com');
  });

  test('supabase-js .upsert() ignoring duplicates stores nothing either', async () => {
    const answer = await anon
      .from(TABLE)
      .upsert({ email: 'ignore@example.com', product_name: PRODUCT }, { ignoreDuplicates: true });
    expect([answer.status, answer.error?.code]).toEqual([401, '42501']);
    expect(await stored()).not.toContain('ignore@example.com');
  });

  test.each(['resolution=merge-duplicates', 'resolution=ignore-duplicates, return=minimal'])(
    'Prefer: %s from curl stores nothing',
    async (prefer) => {
      const email = `curl-${prefer.length}@example.com`;
      expect(await send('POST', TABLE, row(email), { Prefer: prefer })).toMatchObject({
        status: 401,
        code: '42501',
      });
      expect(await stored()).not.toContain(email);
    },
  );

  test('on_conflict naming columns no unique index covers: 400 / 42P10', async () => {
    const answer = await anon
      .from(TABLE)
      .upsert(
        { email: 'conflict@example.com', product_name: PRODUCT },
        { onConflict: 'email,product_name' },
      );
    expect([answer.status, answer.error?.code]).toEqual([400, '42P10']);
  });

  test('the secret key may upsert, as on Supabase (service_role has every grant)', async () => {
    const answer = await owner
      .from(TABLE)
      .upsert({ email: 'owner-upsert@example.com', product_name: PRODUCT });
    expect([answer.status, answer.error]).toEqual([201, null]);
    expect(await stored()).toContain('owner-upsert@example.com');
  });
});

describe('profile headers: only the exposed schemas (public, graphql_public)', () => {
  test('supabase-js with db.schema = "private" writes nothing anywhere: 406 / PGRST106', async () => {
    const privateClient = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
      db: { schema: 'private' },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const answer = await privateClient
      .from(TABLE)
      .insert({ email: 'private@example.com', product_name: PRODUCT });
    expect([answer.status, answer.error?.code]).toEqual([406, 'PGRST106']);
    expect(answer.error?.message).toBe('Invalid schema: private');
    expect(answer.error?.hint).toBe(
      'Only the following schemas are exposed: public, graphql_public',
    );
    expect(await stored()).not.toContain('private@example.com');
  });

  test('Content-Profile from curl: another schema 406, graphql_public 404 / PGRST205, public 201', async () => {
    const insert = (profile: string, email: string) =>
      send('POST', TABLE, row(email), { 'Content-Profile': profile });
    expect(await insert('auth', 'auth@example.com')).toMatchObject({
      status: 406,
      code: 'PGRST106',
    });
    expect(await insert('graphql_public', 'gql@example.com')).toMatchObject({
      status: 404,
      code: 'PGRST205',
    });
    expect(await insert('public', 'public@example.com')).toMatchObject({ status: 201 });
    expect(await stored()).not.toContain('auth@example.com');
    expect(await stored()).not.toContain('gql@example.com');
    expect(await stored()).toContain('public@example.com');
  });

  test('Accept-Profile on a read: another schema 406 / PGRST106; on an insert it is not the one read', async () => {
    expect(
      await send('GET', `${TABLE}?select=email`, undefined, {
        apikey: LOCAL_SECRET_KEY,
        'Accept-Profile': 'private',
      }),
    ).toMatchObject({ status: 406, code: 'PGRST106' });
    // PostgREST reads Content-Profile for POST, PATCH, PUT and DELETE, Accept-Profile for GET and HEAD.
    expect(
      await send('POST', TABLE, row('accept-on-post@example.com'), { 'Accept-Profile': 'private' }),
    ).toMatchObject({ status: 201 });
  });
});

describe('?columns= names the columns inserted, each one checked', () => {
  test('an unknown column: 400 / PGRST204, nothing stored', async () => {
    const answer = await send('POST', `${TABLE}?columns=email,nope`, row('columns@example.com'));
    expect(answer).toMatchObject({ status: 400, code: 'PGRST204' });
    expect(JSON.parse(answer.text).message).toBe(
      `Could not find the 'nope' column of '${TABLE}' in the schema cache`,
    );
    expect(await stored()).not.toContain('columns@example.com');
  });

  test('keys of the body not in ?columns= are left out, as PostgREST leaves them', async () => {
    const body = JSON.stringify({ email: 'extra@example.com', product_name: PRODUCT, id: 999 });
    expect(await send('POST', `${TABLE}?columns=email,product_name`, body)).toMatchObject({
      status: 201,
    });
    expect(await stored()).toContain('extra@example.com');
  });

  test('supabase-js sends an array with its columns quoted, and it is stored', async () => {
    const answer = await anon
      .from(TABLE)
      .insert([{ email: 'quoted-columns@example.com', product_name: PRODUCT }]);
    expect(answer.status).toBe(201);
    expect(await stored()).toContain('quoted-columns@example.com');
  });

  test('an empty ?columns= cannot be parsed: 400 / PGRST100', async () => {
    expect(await send('POST', `${TABLE}?columns=`, row('empty-columns@example.com'))).toMatchObject(
      {
        status: 400,
        code: 'PGRST100',
      },
    );
  });
});

describe('?select= lists columns PostgreSQL must find', () => {
  const read = (select: string) =>
    send('GET', `${TABLE}?select=${encodeURIComponent(select)}`, undefined, {
      apikey: LOCAL_SECRET_KEY,
    });

  test.each([
    ['*,anything', 400, '42703'],
    ['email,nope', 400, '42703'],
    ['*,orders(*)', 400, 'PGRST200'],
    ['count()', 400, 'PGRST123'],
    ['email,', 400, 'PGRST100'],
    ['email', 200, undefined],
    ['address:email,product_name', 200, undefined],
  ])('select=%s answers %i', async (select, status, code) => {
    expect(await read(select)).toMatchObject({ status, code });
  });

  test('an alias names the key of the answer', async () => {
    const answer = await read('address:email');
    expect(JSON.parse(answer.text)[0]).toEqual({ address: expect.any(String) });
  });

  test('the inserted row asked back with a column that does not exist: 400 / 42703, nothing stored', async () => {
    const answer = await send('POST', `${TABLE}?select=nope`, row('select-back@example.com'), {
      apikey: LOCAL_SECRET_KEY,
      Prefer: 'return=representation',
    });
    expect(answer).toMatchObject({ status: 400, code: '42703' });
    expect(await stored()).not.toContain('select-back@example.com');
  });
});

describe('bodies, as PostgREST parses them', () => {
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

  test('a body that starts with a byte-order mark: 400 / PGRST102, nothing stored', async () => {
    const answer = await send(
      'POST',
      TABLE,
      Buffer.concat([BOM, Buffer.from(row('bom@example.com'))]),
    );
    expect(answer).toMatchObject({ status: 400, code: 'PGRST102' });
    expect(await stored()).not.toContain('bom@example.com');
  });

  test('the same with ?columns=, where PostgreSQL parses the body: 400 / 22P02', async () => {
    const answer = await send(
      'POST',
      `${TABLE}?columns=email,product_name`,
      Buffer.concat([BOM, Buffer.from(row('bom-columns@example.com'))]),
    );
    expect(answer).toMatchObject({ status: 400, code: '22P02' });
    expect(await stored()).not.toContain('bom-columns@example.com');
  });

  test.each([
    ['text/plain', 400, 'PGRST102'],
    ['application/json-patch+json', 400, 'PGRST102'],
    ['application/xml', 400, 'PGRST102'],
  ])('Content-Type %s: %i / %s, nothing stored', async (contentType, status, code) => {
    const email = `type-${contentType.replace(/\W/g, '')}@example.com`;
    const answer = await send('POST', TABLE, row(email), { 'Content-Type': contentType });
    expect(answer).toMatchObject({ status, code });
    expect(JSON.parse(answer.text).message).toBe(`Content-Type not acceptable: ${contentType}`);
    expect(await stored()).not.toContain(email);
  });

  test("a form, curl -d's default type, is a row of text values: stored", async () => {
    const answer = await send('POST', TABLE, 'email=form%40example.com&product_name=Form+Tee', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(201);
    expect(await stored()).toContain('form@example.com');
  });

  test('CSV with a header line is rows: one stored, two refused as a bulk (413 / 54000)', async () => {
    const csv = (lines: string[]) =>
      send('POST', TABLE, ['email,product_name', ...lines].join('\n'), {
        'Content-Type': 'text/csv',
      });
    expect((await csv(['csv@example.com,CSV Tee'])).status).toBe(201);
    expect(await csv(['csv1@example.com,CSV Tee', 'csv2@example.com,CSV Tee'])).toMatchObject({
      status: 413,
      code: '54000',
    });
    expect(await stored()).toContain('csv@example.com');
    expect(await stored()).not.toContain('csv1@example.com');
  });

  test('a charset parameter does not change how JSON is read', async () => {
    const answer = await send('POST', TABLE, row('charset@example.com'), {
      'Content-Type': 'application/json; charset=latin1',
    });
    expect(answer.status).toBe(201);
  });

  test('a JSON value that is not an object is no rows: 201, nothing stored', async () => {
    for (const body of ['"just a string"', '42', 'null', '[]'])
      expect([body, (await send('POST', TABLE, body)).status]).toEqual([body, 201]);
  });

  test('objects with different keys: 400 / PGRST102', async () => {
    const body = JSON.stringify([{ email: 'a@example.com' }, { product_name: PRODUCT }]);
    expect(await send('POST', TABLE, body)).toMatchObject({ status: 400, code: 'PGRST102' });
  });
});

describe('Prefer', () => {
  test('handling=strict with a preference PostgREST does not know: 400 / PGRST122', async () => {
    const answer = await send('POST', TABLE, row('strict@example.com'), {
      Prefer: 'handling=strict, return=everything',
    });
    expect(answer).toMatchObject({ status: 400, code: 'PGRST122' });
    expect(await stored()).not.toContain('strict@example.com');
  });

  test('missing=default, as supabase-js sends by default for arrays, stores the row', async () => {
    const answer = await anon
      .from(TABLE)
      .insert([{ email: 'defaults@example.com', product_name: PRODUCT }], { defaultToNull: false });
    expect(answer.status).toBe(201);
    expect(await stored()).toContain('defaults@example.com');
  });
});

test('filters on an insert touch only the rows it returns: without return=representation, ignored', async () => {
  const answer = await send(
    'POST',
    `${TABLE}?email=eq.nobody%40example.com`,
    row('filtered@example.com'),
  );
  expect(answer.status).toBe(201);
  expect(await stored()).toContain('filtered@example.com');
});

describe('the other methods, with the publishable key: refused by the grants (401 / 42501)', () => {
  test.each([
    ['PATCH', `${TABLE}?email=eq.someone%40example.com`, JSON.stringify({ product_name: 'X' })],
    ['DELETE', `${TABLE}?email=eq.someone%40example.com`, undefined],
    ['PUT', `${TABLE}?id=eq.1`, JSON.stringify({ email: 'put@example.com', product_name: 'X' })],
    ['GET', `${TABLE}?email=eq.someone%40example.com`, undefined],
    ['HEAD', `${TABLE}?select=*`, undefined],
  ])('%s %s', async (method, target, body) => {
    const before = await stored();
    const answer = await send(method, target, body);
    expect(answer.status).toBe(401);
    if (method !== 'HEAD') expect(answer.code).toBe('42501');
    expect(await stored()).toEqual(before);
  });

  test('PUT of a row naming its id: 400 / 428C9, the identity column is GENERATED ALWAYS', async () => {
    const body = JSON.stringify({ id: 1, email: 'put-id@example.com', product_name: 'X' });
    expect(await send('PUT', `${TABLE}?id=eq.1`, body)).toMatchObject({
      status: 400,
      code: '428C9',
    });
  });

  test('PUT without a filter on the primary key: 405 / PGRST105', async () => {
    expect(await send('PUT', TABLE, row('put@example.com'))).toMatchObject({
      status: 405,
      code: 'PGRST105',
    });
  });

  test('a method PostgREST has not: 405 / PGRST117', async () => {
    const answer = await rawRequest(backend.port, `TRACE /rest/v1/${TABLE} HTTP/1.1`, {
      apikey: LOCAL_PUBLISHABLE_KEY,
    });
    expect([answer.status, JSON.parse(answer.body).code]).toEqual([405, 'PGRST117']);
  });

  test('HEAD with the secret key answers the read without its body', async () => {
    const answer = await send('HEAD', `${TABLE}?select=email`, undefined, {
      apikey: LOCAL_SECRET_KEY,
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });
});
