import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import getRawBody from 'raw-body';
import { LOCAL_BACKEND_HOST } from '../../lib/config';
import { lockDataDir, type DataDirLock } from './data-dir';
import { asRole, openDatabase } from './database';
import { roleForRequest } from './keys';
import { toPostgrestError, type PostgrestError } from './postgrest-errors';

/**
 * A development and test stand-in for the part of Supabase's REST API (PostgREST) the site uses: insert a
 * row into stock_notifications, and read the table with the secret key (npm run restock-list). Each
 * request runs in a transaction as the role of its key, so grants, row-level security and constraints
 * answer exactly as they would on a Supabase project. Production is hosted Supabase.
 */

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
const MAX_BODY_BYTES = 16 * 1024;

/** Tables the stand-in exposes under /rest/v1/. */
const EXPOSED_TABLES = new Set(['stock_notifications']);

const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';
const CORS_ALLOWED_HEADERS =
  'apikey, authorization, content-type, prefer, x-client-info, accept-profile, content-profile';
const CORS_MAX_AGE_SECONDS = '600';

export interface LocalBackendOptions {
  /** PGlite data directory; undefined or 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** 0 picks a free port (tests). */
  port: number;
  allowedOrigins?: string[];
  /** Called with one line per request; omit to stay quiet. */
  log?: (line: string) => void;
  /**
   * Called when the database itself fails after the start (PostgreSQL aborted, the data directory went
   * away): the backend cannot answer correctly any more. main.ts exits non-zero.
   */
  onFatal?: (error: unknown) => void;
}

export interface LocalBackend {
  url: string;
  port: number;
  db: PGlite;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

function clientError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint: null, message });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text; a body that is not valid UTF-8 is refused (400), never stored as U+FFFD. */
function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw clientError(400, 'PGRST102', 'Empty or invalid json', 'The body is not valid UTF-8.');
  }
}

/**
 * Inserts are JSON: `application/json`, with at most a charset parameter that says UTF-8. Other types
 * (`application/json-patch+json`, `text/plain`, a charset that is not UTF-8) are refused with 415.
 */
export function isJsonContentType(value: string): boolean {
  const [type = '', ...parameters] = value.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every(
    (parameter) => /^charset=("?)utf-8\1$/.test(parameter) || parameter === '',
  );
}

/** Reads the body, refusing more than MAX_BODY_BYTES (413) without buffering the rest. */
async function readBody(req: IncomingMessage): Promise<string> {
  const length = header(req, 'content-length');
  const body = await getRawBody(req, { limit: MAX_BODY_BYTES, length }).catch(
    (error: { type?: string }) => {
      throw error.type === 'entity.too.large'
        ? clientError(
            413,
            'PGRST413',
            'Request body too large',
            `The limit is ${MAX_BODY_BYTES} bytes.`,
          )
        : clientError(400, 'PGRST102', 'Empty or invalid json', 'The body could not be read.');
    },
  );
  return decodeUtf8(body);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Prefer: return=representation asks for the inserted rows; anything else is minimal (no body). */
function wantsRepresentation(req: IncomingMessage): boolean {
  return /\breturn=representation\b/.test(header(req, 'prefer') ?? '');
}

type Row = Record<string, unknown>;

function parseRows(body: string): Row[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw clientError(400, 'PGRST102', 'Empty or invalid json');
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (
    !rows.every((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row))
  ) {
    throw clientError(400, 'PGRST102', 'Empty or invalid json');
  }
  const firstKeys = Object.keys(rows[0] ?? {})
    .sort()
    .join(',');
  if (rows.some((row) => Object.keys(row).sort().join(',') !== firstKeys)) {
    throw clientError(400, 'PGRST102', 'All object keys must match');
  }
  return rows;
}

function checkColumns(table: string, names: string[], columns: Set<string>): void {
  for (const name of names) {
    if (!columns.has(name)) {
      throw clientError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table}' in the schema cache`,
      );
    }
  }
}

/** select=a,b and order=a.asc,b.desc.nullslast, limit and offset: what restock-list and .range() send. */
function buildSelect(table: string, params: URLSearchParams, columns: Set<string>): string {
  const supported = new Set(['select', 'order', 'limit', 'offset']);
  for (const key of params.keys()) {
    if (!supported.has(key)) {
      throw clientError(
        400,
        'PGRST100',
        `The local stand-in does not support the query parameter '${key}'`,
      );
    }
  }
  const selected = (params.get('select') ?? '*').split(',').map((part) => part.trim());
  const selectList = selected.includes('*')
    ? '*'
    : (checkColumns(table, selected, columns), selected.map(quoteIdentifier).join(', '));

  const orderTerms = (params.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const [column = '', ...modifiers] = term.split('.');
      checkColumns(table, [column], columns);
      const sql = [quoteIdentifier(column)];
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') sql.push(modifier);
        else if (modifier === 'nullsfirst') sql.push('nulls first');
        else if (modifier === 'nullslast') sql.push('nulls last');
        else throw clientError(400, 'PGRST100', `"failed to parse order (${term})"`);
      }
      return sql.join(' ');
    });

  const count = (name: 'limit' | 'offset'): string => {
    const value = params.get(name);
    if (value === null) return '';
    if (!/^\d+$/.test(value))
      throw clientError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
    return ` ${name} ${value}`;
  };

  const orderBy = orderTerms.length ? ` order by ${orderTerms.join(', ')}` : '';
  return `select ${selectList} from public.${quoteIdentifier(table)}${orderBy}${count('limit')}${count('offset')}`;
}

