/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { LOCAL_PUBLISHABLE_KEY } from '@/lib/public-config';
import { LOCAL_SECRET_KEY } from '@/scripts/backend-config';
import {
  corsHeaders,
  DEFAULT_ALLOWED_ORIGINS,
  LOCAL_LEGACY_ANON_KEY,
  LOCAL_LEGACY_SERVICE_ROLE_KEY,
  loopbackHosts,
  PREFLIGHT_HEADERS,
  refuseCaller,
  roleForRequest,
} from '@/scripts/local-backend/access';
import { HttpError, readBody, sendJson } from '@/scripts/local-backend/http';
import { insertPayload } from '@/scripts/local-backend/payload';
import {
  columnName,
  isColumnName,
  preferences,
  queryParams,
  requestedSchema,
  tableMethod,
} from '@/scripts/local-backend/postgrest-request';

/**
 * How the local backend reads a request before the database is asked anything: who may ask (Host,
 * Origin, keys), the method and schema, the Prefer header, the query string and the body, each read as
 * PostgREST reads it, with PostgREST's status and code when it cannot be. The same requests over HTTP,
 * against a running backend, are in local-backend-requests.test.ts and local-backend-postgrest.test.ts;
 * here each reading is called in-process, so every case costs microseconds, not a database.
 */

const PORT = 54321;
const SITE = 'http://localhost:3000';

/** A request as the reading functions see it: its headers (lower-case names, as Node gives them). */
const request = (headers: Record<string, string | string[]> = {}) =>
  ({ headers }) as unknown as IncomingMessage;

/** What a refusal thrown by a reading says: PostgREST's status, code, message and details. */
function refusalOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { status, body } = error;
    return { status, code: body.code, message: body.message, details: body.details };
  }
  throw new Error('the request was read, not refused');
}

