/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import { LOCAL_LEGACY_SERVICE_ROLE_KEY } from '@/scripts/local-backend/access';
import { startLocalBackend, type LocalBackend } from '@/scripts/local-backend/server';
import { notPrivate } from './support/local-files';
import { rawRequest, streamedRequest } from './support/raw-request';

/**
 * The local backend refusing what a hostile page or script sends: every refusal is a 4xx, nothing
 * refused is stored, and the files it writes are its user's alone.
 */

const TABLE = 'stock_notifications';
const SITE_ORIGIN = 'http://localhost:3000';

let dataDir: string;
let backend: LocalBackend;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-backend-requests-'));
  backend = await startLocalBackend({ dataDir, port: 0 });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const raw = (requestLine: string, headers: Record<string, string>, body?: Buffer | string) =>
  rawRequest(backend.port, requestLine, headers, body);

function insert(body: Buffer | string, headers: Record<string, string> = {}) {
  return raw(
    `POST /rest/v1/${TABLE} HTTP/1.1`,
    {
      apikey: LOCAL_PUBLISHABLE_KEY,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  );
}

async function storedEmails(): Promise<string[]> {
  const { rows } = await backend.db.query<{ email: string }>(`select email from public.${TABLE}`);
  return rows.map((row) => row.email);
}

describe('Host: only loopback names for this port (DNS rebinding)', () => {
  test.each([
    'evil.example',
    `evil.example:PORT`,
    'localhost.evil.example:PORT',
    '127.0.0.1.nip.io:PORT',
    '127.0.0.1:1',
    '',
  ])('Host %j is refused with 421, even with the secret key', async (hostTemplate) => {
    const host = hostTemplate.replace('PORT', String(backend.port));
    const read = await raw(`GET /rest/v1/${TABLE}?select=email HTTP/1.1`, {
      Host: host,
      apikey: LOCAL_SECRET_KEY,
    });
    expect(read.status).toBe(421);
    expect(read.body).not.toContain('@');
  });

  test.each(['127.0.0.1:PORT', 'localhost:PORT', 'LOCALHOST:PORT', '[::1]:PORT'])(
    'Host %s is answered',
    async (hostTemplate) => {
      const host = hostTemplate.replace('PORT', String(backend.port));
      expect((await raw('GET /health HTTP/1.1', { Host: host })).status).toBe(200);
    },
  );

  test('a refused Host stores nothing', async () => {
    const answer = await insert(
      JSON.stringify({ email: 'rebound@example.com', product_name: 'Pie Chart' }),
      { Host: 'evil.example' },
    );
    expect(answer.status).toBe(421);
    expect(await storedEmails()).not.toContain('rebound@example.com');
  });
});

describe('the secret key is refused from a browser', () => {
  test.each([
    ['the site', { Origin: SITE_ORIGIN }],
    ['the site by its address', { Origin: 'http://127.0.0.1:3000' }],
  ])('with the Origin of %s: 401 and no rows', async (_case, browserHeaders) => {
    for (const key of [LOCAL_SECRET_KEY, LOCAL_LEGACY_SERVICE_ROLE_KEY]) {
      const read = await raw(`GET /rest/v1/${TABLE}?select=email HTTP/1.1`, {
        apikey: key,
        Authorization: `Bearer ${key}`,
        ...browserHeaders,
      });
      expect(read.status).toBe(401);
      expect(JSON.parse(read.body).message).toBe('Forbidden use of secret API key in browser');
    }
  });

  test.each([
    [
      'the secret key as apikey, the publishable key as bearer',
      LOCAL_SECRET_KEY,
      LOCAL_PUBLISHABLE_KEY,
    ],
    [
      'the publishable key as apikey, the secret key as bearer',
      LOCAL_PUBLISHABLE_KEY,
      LOCAL_SECRET_KEY,
    ],
    ['the legacy service_role JWT as apikey alone', LOCAL_LEGACY_SERVICE_ROLE_KEY, undefined],
  ])('%s, with an Origin: 401 and nothing stored', async (_case, apikey, bearer) => {
    const email = `mixed-${bearer ? 'bearer' : 'alone'}-${apikey.slice(3, 9)}@example.com`;
    const answer = await insert(JSON.stringify({ email, product_name: 'Pie Chart' }), {
      apikey,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      Origin: SITE_ORIGIN,
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).message).toBe('Forbidden use of secret API key in browser');
    expect(await storedEmails()).not.toContain(email);
  });

  test('from a script (no Origin) it still reads the list', async () => {
    const read = await raw(`GET /rest/v1/${TABLE}?select=email HTTP/1.1`, {
      apikey: LOCAL_SECRET_KEY,
    });
    expect(read.status).toBe(200);
  });
});

describe('bodies: only UTF-8 JSON', () => {
  test('invalid UTF-8 is refused with 400, not stored as U+FFFD', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"bad'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('@example.com","product_name":"Pie Chart"}'),
    ]);
    const answer = await insert(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).code).toBe('PGRST102');
    expect((await storedEmails()).some((email) => email.includes('\ufffd'))).toBe(false);
  });

  test('an overlong UTF-8 encoding of "@" is refused', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"long'),
      Buffer.from([0xc0, 0x80]),
      Buffer.from('x@example.com","product_name":"Pie Chart"}'),
    ]);
    expect((await insert(body)).status).toBe(400);
  });

  test.each([
    ['application/json-patch+json', 'PGRST102'],
    ['application/jsonx', 'PGRST102'],
    ['text/plain', 'PGRST102'],
    ['', 'PGRST102'],
    // A form: the JSON text is read as one field name, which is no column (PostgREST reads forms too).
    ['application/x-www-form-urlencoded', 'PGRST204'],
  ])(
    'Content-Type %j is refused with 400 (%s), as PostgREST refuses it, and stores nothing',
    async (contentType, code) => {
      const email = `type-${contentType.replace(/\W/g, '') || 'none'}@example.com`;
      const answer = await insert(JSON.stringify({ email, product_name: 'Pie Chart' }), {
        'Content-Type': contentType,
      });
      expect([answer.status, JSON.parse(answer.body).code]).toEqual([400, code]);
      expect(await storedEmails()).not.toContain(email);
    },
  );

  test('a valid body from the site is still stored, as the site sends it', async () => {
    const answer = await insert(
      JSON.stringify({ email: 'still-works@example.com', product_name: 'Pie Chart' }),
      { Origin: SITE_ORIGIN, 'Content-Type': 'application/json' },
    );
    expect(answer.status).toBe(201);
    expect(await storedEmails()).toContain('still-works@example.com');
  });
});

