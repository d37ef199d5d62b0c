import type { PGlite } from '@electric-sql/pglite';
import type { ApiRole } from './access';
import { asRole } from './database';
import { clientError } from './http';

/**
 * The part of PostgREST the site and restock-list use, translated to SQL: the exposed tables and their
 * columns (its schema cache), an insert of JSON rows, and a select with `select`, `order`, `limit`,
 * `offset`, column filters (`id=gt.1000`) and the exact count `Prefer: count=exact` asks for. Each statement runs in a transaction as the role of the request's key, so grants, row-level
 * security and constraints answer as on a Supabase project.
 */

/** Tables the stand-in exposes under /rest/v1/. */
export const EXPOSED_TABLES = ['stock_notifications'];

export type Row = Record<string, unknown>;

/** The columns of each exposed table, read once at the start, as PostgREST's schema cache. */
export type SchemaCache = Map<string, Set<string>>;

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const result = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const cache: SchemaCache = new Map();
  for (const { table_name, column_name } of result.rows) {
    if (!EXPOSED_TABLES.includes(table_name)) continue;
    cache.set(table_name, (cache.get(table_name) ?? new Set()).add(column_name));
  }
  return cache;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The table named by a path segment (percent-encoded), with its columns; malformed 400, unknown 404. */
export function exposedTable(
  cache: SchemaCache,
  encoded: string,
): { table: string; columns: Set<string> } {
  let table: string;
  try {
    table = decodeURIComponent(encoded);
  } catch {
    throw clientError(400, 'PGRST125', `Invalid path specified in request URL: ${encoded}`);
  }
  const columns = cache.get(table);
  if (!columns) {
    throw clientError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    );
  }
  return { table, columns };
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

/** A body's rows: one object or an array of objects, all with the same keys. */
export function rowsOf(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (
    !rows.every((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row))
  ) {
    throw clientError(400, 'PGRST102', 'Empty or invalid json');
  }
  const keysOf = (row: Row) => Object.keys(row).sort().join(',');
  const firstKeys = keysOf(rows[0] ?? {});
  if (rows.some((row) => keysOf(row) !== firstKeys)) {
    throw clientError(400, 'PGRST102', 'All object keys must match');
  }
  return rows;
}

/** `Prefer: return=representation` asks for the inserted rows; anything else is minimal (no body). */
export function wantsRepresentation(prefer: string | undefined): boolean {
  return /\breturn=representation\b/.test(prefer ?? '');
}

/** Inserts the rows as `role`; returns them as stored when `returning`, else nothing. */
export async function insertRows(
  db: PGlite,
  role: ApiRole,
  { table, columns }: { table: string; columns: Set<string> },
  rows: Row[],
  returning: boolean,
): Promise<Row[]> {
  const names = Object.keys(rows[0] ?? {});
  checkColumns(table, names, columns);
  const target = `public.${quoteIdentifier(table)}`;
  const suffix = returning ? ' returning *' : '';
  return asRole(db, role, async (tx) => {
    if (rows.length === 0) return [];
    if (names.length === 0) {
      return (await tx.query<Row>(`insert into ${target} default values${suffix}`)).rows;
    }
    const list = names.map(quoteIdentifier).join(', ');
    // The statement PostgREST builds: the JSON is typed by the table's row type, in one parameter.
    const sql = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)${suffix}`;
    return (await tx.query<Row>(sql, [JSON.stringify(rows)])).rows;
  });
}

/** PostgREST's comparison filters, as `column=op.value`: what restock-list pages with (`id=gt.1000`). */
const FILTER_OPERATORS: Record<string, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/** The `where` clause of the column filters among `params`, each value a parameter of the statement. */
function filterClause(
  params: URLSearchParams,
  columns: Set<string>,
): { where: string; values: string[] } {
  const terms: string[] = [];
  const values: string[] = [];
  for (const [key, value] of params) {
    if (['select', 'order', 'limit', 'offset'].includes(key)) continue;
    if (!columns.has(key)) {
      throw clientError(
        400,
        'PGRST100',
        `The local stand-in does not support the query parameter '${key}'`,
      );
    }
    const [, operator = '', operand = ''] = /^(\w+)\.(.*)$/s.exec(value) ?? [];
    const sql = FILTER_OPERATORS[operator];
    if (!sql) throw clientError(400, 'PGRST100', `"failed to parse filter (${value})"`);
    values.push(operand);
    terms.push(`${quoteIdentifier(key)} ${sql} $${values.length}`);
  }
  return { where: terms.length ? ` where ${terms.join(' and ')}` : '', values };
}

/** select=a,b, order=a.asc,b.desc.nullslast, limit, offset and filters: what restock-list sends. */
function selectStatement(
  table: string,
  params: URLSearchParams,
  columns: Set<string>,
): { sql: string; countSql: string; values: string[] } {
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
  const { where, values } = filterClause(params, columns);
  const from = `from public.${quoteIdentifier(table)}${where}`;
  return {
    sql: `select ${selectList} ${from}${orderBy}${count('limit')}${count('offset')}`,
    countSql: `select count(*)::int as total ${from}`,
    values,
  };
}

export function wantsExactCount(prefer: string | undefined): boolean {
  return /\bcount=exact\b/.test(prefer ?? '');
}

/**
 * The rows a GET asks for, read as `role`, and with `exactCount` how many rows its filters match without
 * its limit and offset (what PostgREST puts after the slash of Content-Range).
 */
export async function selectRows(
  db: PGlite,
  role: ApiRole,
  { table, columns }: { table: string; columns: Set<string> },
  params: URLSearchParams,
  exactCount = false,
): Promise<{ rows: Row[]; total?: number }> {
  const { sql, countSql, values } = selectStatement(table, params, columns);
  return asRole(db, role, async (tx) => {
    const rows = (await tx.query<Row>(sql, values)).rows;
    if (!exactCount) return { rows };
    const [counted] = (await tx.query<{ total: number }>(countSql, values)).rows;
    return { rows, total: counted?.total ?? 0 };
  });
}