describe('who may ask', () => {
  test('the Host must name this backend by a loopback name and its port', () => {
    expect([...loopbackHosts(PORT)]).toEqual([
      `127.0.0.1:${PORT}`,
      `localhost:${PORT}`,
      `[::1]:${PORT}`,
    ]);
    // On port 80 a client may leave the port out.
    expect(loopbackHosts(80)).toEqual(
      new Set(['127.0.0.1:80', 'localhost:80', '[::1]:80', '127.0.0.1', 'localhost', '[::1]']),
    );
  });

  test('any other Host is refused with 421, naming the Host and what is accepted', () => {
    const hosts = loopbackHosts(PORT);
    expect(refuseCaller(request({ host: 'evil.example' }), hosts, [SITE])).toEqual({
      status: 421,
      body: {
        code: 'HOST',
        details: `Accepted: 127.0.0.1:${PORT}, localhost:${PORT}, [::1]:${PORT}`,
        hint: null,
        message: 'Host "evil.example" is not this local backend',
      },
    });
    expect(refuseCaller(request(), hosts, [SITE])?.body.message).toBe(
      'Host "" is not this local backend',
    );
    // Host names are case-insensitive.
    expect(refuseCaller(request({ host: `LocalHost:${PORT}` }), hosts, [SITE])).toBeUndefined();
  });

  test("a browser's request from another site is refused with 403; one without Origin passes", () => {
    const host = `127.0.0.1:${PORT}`;
    const hosts = loopbackHosts(PORT);
    expect(refuseCaller(request({ host, origin: 'https://evil.example' }), hosts, [SITE])).toEqual({
      status: 403,
      body: {
        code: 'CORS',
        details: null,
        hint: null,
        message: 'Origin https://evil.example is not allowed',
      },
    });
    expect(refuseCaller(request({ host, origin: SITE }), hosts, [SITE])).toBeUndefined();
    expect(refuseCaller(request({ host }), hosts, [SITE])).toBeUndefined();
  });

  test('by default the browser may ask from the site `npm start` serves, by both its names, and no other', () => {
    expect(DEFAULT_ALLOWED_ORIGINS).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  test("a preflight lets through PostgREST's methods and every header supabase-js sends, for 10 minutes", () => {
    expect(PREFLIGHT_HEADERS).toEqual({
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers':
        'apikey, authorization, content-type, prefer, range, accept, x-client-info, accept-profile, content-profile',
      'Access-Control-Max-Age': '600',
    });
  });

  test('answers to a browser carry CORS headers for its Origin; answers to a script carry none', () => {
    expect(corsHeaders(request({ origin: SITE }))).toEqual({
      'Access-Control-Allow-Origin': SITE,
      Vary: 'Origin',
      'Access-Control-Expose-Headers': 'Content-Range',
    });
    expect(corsHeaders(request())).toEqual({});
  });

  test.each([
    ['the publishable key', { apikey: LOCAL_PUBLISHABLE_KEY }, 'anon'],
    ['the legacy anon key', { apikey: LOCAL_LEGACY_ANON_KEY }, 'anon'],
    ['the secret key', { apikey: LOCAL_SECRET_KEY }, 'service_role'],
    ['the legacy service key', { apikey: LOCAL_LEGACY_SERVICE_ROLE_KEY }, 'service_role'],
    ['a bearer token alone', { authorization: `Bearer ${LOCAL_SECRET_KEY}` }, 'service_role'],
    ['"bearer" in any case', { authorization: `bearer   ${LOCAL_PUBLISHABLE_KEY} ` }, 'anon'],
    [
      'both, where the bearer decides',
      { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}` },
      'service_role',
    ],
    [
      'both, the other way round',
      { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
      'anon',
    ],
  ])('%s runs as its role', (_, headers, role) => {
    expect(roleForRequest(request(headers))).toEqual({ ok: true, role });
  });

  /** Supabase's gateway's answers, word for word: what went wrong, and what to check. */
  const NO_KEY = {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  };
  const INVALID_KEY = {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  };
  const SECRET_IN_BROWSER = {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
  };

  test.each([
    ['no key', {}, NO_KEY],
    ['an empty apikey', { apikey: '' }, NO_KEY],
    ['an Authorization that is not a bearer', { authorization: 'Basic abc' }, NO_KEY],
    [
      'an Authorization that only holds "Bearer" further on',
      { authorization: `Basic Bearer ${LOCAL_PUBLISHABLE_KEY}` },
      NO_KEY,
    ],
    ['an unknown key', { apikey: 'sb_publishable_guessed' }, INVALID_KEY],
    [
      'a known apikey with an unknown bearer',
      { apikey: LOCAL_PUBLISHABLE_KEY, authorization: 'Bearer guessed' },
      INVALID_KEY,
    ],
    [
      'the secret key from a browser',
      { apikey: LOCAL_SECRET_KEY, origin: SITE },
      SECRET_IN_BROWSER,
    ],
    [
      "the secret key as a browser's bearer, beside the publishable key",
      { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_SECRET_KEY}`, origin: SITE },
      SECRET_IN_BROWSER,
    ],
    [
      "the secret key as a browser's apikey, whatever the bearer",
      { apikey: LOCAL_SECRET_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}`, origin: SITE },
      SECRET_IN_BROWSER,
    ],
  ])('%s: 401, told why and what to check', (_, headers, body) => {
    expect(roleForRequest(request(headers))).toEqual({
      ok: false,
      refusal: { status: 401, body },
    });
  });

  test('the publishable key from the site is let through', () => {
    expect(roleForRequest(request({ apikey: LOCAL_PUBLISHABLE_KEY, origin: SITE }))).toEqual({
      ok: true,
      role: 'anon',
    });
  });
});

describe('the body, read whole but never past 16 KB', () => {
  const LIMIT = 16 * 1024;
  const streamed = (chunks: Buffer[], headers: Record<string, string> = {}) =>
    Object.assign(Readable.from(chunks), { headers }) as unknown as IncomingMessage;

  test('a body within the limit is read whole', async () => {
    const body = Buffer.alloc(LIMIT, 'a');
    expect(await readBody(streamed([body.subarray(0, 10), body.subarray(10)]))).toEqual(body);
  });

  test('a byte more, declared or not, is 413 / PGRST413, naming the limit', async () => {
    const tooLarge = {
      status: 413,
      body: {
        code: 'PGRST413',
        details: `The limit is ${LIMIT} bytes.`,
        hint: null,
        message: 'Request body too large',
      },
    };
    await expect(readBody(streamed([Buffer.alloc(LIMIT + 1)]))).rejects.toMatchObject(tooLarge);
    // A declared length over the limit is refused before a byte is read.
    const declared = streamed([], { 'content-length': String(LIMIT + 1) });
    await expect(readBody(declared)).rejects.toMatchObject(tooLarge);
  });

  test('a body shorter than its declared length is 400 / PGRST102', async () => {
    await expect(
      readBody(streamed([Buffer.from('{}')], { 'content-length': '10' })),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        code: 'PGRST102',
        details: 'The body could not be read.',
        hint: null,
        message: 'Empty or invalid json',
      },
    });
  });
});

test('answers are JSON, their length counted in bytes, with the headers asked for', () => {
  const written: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    writeHead: (status: number, headers: Record<string, unknown>) =>
      Object.assign(written, { status, headers }),
    end: (body: string) => Object.assign(written, { body }),
  } as unknown as ServerResponse;
  sendJson(res, 201, [{ email: 'mamá@example.com' }], { Vary: 'Origin' });
  expect(written).toEqual({
    status: 201,
    headers: {
      Vary: 'Origin',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength('[{"email":"mamá@example.com"}]'),
    },
    body: '[{"email":"mamá@example.com"}]',
  });
});

describe('the method and the schema', () => {
  test.each(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'])('%s is a table method', (method) => {
    expect(tableMethod(method)).toBe(method);
  });

  test.each(['TRACE', 'CONNECT', 'get'])('%s: 405 / PGRST117', (method) => {
    expect(refusalOf(() => tableMethod(method))).toEqual({
      status: 405,
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${method}`,
      details: null,
    });
  });

  test('reads name their schema in Accept-Profile, writes in Content-Profile; none is public', () => {
    const both = request({ 'accept-profile': 'graphql_public', 'content-profile': 'public' });
    expect(requestedSchema(both, 'GET')).toBe('graphql_public');
    expect(requestedSchema(both, 'HEAD')).toBe('graphql_public');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const)
      expect(requestedSchema(both, method)).toBe('public');
    expect(requestedSchema(request({ 'content-profile': 'graphql_public' }), 'POST')).toBe(
      'graphql_public',
    );
    expect(requestedSchema(request(), 'GET')).toBe('public');
    expect(requestedSchema(request(), 'POST')).toBe('public');
  });

  test('a schema that is not exposed: 406 / PGRST106, listing those that are', () => {
    expect(() => requestedSchema(request({ 'content-profile': 'auth' }), 'POST')).toThrow(
      expect.objectContaining({
        status: 406,
        body: {
          code: 'PGRST106',
          details: null,
          hint: 'Only the following schemas are exposed: public, graphql_public',
          message: 'Invalid schema: auth',
        },
      }),
    );
  });
});