describe('malformed requests are client errors (4xx), never 500', () => {
  test.each([
    `POST /rest/v1/%E0%A4%A HTTP/1.1`,
    `POST /rest/v1/%ZZ HTTP/1.1`,
    `POST /rest/v1/%C0%AF HTTP/1.1`,
    `GET /rest/v1/%E0%A4%A?select=email HTTP/1.1`,
    `POST /rest/v1/stock_notifications%00 HTTP/1.1`,
    `GET //rest/v1/${TABLE} HTTP/1.1`,
    `GET /rest/v1/${TABLE}?select=%E0%A4%A HTTP/1.1`,
    `GET /rest/v1/${TABLE}?order=email.sideways HTTP/1.1`,
    `GET /rest/v1/${TABLE}?limit=-1 HTTP/1.1`,
    `PATCH /rest/v1/${TABLE} HTTP/1.1`,
  ])('%s', async (requestLine) => {
    const answer = await raw(
      requestLine,
      { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
      requestLine.startsWith('POST') ? '{"email":"x@example.com","product_name":"P"}' : '',
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});

test('what the stand-in does not run, the secret key is told so (501), and no row changes', async () => {
  const before = await storedEmails();
  for (const requestLine of [
    `DELETE /rest/v1/${TABLE}?email=eq.still-works%40example.com HTTP/1.1`,
    `PATCH /rest/v1/${TABLE}?email=eq.still-works%40example.com HTTP/1.1`,
    `GET /rest/v1/${TABLE}?email=like.*still* HTTP/1.1`,
  ]) {
    const answer = await raw(
      requestLine,
      { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
      requestLine.startsWith('PATCH') ? '{"product_name":"Changed"}' : '',
    );
    expect([requestLine, answer.status, JSON.parse(answer.body).code]).toEqual([
      requestLine,
      501,
      'LOCAL501',
    ]);
  }
  expect(await storedEmails()).toEqual(before);
});

describe('JSON nested deeper than any row needs is refused before it is parsed', () => {
  const nested = (depth: number) =>
    `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"product_name":"Pie Chart"}`;

  test.each([100, 5_000, 8_000])(
    'a value nested %i deep (under 16 KB) answers 400 and the backend keeps answering',
    async (depth) => {
      const body = nested(depth);
      expect(Buffer.byteLength(body)).toBeLessThan(16 * 1024);
      const answer = await insert(body);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).code).toBe('PGRST102');
      expect((await raw('GET /health HTTP/1.1', {})).status).toBe(200);
    },
  );

  test('brackets and escaped quotes inside strings are text, not nesting', async () => {
    const productName = '[{"\\'.repeat(40);
    const answer = await insert(
      JSON.stringify({ email: 'brackets@example.com', product_name: productName }),
    );
    expect(answer.status).toBe(201);
    const { rows } = await backend.db.query<{ product_name: string }>(
      `select product_name from public.${TABLE} where email = 'brackets@example.com'`,
    );
    expect(rows).toEqual([{ product_name: productName }]);
  });
});

test('the files of the database are private: 0600, folders 0700', async () => {
  expect((await readdir(dataDir, { recursive: true })).length).toBeGreaterThan(100);
  expect(notPrivate(dataDir)).toEqual([]);
});

test('a chunked body over 16 KB, its length never declared, answers 413 and the backend keeps answering', async () => {
  const json = JSON.stringify({ email: 'chunked@example.com', product_name: 'x'.repeat(20_000) });
  const chunked = `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`;
  const answer = await insert(chunked, { 'Transfer-Encoding': 'chunked' });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body).code).toBe('PGRST413');
  expect(await storedEmails()).not.toContain('chunked@example.com');
  expect((await raw('GET /health HTTP/1.1', {})).status).toBe(200);
});

describe('the publishable key writes one row per request', () => {
  test('300 rows in one request (about 12 KB) answer 413 and none is stored', async () => {
    const rows = Array.from({ length: 300 }, (_, index) => ({
      email: `bulk${index}@x.io`,
      product_name: 'Pie',
    }));
    const body = JSON.stringify(rows);
    expect(Buffer.byteLength(body)).toBeLessThan(16 * 1024);
    const answer = await insert(body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).code).toBe('54000');
    expect((await storedEmails()).filter((email) => email.startsWith('bulk'))).toEqual([]);
  });

  test('one row in an array, as supabase-js may send it, is stored', async () => {
    const answer = await insert(
      JSON.stringify([{ email: 'array-of-one@example.com', product_name: 'Pie Chart' }]),
    );
    expect(answer.status).toBe(201);
  });

  test('the secret key (a script of the owner) may still write several rows', async () => {
    const answer = await insert(
      JSON.stringify([
        { email: 'owner-a@example.com', product_name: 'Pie Chart' },
        { email: 'owner-b@example.com', product_name: 'Pie Chart' },
      ]),
      { apikey: LOCAL_SECRET_KEY },
    );
    expect(answer.status).toBe(201);
  });
});