async function loadColumns(db: PGlite): Promise<Map<string, Set<string>>> {
  const result = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const columns = new Map<string, Set<string>>();
  for (const { table_name, column_name } of result.rows) {
    if (!EXPOSED_TABLES.has(table_name)) continue;
    columns.set(table_name, (columns.get(table_name) ?? new Set()).add(column_name));
  }
  return columns;
}

/** Host values a request to this backend may carry: the loopback names with the port it listens on. */
export function loopbackHosts(port: number): Set<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  const hosts = names.map((name) => `${name}:${port}`);
  if (port === 80) hosts.push(...names);
  return new Set(hosts);
}

/**
 * A request a browser sent: browsers add Origin to every cross-origin request (and the site's call is
 * one). Scripts and Node's fetch send none. The secret key must never come with one.
 */
function fromBrowser(req: IncomingMessage): boolean {
  return header(req, 'origin') !== undefined;
}

/** The table named in the path, percent-decoded; malformed percent-encoding is a client error. */
function tableFromPath(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw clientError(400, 'PGRST125', `Invalid path specified in request URL: ${encoded}`);
  }
}

/** Errors that are not PostgreSQL answering a statement: the database itself failed (WebAssembly abort…). */
function isDatabaseFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'RuntimeError' ||
      error.name === 'ErrnoError' ||
      /PGlite is closed/.test(error.message))
  );
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const allowedOrigins = new Set(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS);
  const log = options.log ?? (() => {});

  // Listen before opening the data directory: a second backend on the same port stops here, before it
  // could touch the first one's files. Requests wait until the database is ready.
  let resolveDb: (db: PGlite) => void = () => {};
  let rejectDb: (error: unknown) => void = () => {};
  const dbReady = new Promise<{ db: PGlite; columns: Map<string, Set<string>> }>(
    (resolve, reject) => {
      resolveDb = (db) => loadColumns(db).then((columns) => resolve({ db, columns }), reject);
      rejectDb = reject;
    },
  );
  dbReady.catch(() => {});

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    corsHeaders: Record<string, string>,
  ) {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      throw clientError(400, 'PGRST125', 'Invalid path specified in request URL');
    }
    const method = req.method ?? 'GET';

    if (url.pathname === '/health' && method === 'GET') {
      const { db } = await dbReady;
      // Healthy means the database answers, not only the HTTP server.
      try {
        await db.query('select 1');
      } catch (error) {
        if (isDatabaseFailure(error)) options.onFatal?.(error);
        throw clientError(503, 'PGRST000', 'The database does not answer');
      }
      // Let the caller of startLocalBackend finish (main.ts prints its banner) before reporting healthy.
      await new Promise((resolve) => setImmediate(resolve));
      sendJson(
        res,
        200,
        { status: 'ok', service: 'local Supabase stand-in (development and test only)' },
        corsHeaders,
      );
      return 'health';
    }

    const tableMatch = url.pathname.match(/^\/rest\/v1\/([^/]+)\/?$/);
    if (!tableMatch)
      throw clientError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);

    const key = roleForRequest(header(req, 'apikey'), header(req, 'authorization'));
    if (!key.ok) {
      sendJson(res, 401, { message: key.message, hint: key.hint }, corsHeaders);
      return 'no key';
    }
    const role = key.role;
    if (role === 'service_role' && fromBrowser(req)) {
      // Hosted Supabase refuses secret keys from browsers: a page must never hold one.
      sendJson(
        res,
        401,
        {
          message: 'Forbidden use of secret API key in browser',
          hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
        },
        corsHeaders,
      );
      return 'secret key from a browser';
    }
    const table = tableFromPath(tableMatch[1] ?? '');
    const { db, columns: allColumns } = await dbReady;
    const columns = allColumns.get(table);
    if (!EXPOSED_TABLES.has(table) || !columns) {
      throw clientError(
        404,
        'PGRST205',
        `Could not find the table 'public.${table}' in the schema cache`,
      );
    }

    try {
      if (method === 'POST') {
        const contentType = header(req, 'content-type') ?? '';
        if (!isJsonContentType(contentType)) {
          throw clientError(
            415,
            'PGRST107',
            `The Content-Type '${contentType}' is not acceptable for inserts`,
          );
        }
        const rows = parseRows(await readBody(req));
        const names = Object.keys(rows[0] ?? {});
        checkColumns(table, names, columns);
        const representation = wantsRepresentation(req);
        const target = `public.${quoteIdentifier(table)}`;
        const returning = representation ? ' returning *' : '';
        const inserted = await asRole(db, role, async (tx) => {
          if (rows.length === 0) return [];
          if (names.length === 0) {
            return (await tx.query<Row>(`insert into ${target} default values${returning}`)).rows;
          }
          const list = names.map(quoteIdentifier).join(', ');
          // The same statement PostgREST builds: the JSON is typed by the table's row type, in one parameter.
          const sql = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${returning}`;
          return (await tx.query<Row>(sql, [JSON.stringify(rows)])).rows;
        });
        if (representation) sendJson(res, 201, inserted, corsHeaders);
        else {
          res.writeHead(201, { ...corsHeaders, 'Content-Range': '*/*', 'Content-Length': 0 });
          res.end();
        }
        return role;
      }

      if (method === 'GET') {
        const sql = buildSelect(table, url.searchParams, columns);
        const rows = await asRole(db, role, async (tx) => (await tx.query<Row>(sql)).rows);
        const range = rows.length ? `0-${rows.length - 1}/*` : '*/*';
        sendJson(res, 200, rows, { ...corsHeaders, 'Content-Range': range });
        return role;
      }
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (isDatabaseFailure(error)) options.onFatal?.(error);
      const { status, body } = toPostgrestError(error, role);
      throw new HttpError(status, body);
    }

    throw clientError(405, 'PGRST117', `The local stand-in answers only GET and POST on ${table}`);
  }

  let allowedHosts = new Set<string>();

  const server = createServer((req, res) => {
    const started = performance.now();
    const origin = header(req, 'origin');
    const finish = (status: number, note: string) =>
      log(
        `${req.method} ${req.url} ${status} ${(performance.now() - started).toFixed(1)} ms ${note}`,
      );

    // Only requests addressed to this backend by a loopback name: a page on another site whose name
    // resolves to 127.0.0.1 (DNS rebinding) sends its own name as Host, and is refused here.
    const host = (header(req, 'host') ?? '').toLowerCase();
    if (!allowedHosts.has(host)) {
      sendJson(res, 421, {
        code: 'HOST',
        details: `Accepted: ${[...allowedHosts].join(', ')}`,
        hint: null,
        message: `Host ${JSON.stringify(host)} is not this local backend`,
      });
      finish(421, `host ${JSON.stringify(host)} refused`);
      return;
    }

    // Browsers send Origin on cross-origin requests: answer only the site's. Tools without Origin pass.
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      sendJson(res, 403, {
        code: 'CORS',
        details: null,
        hint: null,
        message: `Origin ${origin} is not allowed`,
      });
      finish(403, `origin ${origin} refused`);
      return;
    }
    const corsHeaders: Record<string, string> = origin
      ? {
          'Access-Control-Allow-Origin': origin,
          Vary: 'Origin',
          'Access-Control-Expose-Headers': 'Content-Range',
        }
      : {};

    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS,
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
        'Access-Control-Max-Age': CORS_MAX_AGE_SECONDS,
      });
      res.end();
      finish(204, 'preflight');
      return;
    }

    route(req, res, corsHeaders)
      .then((note) => finish(res.statusCode, note))
      .catch((error: unknown) => {
        const { status, body } =
          error instanceof HttpError
            ? error
            : { status: 500, body: toPostgrestError(error, 'anon').body };
        if (!res.headersSent) {
          // After a refused oversized body, close the connection rather than drain it.
          sendJson(
            res,
            status,
            body,
            status === 413 ? { ...corsHeaders, Connection: 'close' } : corsHeaders,
          );
        }
        finish(status, body.code);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, LOCAL_BACKEND_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  allowedHosts = loopbackHosts(port);

  // The data directory is locked before it is read: a second backend on it stops here, untouched.
  const onDisk = options.dataDir !== undefined && options.dataDir !== 'memory://';
  let lock: DataDirLock | undefined;
  let db: PGlite;
  try {
    if (onDisk) {
      lock = await lockDataDir(options.dataDir as string, (error) =>
        options.onFatal?.(
          new Error(`the lock on ${options.dataDir} was lost (${error.message})`, { cause: error }),
        ),
      );
      lock.setPort(port);
    }
    db = await openDatabase(options.dataDir, {
      onFatalLog: (line) => log(`PostgreSQL: ${line}`),
    });
    resolveDb(db);
    await dbReady;
  } catch (error) {
    rejectDb(error);
    // No client (a keep-alive /health poller) may hold a backend that failed to start.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await lock?.release().catch(() => {});
    throw error;
  }

  return {
    url: `http://${LOCAL_BACKEND_HOST}:${port}`,
    port,
    db,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      await lock?.release();
    },
  };
}