describe('Prefer', () => {
  const prefer = (...values: string[]) => preferences(request({ prefer: values.join(', ') }));

  test('each kind is read, the first of a kind wins, and the applied ones are listed', () => {
    expect(
      prefer(
        'return=representation',
        'resolution=ignore-duplicates',
        'count=exact',
        'missing=default',
        'return=minimal',
        'resolution=merge-duplicates',
      ),
    ).toEqual({
      resolution: 'ignore-duplicates',
      representation: 'representation',
      missing: 'default',
      count: 'exact',
      applied: ['resolution=ignore-duplicates', 'missing=default', 'return=representation'],
    });
  });

  test('no header, or empty items, prefer nothing', () => {
    const nothing = {
      resolution: undefined,
      representation: undefined,
      missing: undefined,
      count: undefined,
      applied: [],
    };
    expect(preferences(request())).toEqual(nothing);
    expect(prefer(' ', ',,')).toEqual(nothing);
  });

  test('a preference PostgREST does not know is ignored, unless handling=strict: 400 / PGRST122', () => {
    expect(prefer('return=everything', 'count=exact')).toMatchObject({ count: 'exact' });
    expect(refusalOf(() => prefer('handling=strict', 'return=everything', 'colour=blue'))).toEqual({
      status: 400,
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: return=everything, colour=blue',
    });
  });

  test('with handling=strict, the preferences PostgREST knows pass, timezone and max-affected too', () => {
    expect(
      prefer('handling=strict', 'timezone=America/Los_Angeles', 'max-affected=5', 'tx=rollback'),
    ).toMatchObject({ applied: [] });
    // Only the first `=` separates the name from its value.
    expect(refusalOf(() => prefer('handling=strict', 'return=minimal=yes')).details).toBe(
      'Invalid preferences: return=minimal=yes',
    );
    // A strict handling named second still counts; a lenient one first wins over it.
    expect(() => prefer('return=everything', 'handling=strict')).toThrow(HttpError);
    expect(prefer('handling=lenient', 'handling=strict', 'return=everything').applied).toEqual([]);
  });

  test('with handling=strict, every value PostgREST knows of each kind passes', () => {
    expect(
      prefer(
        'handling=strict',
        'resolution=merge-duplicates',
        'missing=null',
        'return=minimal',
        'return=headers-only',
        'count=planned',
        'count=estimated',
        'tx=commit',
      ),
    ).toEqual({
      resolution: 'merge-duplicates',
      representation: 'minimal',
      missing: 'null',
      count: 'planned',
      applied: ['resolution=merge-duplicates', 'missing=null', 'return=minimal'],
    });
  });

  test('with handling=strict, an empty item is a preference PostgREST does not know: 400 / PGRST122', () => {
    expect(
      refusalOf(() => preferences(request({ prefer: 'handling=strict,,return=minimal' }))),
    ).toEqual({
      status: 400,
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: ',
    });
  });
});