test('a database that fails while serving is reported as fatal (main.ts then exits non-zero)', async () => {
  const fatal: unknown[] = [];
  const broken = await startLocalBackend({
    dataDir: 'memory://',
    port: 0,
    onFatal: (error) => fatal.push(error),
  });
  try {
    await broken.db.close();
    const response = await fetch(`${broken.url}/rest/v1/${TABLE}`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'late@example.com', product_name: 'Pie Chart' }),
    });
    expect(response.status).toBe(500);
    expect(fatal).toHaveLength(1);
    expect((await fetch(`${broken.url}/health`)).status).toBe(503);
    expect(fatal).toHaveLength(2);
  } finally {
    await broken.close().catch(() => {});
  }
}, 120_000);

describe('no refusal reads more than 16 KB of a body', () => {
  const BODY_BYTES = 64 * 1024 * 1024;
  const key = { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' };
  const insertLine = `POST /rest/v1/${TABLE} HTTP/1.1`;
  const refusals: [string, string, Record<string, string>][] = [
    ['a Host that is not loopback (421)', insertLine, { ...key, Host: 'evil.example' }],
    ['an Origin that is not the site (403)', insertLine, { ...key, Origin: 'http://evil.example' }],
    ['no key (401)', insertLine, { 'Content-Type': 'application/json' }],
    ['a wrong key (401)', insertLine, { ...key, apikey: 'sb_publishable_wrong' }],
    ['a type that is not JSON', insertLine, { ...key, 'Content-Type': 'text/plain' }],
    ['an unknown path (404)', 'POST /rest/v1/nowhere/at/all HTTP/1.1', key],
    ['a method the API has not (405)', `TRACE /rest/v1/${TABLE} HTTP/1.1`, key],
    ['the health check', 'POST /health HTTP/1.1', {}],
    ['an insert the key may make', insertLine, key],
  ];

  test.each(refusals)(
    '%s, with a 64 MB body: 413, the connection closed long before the body is read',
    async (_case, requestLine, headers) => {
      for (const framing of [{}, { 'Transfer-Encoding': 'chunked' }] as Record<string, string>[]) {
        const answer = await streamedRequest(
          backend.port,
          requestLine,
          { ...headers, ...framing },
          BODY_BYTES,
        );
        expect({
          ...framing,
          status: answer.status,
          readWhole: answer.accepted >= BODY_BYTES,
        }).toEqual({
          ...framing,
          status: 413,
          readWhole: false,
        });
        expect(answer.accepted).toBeLessThan(BODY_BYTES / 4);
      }
      expect((await raw('GET /health HTTP/1.1', {})).status).toBe(200);
    },
    60_000,
  );
});

test('a database kept in memory: /health says what it could not check', async () => {
  const memory = await startLocalBackend({ dataDir: 'memory://', port: 0 });
  try {
    const health = await fetch(`${memory.url}/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).checks).toContainEqual({
      check: 'disk',
      result: 'not checked: the database is kept in memory',
    });
  } finally {
    await memory.close();
  }
}, 120_000);
