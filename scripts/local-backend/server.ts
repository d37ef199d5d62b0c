import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { LOCAL_BACKEND_HOST } from '../../lib/local-addresses.mjs';
import {
  corsHeaders,
  DEFAULT_ALLOWED_ORIGINS,
  loopbackHosts,
  PREFLIGHT_HEADERS,
  refuseCaller,
  roleForRequest,
  type ApiRole,
} from './access';
import { lockDataDir, type DataDirLock } from './data-dir';
import { openDatabase } from './database';
import { checkHealth } from './health';
import { clientError, header, HttpError, readBody, sendJson } from './http';
import { insertPayload, type Payload } from './payload';
import {
  exposedTable,
  filtersEmulated,
  insertRows,
  loadSchemaCache,
  refuseUnemulated,
  selectRows,
  type SchemaCache,
  type Unemulated,
} from './postgrest';
import { preferences, queryParams, requestedSchema, tableMethod } from './postgrest-request';
import { toPostgrestError } from './postgrest-errors';

/**
 * A development and test stand-in for the part of Supabase's REST API (PostgREST) the site uses: insert a
 * row into stock_notifications, and read the table with the secret key (npm run restock-list), plus
 * /health. This module is the HTTP server: it listens on loopback, lets through what access.ts allows,
 * routes, and turns every failure into an answer. Production is hosted Supabase.
 */

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
  const log = options.log ?? (() => {});
  const onDisk = options.dataDir !== undefined && options.dataDir !== 'memory://';
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;
  let allowedHosts = new Set<string>();

  // Listen before opening the data directory: a second backend on the same port stops here, before it
  // could touch the first one's files. Requests wait until the database is ready.
  let resolveDb: (db: PGlite) => void = () => {};
  let rejectDb: (error: unknown) => void = () => {};
  const dbReady = new Promise<{ db: PGlite; schema: SchemaCache }>((resolve, reject) => {
    resolveDb = (db) => loadSchemaCache(db).then((schema) => resolve({ db, schema }), reject);
    rejectDb = reject;
  });
  dbReady.catch(() => {});

  /**
   * The database, once open. While it cannot be (a start failing, then ending the process), requests are
   * answered as PostgREST answers when its database cannot be reached: 503, with the start's own message.
   */
  const database = () =>
    dbReady.catch((error: unknown) => {
      throw new HttpError(503, {
        code: 'PGRST002',
        details: error instanceof Error ? error.message : String(error),
        hint: null,
        message: 'The local backend could not open its database',
      });
    });

  /** What the database threw, as PostgREST answers it; a database that failed is reported as fatal. */
  function fromDatabase(error: unknown, role: ApiRole): HttpError {
    if (error instanceof HttpError) return error;
    if (isDatabaseFailure(error)) options.onFatal?.(error);
    const { status, body } = toPostgrestError(error, role);
    return new HttpError(status, body);
  }

  /**
   * /health: 200 when every check of health.ts proved what it checks, saying what it checked; otherwise
   * 503, with the first failure's cause (PostgreSQL's or the system's) and every check's result.
   */
  async function health(res: ServerResponse, cors: Record<string, string>): Promise<string> {
    const { db } = await database();
    const checks = await checkHealth(db, onDisk ? options.dataDir : undefined);
    const failure = checks.find((check) => check.failure)?.failure;
    const results = checks.map(({ check, result }) => ({ check, result }));
    if (failure) {
      if (isDatabaseFailure(failure.error)) options.onFatal?.(failure.error);
      sendJson(
        res,
        503,
        {
          code: failure.code,
          details: failure.cause,
          hint: 'See docs/backend.md, "When /health says 503".',
          message: failure.message,
          checks: results,
        },
        cors,
      );
      return failure.code;
    }
    // Let the caller of startLocalBackend finish (main.ts prints its banner) before reporting healthy.
    await new Promise((resolve) => setImmediate(resolve));
    sendJson(
      res,
      200,
      {
        status: 'ok',
        service: 'local Supabase stand-in (development and test only)',
        checks: results,
      },
      cors,
    );
    return 'health';
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
    body: Buffer,
  ): Promise<string> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      throw clientError(400, 'PGRST125', 'Invalid path specified in request URL');
    }
    if (url.pathname === '/health' && req.method === 'GET') return health(res, cors);

    const tableMatch = url.pathname.match(/^\/rest\/v1\/([^/]+)\/?$/);
    if (!tableMatch)
      throw clientError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`);

    const key = roleForRequest(req);
    if (!key.ok) {
      sendJson(res, key.refusal.status, key.refusal.body, cors);
      return key.refusal.body.message;
    }
    try {
      await tableRequest(req, res, cors, body, url, tableMatch[1] ?? '', key.role);
    } catch (error) {
      throw fromDatabase(error, key.role);
    }
    return key.role;
  }

  /**
   * A request on /rest/v1/<table>, checked in PostgREST's order: method, profile header, query string,
   * body, then the table and what the request names in it, then PostgreSQL.
   */
  async function tableRequest(
    req: IncomingMessage,
    res: ServerResponse,
    cors: Record<string, string>,
    body: Buffer,
    url: URL,
    segment: string,
    role: ApiRole,
  ): Promise<void> {
    const method = tableMethod(req.method ?? 'GET');
    const schemaName = requestedSchema(req, method);
    const params = queryParams(url.searchParams);
    const writes = method === 'POST' || method === 'PATCH' || method === 'PUT';
    const payload = writes
      ? insertPayload(body, header(req, 'content-type'), params.columns)
      : undefined;
    const { db, schema } = await database();
    const table = exposedTable(schema, schemaName, segment);
    const prefs = preferences(req);
    const applied = prefs.applied.length
      ? { 'Preference-Applied': prefs.applied.join(', ') }
      : undefined;

    if (method === 'POST' && payload) {
      // PostgREST applies filters on an insert to the rows it returns, and to nothing else.
      const returned = prefs.representation === 'representation';
      if (params.filters.length && returned) {
        await refuseUnemulated(
          db,
          role,
          table,
          { kind: 'read' },
          prefs,
          params,
          'filters on the rows an insert returns',
        );
      }
      const inserted = await insertRows(db, role, table, payload, prefs, params);
      if (returned) sendJson(res, 201, inserted, { ...cors, ...applied });
      else {
        res.writeHead(201, { ...cors, ...applied, 'Content-Range': '*/*', 'Content-Length': 0 });
        res.end();
      }
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!filtersEmulated(params))
        await refuseUnemulated(db, role, table, { kind: 'read' }, prefs, params, 'these filters');
      const { rows, total } = await selectRows(db, role, table, params, prefs.count !== undefined);
      const offset = params.offset ?? 0;
      const range = `${rows.length ? `${offset}-${offset + rows.length - 1}` : '*'}/${total ?? '*'}`;
      sendJson(res, 200, rows, { ...cors, 'Content-Range': range });
      return;
    }
    if (method === 'PUT') {
      // PostgREST's PUT upserts one row named by the primary key: filters on exactly its columns, eq.
      const named = params.filters.filter(([, value]) => value.startsWith('eq.'));
      const pk = new Set(table.primaryKey);
      if (
        named.length !== params.filters.length ||
        named.length !== pk.size ||
        !named.every(([name]) => pk.has(name))
      ) {
        throw clientError(
          405,
          'PGRST105',
          "Filters must include all and only primary key columns with 'eq' operators",
        );
      }
    }
    const request: Unemulated =
      method === 'DELETE'
        ? { kind: 'delete' }
        : { kind: method === 'PUT' ? 'upsert' : 'update', payload: payload as Payload };
    await refuseUnemulated(db, role, table, request, prefs, params, method);
  }

  /**
   * One request: its body first, so no answer (a refusal included) leaves more than MAX_BODY_BYTES of it
   * read; then who is asking (access.ts), then the route. Returns the note logged beside its status.
   */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<string> {
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      const { status, body: answer } = error as HttpError;
      // Close the connection rather than read the rest of a body that is too large.
      sendJson(res, status, answer, status === 413 ? { Connection: 'close' } : {});
      return answer.code;
    }
    const refusal = refuseCaller(req, allowedHosts, allowedOrigins);
    if (refusal) {
      sendJson(res, refusal.status, refusal.body);
      return refusal.body.message;
    }
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, ...PREFLIGHT_HEADERS });
      res.end();
      return 'preflight';
    }
    try {
      return await route(req, res, cors, body);
    } catch (error) {
      const { status, body: answer } =
        error instanceof HttpError ? error : fromDatabase(error, 'anon');
      if (!res.headersSent) sendJson(res, status, answer, cors);
      return answer.code;
    }
  }

  /** Answers not yet finished, and who waits for there to be none (a failed start, before it closes). */
  let answering = 0;
  let whenAnswered: (() => void) | undefined;
  let startFailed = false;
  const server = createServer((req, res) => {
    const started = performance.now();
    if (startFailed) res.setHeader('Connection', 'close');
    answering += 1;
    res.once('close', () => {
      answering -= 1;
      if (answering === 0) whenAnswered?.();
    });
    void handle(req, res).then((note) =>
      log(
        `${req.method} ${req.url} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms ${note}`,
      ),
    );
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
      log,
    });
    resolveDb(db);
    await dbReady;
  } catch (error) {
    rejectDb(error);
    startFailed = true;
    // The requests that waited for the database are answered (503, with why), then no client (a
    // keep-alive /health poller) may hold a backend that failed to start.
    const closed = new Promise((resolve) => server.close(resolve));
    if (answering > 0) await new Promise<void>((resolve) => (whenAnswered = resolve));
    server.closeAllConnections();
    await closed;
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