describe('the query string', () => {
  const query = (search: string) => queryParams(new URLSearchParams(search));
  const parseError = (search: string) => refusalOf(() => query(search));

  test('nothing asked: every column, no order, no range, no filter', () => {
    expect(query('')).toEqual({
      select: [{ kind: 'all' }],
      columns: undefined,
      onConflict: undefined,
      order: [],
      limit: undefined,
      offset: undefined,
      filters: [],
    });
  });

  test('select: columns, aliases, casts, JSON paths, quoted names, embeds and aggregates', () => {
    expect(
      query(
        'select=*,email,mail:email,id::text,data->a->>b,data->0,"odd, name","a\\"b",orders(*),...items(id),author:users!fk(name),count(),total.sum()',
      ).select,
    ).toEqual([
      { kind: 'all' },
      { kind: 'column', name: 'email', path: [], alias: undefined, cast: undefined },
      { kind: 'column', name: 'email', path: [], alias: 'mail', cast: undefined },
      { kind: 'column', name: 'id', path: [], alias: undefined, cast: 'text' },
      {
        kind: 'column',
        name: 'data',
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'column',
        name: 'data',
        path: [{ arrow: '->', key: 0 }],
        alias: undefined,
        cast: undefined,
      },
      { kind: 'column', name: 'odd, name', path: [], alias: undefined, cast: undefined },
      { kind: 'column', name: 'a"b', path: [], alias: undefined, cast: undefined },
      { kind: 'embed', relation: 'orders' },
      { kind: 'embed', relation: 'items' },
      { kind: 'embed', relation: 'users' },
      { kind: 'aggregate' },
      { kind: 'aggregate' },
    ]);
    expect(query('select=').select).toEqual([]);
    expect(query('select=%20').select).toEqual([]);
  });

  test('select: spaces around items, commas inside an embed, digits as JSON keys', () => {
    const column = (name: string, more: object = {}) => ({
      kind: 'column',
      name,
      path: [],
      alias: undefined,
      cast: undefined,
      ...more,
    });
    expect(query('select=email, *, orders(id,total),id:: text').select).toEqual([
      column('email'),
      { kind: 'all' },
      { kind: 'embed', relation: 'orders' },
      column('id', { cast: 'text' }),
    ]);
    // An index is all digits up to the next arrow or the end; anything else is a key.
    expect(query('select=data->12->a1,data->1a,data->12a').select).toEqual([
      column('data', {
        path: [
          { arrow: '->', key: 12 },
          { arrow: '->', key: 'a1' },
        ],
      }),
      column('data', { path: [{ arrow: '->', key: '1a' }] }),
      column('data', { path: [{ arrow: '->', key: '12a' }] }),
    ]);
  });

  test('a select PostgREST cannot parse: 400 / PGRST100, quoting it', () => {
    expect(parseError('select=email,(')).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse select parameter (email,()" (line 1, column 1)',
      details: 'unexpected select item',
    });
  });

  test('columns and on_conflict: names, at least one, each a column', () => {
    expect(query('columns=email,"product name"&on_conflict=email')).toMatchObject({
      columns: ['email', 'product name'],
      onConflict: ['email'],
    });
    expect(query('columns=email, "product name"').columns).toEqual(['email', 'product name']);
    expect(parseError('columns=')).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse columns parameter ()" (line 1, column 1)',
      details: 'expecting field name (* or [a..z0..9_$])',
    });
    expect(parseError('on_conflict=email,data->a').message).toBe(
      '"failed to parse on_conflict parameter (email,data->a)" (line 1, column 1)',
    );
  });

  test('order: a column, then asc or desc and nullsfirst or nullslast', () => {
    expect(query('order=created_at.desc.nullslast,id,email.nullsfirst.asc,').order).toEqual([
      { column: 'created_at', direction: 'desc', nulls: 'last' },
      { column: 'id' },
      { column: 'email', direction: 'asc', nulls: 'first' },
    ]);
    expect(parseError('order=id.down')).toMatchObject({
      status: 400,
      message: '"failed to parse order (id.down)" (line 1, column 1)',
      details: 'unexpected "down"',
    });
    expect(query('order=email, "product name".desc').order).toEqual([
      { column: 'email' },
      { column: 'product name', direction: 'desc' },
    ]);
    expect(parseError('order=id.asc.nullsfirst.desc')).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse order (id.asc.nullsfirst.desc)" (line 1, column 1)',
      details: 'unexpected order term',
    });
    expect(parseError('order=data->a.asc').details).toBe('unexpected order term');
  });

  test('limit and offset: non-negative integers', () => {
    expect(query('limit=0&offset=1000')).toMatchObject({ limit: 0, offset: 1000 });
    expect(parseError('limit=-1')).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse limit (-1)" (line 1, column 1)',
      details: 'expecting a non-negative integer',
    });
    expect(parseError('offset=1.5').message).toBe(
      '"failed to parse offset (1.5)" (line 1, column 1)',
    );
    expect(parseError('limit=10x').status).toBe(400);
  });

  test('filters are kept as sent, each with an operator PostgREST knows', () => {
    expect(
      query('email=eq.a@example.com&id=not.in.(1,2)&body=fts(english).milk&or=(id.eq.1,id.eq.2)')
        .filters,
    ).toEqual([
      ['email', 'eq.a@example.com'],
      ['id', 'not.in.(1,2)'],
      ['body', 'fts(english).milk'],
      ['or', '(id.eq.1,id.eq.2)'],
    ]);
    // and/or trees, also an embedded resource's, are not checked here.
    expect(query('orders.and=(a.eq.1)&not.or=(b)').filters).toHaveLength(2);
    expect(query('and=(id.gt.1,id.lt.5)').filters).toEqual([['and', '(id.gt.1,id.lt.5)']]);
    expect(parseError('email=a@example.com')).toEqual({
      status: 400,
      code: 'PGRST100',
      message: '"failed to parse filter (a@example.com)" (line 1, column 1)',
      details: 'expecting "not" or operator (eq, gt, ...)',
    });
    expect(parseError('email=equals.a').status).toBe(400);
    expect(parseError('email=xeq.a').status).toBe(400);
  });

  test('a query parameter names one column, bare or quoted, never a JSON path', () => {
    expect(['email', ' product_name ', 'a-b', '"a->b"', ' "a->b" '].map(isColumnName)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['data->a', 'a b(c)', 'a.b', ''].map(isColumnName)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(columnName(' "a \\"b\\" c" ')).toBe('a "b" c');
    expect(columnName(' email ')).toBe('email');
  });
});

