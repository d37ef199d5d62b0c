import type { PGlite } from '@electric-sql/pglite';
import { STOCK_NOTIFICATIONS_TABLE } from '../../lib/notify';

import type { ApiRole } from './access';
import { asRole } from './database';
import { clientError, HttpError } from './http';
import type { Payload } from './payload';
import {
  columnName,
  isColumnName,
  type Preferences,
  type QueryParams,
  type SelectItem,
} from './postgrest-request';

/**
 * The part of PostgREST the site and restock-list use, translated to SQL: the exposed tables and their
 * columns (its schema cache), an insert (upsert included) of JSON rows built as PostgREST builds it
 * (src/library/PostgREST/Query/QueryBuilder.hs and SqlFragment.hs), and a select with `select`, `order`,
 * `limit`, `offset`, comparison filters (`id=gt.1000`) and the count `Prefer: count=exact` asks for. Each statement runs in a transaction as the role of the request's key, so grants,
 * row-level security and constraints answer as on a Supabase project: what PostgREST leaves to PostgreSQL
 * (an unknown column in `select`, a missing grant, an ON CONFLICT no index matches) PostgreSQL answers here.
 */

/** Tables the stand-in exposes under /rest/v1/. */
export const EXPOSED_TABLES = [STOCK_NOTIFICATIONS_TABLE];

export type Row = Record<string, unknown>;

interface Column {
  /** As format_type names it, the type PostgREST gives json_to_record for the column. */
  type: string;
  /** The column's default, as SQL (`now()`), or null. */
  defaultSql: string | null;
}

export interface Table {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

/** The exposed tables, by `schema.name`, read once at the start, as PostgREST's schema cache. */
export type SchemaCache = Map<string, Table>;

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const { rows } = await db.query<{
    schema: string;
    table: string;
    column: string;
    type: string;
    default_sql: string | null;
    primary_key: boolean;
  }>(
    `select n.nspname as schema, c.relname as table, a.attname as column,
            format_type(a.atttypid, a.atttypmod) as type,
            pg_get_expr(d.adbin, d.adrelid) as default_sql,
            coalesce(a.attnum = any(i.indkey), false) as primary_key
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = any($1)
      order by a.attnum`,
    [EXPOSED_TABLES],
  );
  const cache: SchemaCache = new Map();
  for (const row of rows) {
    const key = `${row.schema}.${row.table}`;
    const table: Table = cache.get(key) ?? {
      schema: row.schema,
      name: row.table,
      columns: new Map(),
      primaryKey: [],
    };
    table.columns.set(row.column, { type: row.type, defaultSql: row.default_sql });
    if (row.primary_key) table.primaryKey.push(row.column);
    cache.set(key, table);
  }
  return cache;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The table named by a path segment (percent-encoded) in `schema`; malformed 400, unknown 404. */
export function exposedTable(cache: SchemaCache, schema: string, encoded: string): Table {
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    throw clientError(400, 'PGRST125', `Invalid path specified in request URL: ${encoded}`);
  }
  const table = cache.get(`${schema}.${name}`);
  if (!table) {
    throw clientError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
    );
  }
  return table;
}

/** PostgREST's check of the columns a write names: each must be a column of the table. */
function checkColumns(table: Table, names: string[]): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw clientError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

/**
 * The SQL of a `select`: columns are named, not checked, so PostgreSQL answers one that does not exist
 * (42703), as behind PostgREST. An embedded resource answers as PostgREST does for a table with no
 * relationship (PGRST200), an aggregate as PostgREST does with aggregates off, Supabase's default (PGRST123).
 */
function selectList(table: Table, items: SelectItem[]): string {
  const qualified = (name: string) => `${quoteIdentifier(table.name)}.${quoteIdentifier(name)}`;
  return items
    .map((item) => {
      if (item.kind === 'all') return `${quoteIdentifier(table.name)}.*`;
      if (item.kind === 'aggregate')
        throw clientError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (item.kind === 'embed') {
        throw new HttpError(400, {
          code: 'PGRST200',
          details: `Searched for a foreign key relationship between '${table.name}' and '${item.relation}' in the schema '${table.schema}', but no matches were found.`,
          hint: null,
          message: `Could not find a relationship between '${table.name}' and '${item.relation}' in the schema cache`,
        });
      }
      let sql = qualified(item.name);
      for (const { arrow, key } of item.path)
        sql += `${arrow}${typeof key === 'number' ? key : quoteLiteral(key)}`;
      if (item.cast) sql = `cast(${sql} as ${item.cast})`;
      const lastKey = item.path.at(-1)?.key;
      const alias = item.alias ?? (typeof lastKey === 'string' ? lastKey : item.name);
      return `${sql} as ${quoteIdentifier(alias)}`;
    })
    .join(', ');
}