describe('the body of an insert, by its Content-Type', () => {
  const body = (text: string) => Buffer.from(text, 'utf8');
  const json = (text: string, columns?: string[]) =>
    insertPayload(body(text), 'application/json', columns);
  const invalid = (read: () => unknown) => refusalOf(read);

  test('one object is one row; an array is rows with the same keys', () => {
    expect(json('{"email":"a@example.com","product_name":"Milk Bar"}')).toEqual({
      json: '{"email":"a@example.com","product_name":"Milk Bar"}',
      keys: ['email', 'product_name'],
      isObject: true,
    });
    const rows = '[{"email":"a@example.com","n":1},{"n":2,"email":"b@example.com"}]';
    expect(json(rows)).toEqual({ json: rows, keys: ['email', 'n'], isObject: false });
  });

  test('rows with other keys: 400 / PGRST102', () => {
    for (const rows of [
      '[{"a":1},{"b":1}]',
      '[{"a":1},{"a":1,"b":1}]',
      '[{"a":1},[]]',
      '[5,{"a":1}]',
      // Keys are compared one by one, not run together: "ab" is not "a" and "b".
      '[{"ab":1},{"a":1,"b":1}]',
    ])
      expect([rows, invalid(() => json(rows))]).toEqual([
        rows,
        { status: 400, code: 'PGRST102', message: 'All object keys must match', details: null },
      ]);
  });

  test('a value that is no object, or an empty array, is no rows', () => {
    for (const value of ['"text"', '42', 'null', '[]'])
      expect([value, json(value)]).toEqual([value, { json: '[]', keys: [], isObject: false }]);
  });

  test('what is not JSON, UTF-8 or nested within 64 levels: 400 / PGRST102', () => {
    const notJson = { status: 400, code: 'PGRST102', message: 'Empty or invalid json' };
    expect(invalid(() => json(''))).toEqual({ ...notJson, details: null });
    expect(invalid(() => json('{"email":'))).toEqual({ ...notJson, details: null });
    expect(
      invalid(() => insertPayload(Buffer.from([0x7b, 0xc0, 0x80, 0x7d]), undefined, undefined)),
    ).toEqual({ ...notJson, details: 'The body is not valid UTF-8.' });
    // A byte-order mark stays a character, which JSON does not allow.
    expect(invalid(() => json('\ufeff{}'))).toEqual({ ...notJson, details: null });
    const nested = (depth: number) => `${'['.repeat(depth - 1)}{}${']'.repeat(depth - 1)}`;
    expect(json(`[{"a":${nested(62)}}]`).keys).toEqual(['a']);
    expect(invalid(() => json(`[{"a":${nested(63)}}]`))).toEqual({
      ...notJson,
      details: 'The JSON nests deeper than 64 levels.',
    });
  });

  test('nesting is how deep a value goes, not how many brackets a body holds', () => {
    const rows = Array.from({ length: 100 }, () => '{"email":"a@example.com","sizes":["S"]}');
    expect(json(`[${rows.join(',')}]`)).toMatchObject({
      keys: ['email', 'sizes'],
      isObject: false,
    });
  });

  test('brackets and escaped quotes inside strings are text, not nesting', () => {
    const text = `{"a":"${'[{'.repeat(100)}\\"${'['.repeat(100)}"}`;
    expect(json(text).keys).toEqual(['a']);
  });

  test('with ?columns=, the body goes to PostgreSQL unread, filling those columns', () => {
    expect(json('  \n{"email":', ['email'])).toEqual({
      json: '  \n{"email":',
      keys: ['email'],
      isObject: true,
    });
    expect(json('[{"email":"a"}]', ['email', 'product_name'])).toEqual({
      json: '[{"email":"a"}]',
      keys: ['email', 'product_name'],
      isObject: false,
    });
  });

  test('JSON whatever the case of its type and its parameters, or with no type at all', () => {
    const row = '{"email":"a@example.com"}';
    for (const type of [undefined, 'Application/JSON', 'application/json; charset=latin1'])
      expect(insertPayload(body(row), type, undefined)).toMatchObject({ keys: ['email'] });
  });

  test('a form is one row of text values, the last of a repeated name kept', () => {
    const form = insertPayload(
      body('email=form%40example.com&product_name=Form+Tee&email=last%40example.com'),
      'application/x-www-form-urlencoded',
      ['ignored'],
    );
    expect(form).toEqual({
      json: '{"email":"last@example.com","product_name":"Form Tee"}',
      keys: ['email', 'product_name'],
      isObject: true,
    });
  });

  test('CSV is a header line, then rows; a field NULL is null', () => {
    const csv = (text: string) => insertPayload(body(text), 'text/csv', undefined);
    expect(csv('email,product_name\na@example.com,NULL\nb@example.com,Milk Bar')).toEqual({
      json: '[{"email":"a@example.com","product_name":null},{"email":"b@example.com","product_name":"Milk Bar"}]',
      keys: ['email', 'product_name'],
      isObject: false,
    });
    expect(csv('email,product_name\n')).toEqual({ json: '[]', keys: [], isObject: false });
    expect(invalid(() => csv(''))).toMatchObject({
      status: 400,
      code: 'PGRST102',
      message: 'parse error (not enough input)',
    });
    expect(invalid(() => csv('email,product_name\na@example.com'))).toMatchObject({
      status: 400,
      code: 'PGRST102',
    });
  });

  test('any other type: 400 / PGRST102, naming it', () => {
    expect(
      invalid(() => insertPayload(body('{}'), 'Text/Plain; charset=utf-8', undefined)),
    ).toEqual({
      status: 400,
      code: 'PGRST102',
      message: 'Content-Type not acceptable: text/plain',
      details: null,
    });
  });
});