/**
 * PostgREST's insert: the JSON typed by the columns' types in one parameter (json_to_record for an object,
 * json_to_recordset for an array; their jsonb twins with missing=default, where the columns' defaults fill
 * the keys a row leaves out), ON CONFLICT for an upsert (on ?on_conflict= or the primary key: DO NOTHING to
 * ignore duplicates, DO UPDATE of the inserted columns to merge them, which needs the UPDATE grant), and
 * RETURNING what `select` names when the rows are asked back (which needs the SELECT grant).
 */
function insertStatement(
  table: Table,
  payload: Payload,
  preferences: Preferences,
  params: QueryParams,
  where = '',
): string {
  const { keys, isObject } = payload;
  checkColumns(table, keys);
  const column = (name: string) => table.columns.get(name) as Column;
  const target = `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
  const columns = keys.map(quoteIdentifier).join(', ');
  const withDefaults = preferences.missing === 'default';
  const json = withDefaults ? 'jsonb' : 'json';

  const defaults = keys
    .filter((name) => column(name).defaultSql !== null)
    .map((name) => `${quoteLiteral(name)}, ${column(name).defaultSql}`)
    .join(', ');
  const defaultsJoin = !withDefaults
    ? ''
    : isObject
      ? `lateral (select jsonb_build_object(${defaults}) || pgrst_payload.json_data as val) pgrst_json_defs, `
      : `lateral (select jsonb_agg(jsonb_build_object(${defaults}) || elem) as val from jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
  const body = withDefaults ? 'pgrst_json_defs.val' : 'pgrst_payload.json_data';
  const rowsSource =
    keys.length === 0
      ? isObject
        ? '(values (1)) _'
        : `${json}_array_elements(${body}) _`
      : `${json}_to_record${isObject ? '' : 'set'}(${body}) as _(${keys
          .map((name) => `${quoteIdentifier(name)} ${column(name).type}`)
          .join(', ')})`;

  let sql =
    `insert into ${target}${keys.length ? ` (${columns})` : ''} ` +
    `select ${keys.map((name) => `pgrst_body.${quoteIdentifier(name)}`).join(', ')} ` +
    `from (select $1::${json} as json_data) pgrst_payload, ${defaultsJoin}` +
    `lateral (select ${columns} from ${rowsSource}) pgrst_body${where}`;

  const conflictColumns = params.onConflict ?? table.primaryKey;
  if (preferences.resolution && conflictColumns.length > 0) {
    const update = keys.map(
      (name) => `${quoteIdentifier(name)} = excluded.${quoteIdentifier(name)}`,
    );
    sql += ` on conflict (${conflictColumns.map(quoteIdentifier).join(', ')}) `;
    sql +=
      preferences.resolution === 'merge-duplicates' && update.length
        ? `do update set ${update.join(', ')}`
        : 'do nothing';
  }
  const returned =
    preferences.representation === 'representation' || preferences.representation === 'headers-only'
      ? selectList(table, params.select)
      : '';
  return `${sql} returning ${returned || '1'}`;
}

/** Inserts the body's rows as `role`; returns them as `select` names them when they are asked back. */
export async function insertRows(
  db: PGlite,
  role: ApiRole,
  table: Table,
  payload: Payload,
  preferences: Preferences,
  params: QueryParams,
): Promise<Row[]> {
  const sql = insertStatement(table, payload, preferences, params);
  return asRole(db, role, async (tx) => (await tx.query<Row>(sql, [payload.json])).rows);
}

/** The comparison filters the stand-in runs (`id=gt.1000`, `email=not.eq.x`): restock-list's keyset pages. */
const FILTER_OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const COMPARISON = /^(not\.)?(eq|neq|gt|gte|lt|lte)\.(.*)$/s;

/** Whether the stand-in runs every filter of a request (the others: refuseUnemulated). */
export function filtersEmulated(params: QueryParams): boolean {
  return params.filters.every(([name, value]) => isColumnName(name) && COMPARISON.test(value));
}

/**
 * The SQL of a read: `select`, the comparison filters (each value a parameter, its column left to
 * PostgreSQL), `order` (its columns left to PostgreSQL too), `limit` and `offset`; and of its count, what
 * the filters match without the limit and offset.
 */
function selectStatement(
  table: Table,
  params: QueryParams,
): { sql: string; countSql: string; values: string[] } {
  const column = (name: string) => `${quoteIdentifier(table.name)}.${quoteIdentifier(name)}`;
  const values: string[] = [];
  const conditions = params.filters.map(([name, value]) => {
    const [, not, operator = '', operand = ''] = COMPARISON.exec(value) ?? [];
    values.push(operand);
    const condition = `${column(columnName(name))} ${FILTER_OPERATORS[operator]} $${values.length}`;
    return not ? `not (${condition})` : condition;
  });
  const orderBy = params.order.map(({ column: name, direction, nulls }) =>
    [column(name), direction, nulls && `nulls ${nulls}`].filter(Boolean).join(' '),
  );
  const from = [
    `from ${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`,
    conditions.length ? `where ${conditions.join(' and ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sql = [
    `select ${selectList(table, params.select)} ${from}`,
    orderBy.length ? `order by ${orderBy.join(', ')}` : '',
    params.limit === undefined ? '' : `limit ${params.limit}`,
    params.offset === undefined ? '' : `offset ${params.offset}`,
  ]
    .filter(Boolean)
    .join(' ');
  return { sql, countSql: `select count(*)::int as total ${from}`, values };
}

/**
 * The rows a GET asks for, read as `role`, and with `count` how many rows its filters match without its
 * limit and offset (what PostgREST puts after the slash of Content-Range).
 */
export async function selectRows(
  db: PGlite,
  role: ApiRole,
  table: Table,
  params: QueryParams,
  count: boolean,
): Promise<{ rows: Row[]; total?: number }> {
  const { sql, countSql, values } = selectStatement(table, params);
  return asRole(db, role, async (tx) => {
    const rows = (await tx.query<Row>(sql, values)).rows;
    if (!count) return { rows };
    const [counted] = (await tx.query<{ total: number }>(countSql, values)).rows;
    return { rows, total: counted?.total ?? 0 };
  });
}

/** What the stand-in does not run: a read with filters, PATCH, PUT, DELETE. */
export type Unemulated =
  | { kind: 'read' }
  | { kind: 'update'; payload: Payload }
  | { kind: 'upsert'; payload: Payload }
  | { kind: 'delete' };

/**
 * The statement PostgREST would run for `request`, made to touch no row (WHERE false): PostgreSQL checks its
 * columns, its grants and its identity columns all the same.
 */
function statementTouchingNothing(
  table: Table,
  request: Unemulated,
  preferences: Preferences,
  params: QueryParams,
): string {
  const target = `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
  if (request.kind === 'delete') return `delete from ${target} where false returning 1`;
  if (request.kind === 'upsert') {
    const upsert = { ...preferences, resolution: 'merge-duplicates' as const };
    const onPrimaryKey = { ...params, onConflict: table.primaryKey };
    return insertStatement(table, request.payload, upsert, onPrimaryKey, ' where false');
  }
  if (request.kind === 'read' || request.payload.keys.length === 0)
    return `select ${selectList(table, params.select)} from ${target} where false`;
  const { keys, isObject } = request.payload;
  checkColumns(table, keys);
  const typed = keys
    .map((name) => `${quoteIdentifier(name)} ${table.columns.get(name)?.type}`)
    .join(', ');
  return (
    `update ${target} set ${keys.map((name) => `${quoteIdentifier(name)} = pgrst_body.${quoteIdentifier(name)}`).join(', ')} ` +
    `from (select $1::json as json_data) pgrst_payload, ` +
    `lateral (select ${keys.map(quoteIdentifier).join(', ')} from json_to_record${isObject ? '' : 'set'}(pgrst_payload.json_data) as _(${typed}) limit 1) pgrst_body ` +
    'where false returning 1'
  );
}

/**
 * A request the stand-in does not emulate: if `role` may not run it, PostgreSQL's own refusal, as
 * production answers (the publishable key may only insert); if it may, 501, saying so.
 */
export async function refuseUnemulated(
  db: PGlite,
  role: ApiRole,
  table: Table,
  request: Unemulated,
  preferences: Preferences,
  params: QueryParams,
  what: string,
): Promise<never> {
  const sql = statementTouchingNothing(table, request, preferences, params);
  const json = 'payload' in request ? [request.payload.json] : [];
  await asRole(db, role, (tx) => tx.query(sql, sql.includes('$1') ? json : []));
  throw new HttpError(501, {
    code: 'LOCAL501',
    details:
      'PostgREST runs it in production; the local stand-in runs inserts, upserts and reads without filters (docs/backend.md).',
    hint: null,
    message: `The local backend does not emulate ${what}`,
  });
}
