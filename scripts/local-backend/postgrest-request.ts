import type { IncomingMessage } from 'node:http';
import { clientError, header, HttpError } from './http';

/**
 * What a request asks of PostgREST, read as PostgREST reads it (src/library/PostgREST/ApiRequest.hs,
 * ApiRequest/Preferences.hs and ApiRequest/QueryParams.hs in PostgREST's repository), with its errors:
 * the method, the schema its profile header names, its Prefer header and its query parameters.
 */

/**
 * The schemas a Supabase project exposes by default (Project Settings → Data API → Exposed schemas), in the
 * order PostgREST lists them; the first is the default.
 */
const EXPOSED_SCHEMAS = ['public', 'graphql_public'];

/** The methods PostgREST answers on a table (OPTIONS is answered before, as CORS). */
export type TableMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const TABLE_METHODS = new Set<string>(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

export function tableMethod(method: string): TableMethod {
  if (!TABLE_METHODS.has(method))
    throw clientError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  return method as TableMethod;
}

/**
 * The schema a request is about: Accept-Profile for GET and HEAD, Content-Profile for the others (the
 * other header is ignored), the default when there is none; one that is not exposed answers 406.
 */
export function requestedSchema(req: IncomingMessage, method: TableMethod): string {
  const profile = header(
    req,
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (profile === undefined) return EXPOSED_SCHEMAS[0] as string;
  if (!EXPOSED_SCHEMAS.includes(profile)) {
    throw new HttpError(406, {
      code: 'PGRST106',
      details: null,
      hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
      message: `Invalid schema: ${profile}`,
    });
  }
  return profile;
}

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  /** return=: the rows back (representation), nothing (minimal) or headers only. */
  representation?: 'representation' | 'minimal' | 'headers-only';
  /** missing=default: a column a row leaves out gets its default rather than null. */
  missing?: 'default' | 'null';
  /** count=: the rows a read matches in all, after Content-Range's slash (counted exactly here). */
  count?: 'exact' | 'planned' | 'estimated';
  /** What the answer's Preference-Applied header lists. */
  applied: string[];
}

/** Every preference PostgREST knows, by the name before its `=`. */
const KNOWN_PREFERENCES: Record<string, string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/**
 * The Prefer header (every one, comma-separated, first value of each kind wins). With handling=strict, a
 * preference PostgREST does not know answers 400.
 */
export function preferences(req: IncomingMessage): Preferences {
  // An empty item is no preference PostgREST knows: with handling=strict, it is refused as one.
  const tokens =
    header(req, 'prefer')
      ?.split(',')
      .map((token) => token.trim()) ?? [];
  const chosen = new Map<string, string>();
  const invalid: string[] = [];
  for (const token of tokens) {
    const [name = '', value = ''] = token.split(/=(.*)/s);
    const known =
      KNOWN_PREFERENCES[name]?.includes(value) || name === 'timezone' || name === 'max-affected';
    if (!known) invalid.push(token);
    else if (!chosen.has(name)) chosen.set(name, value);
  }
  if (chosen.get('handling') === 'strict' && invalid.length > 0) {
    throw clientError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  const applied = ['resolution', 'missing', 'return']
    .filter((name) => chosen.has(name))
    .map((name) => `${name}=${chosen.get(name)}`);
  return {
    resolution: chosen.get('resolution') as Preferences['resolution'],
    representation: chosen.get('return') as Preferences['representation'],
    missing: chosen.get('missing') as Preferences['missing'],
    count: chosen.get('count') as Preferences['count'],
    applied,
  };
}

/** One step of a JSON path: `->'key'`, `->>'key'` or `->0`. */
interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/**
 * An item of `select`: all columns, one column (aliased, followed into its JSON, cast), an embedded
 * resource (`orders(*)`, `...orders(*)`) or an aggregate (`count()`, `total.sum()`).
 */
export type SelectItem =
  | { kind: 'all' }
  | { kind: 'column'; name: string; path: JsonStep[]; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string }
  | { kind: 'aggregate' };

interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  /** ?columns=: the columns an insert takes from the body (the body's own keys otherwise). */
  columns?: string[];
  /** ?on_conflict=: the unique columns an upsert resolves on (the primary key otherwise). */
  onConflict?: string[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** Filters (`email=eq.x`), and/or trees and anything else that is not one of the above, as sent. */
  filters: [string, string][];
}

const parseError = (what: string, value: string, details: string) =>
  clientError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`, details);

/** A name as PostgREST's pFieldName reads it: "quoted" (with \ escapes), or letters, digits, _, $ and spaces joined by single dashes. */
const FIELD_NAME = String.raw`"(?:[^"\\]|\\.)*"|[\p{L}\p{N}_ $]+(?:-(?!>)[\p{L}\p{N}_ $]+)*`;
const FIELD_NAME_ONLY = new RegExp(`^(?:${FIELD_NAME})$`, 'u');

/** Whether a query parameter's name is one column (not an embedded resource's, not a JSON path). */
export function isColumnName(name: string): boolean {
  return FIELD_NAME_ONLY.test(name.trim());
}

/** A column's name as a query parameter spells it ("quoted" or bare). */
export function columnName(text: string): string {
  return fieldName(text);
}

function fieldName(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('"') ? trimmed.slice(1, -1).replace(/\\(.)/gsu, '$1') : trimmed.trim();
}

/** `a,"b c",d`: PostgREST's pColumns (at least one name). */
function columnList(what: string, value: string): string[] {
  const names = splitTopLevel(value);
  if (!names.every((name) => FIELD_NAME_ONLY.test(name.trim())))
    throw parseError(what, value, 'expecting field name (* or [a..z0..9_$])');
  return names.map(fieldName);
}

/** Splits at the commas that are outside quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** An index is digits up to the next arrow or the end (`->12a` is the key "12a", as in PostgREST's pJIdx). */
const JSON_STEP = new RegExp(`(->>?)(-?\\d+(?=->|$)|${FIELD_NAME})`, 'uy');
const SELECT_FIELD = new RegExp(
  `^(?:(${FIELD_NAME}):(?!:))?(${FIELD_NAME})((?:->>?(?:-?\\d+|${FIELD_NAME}))*)(?:::([\\p{L}\\p{N}_ $]+))?$`,
  'u',
);
const AGGREGATE = new RegExp(
  `^(?:(?:${FIELD_NAME}):(?!:))?(?:count\\(\\)|(?:${FIELD_NAME})(?:->>?[^.]*)?(?:::[\\p{L}\\p{N}_ $]+)?\\.(?:sum|avg|count|max|min)\\(\\))(?:::[\\p{L}\\p{N}_ $]+)?$`,
  'u',
);
const EMBED = new RegExp(
  `^(?:(?:${FIELD_NAME}):(?!:))?(?:\\.\\.\\.)?(${FIELD_NAME})(?:![^(]*)?\\(.*\\)$`,
  'su',
);

/** `select`, as PostgREST's pFieldForest reads it. */
function selectItems(value: string): SelectItem[] {
  if (value.trim() === '') return [];
  return splitTopLevel(value).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '*') return { kind: 'all' };
    if (AGGREGATE.test(item)) return { kind: 'aggregate' };
    const embed = item.match(EMBED);
    if (embed) return { kind: 'embed', relation: fieldName(embed[1] ?? '') };
    const field = item.match(SELECT_FIELD);
    if (!field) throw parseError('select parameter', value, 'unexpected select item');
    const [, alias, name = '', pathText = '', cast] = field;
    const path: JsonStep[] = [];
    JSON_STEP.lastIndex = 0;
    for (let step = JSON_STEP.exec(pathText); step; step = JSON_STEP.exec(pathText)) {
      const key = step[2] ?? '';
      path.push({
        arrow: step[1] as JsonStep['arrow'],
        key: /^-?\d+$/.test(key) ? Number(key) : fieldName(key),
      });
    }
    return {
      kind: 'column',
      name: fieldName(name),
      path,
      alias: alias === undefined ? undefined : fieldName(alias),
      cast: cast?.trim(),
    };
  });
}

function orderTerms(value: string): OrderTerm[] {
  return splitTopLevel(value)
    .filter((term) => term !== '')
    .map((term) => {
      const [column = '', ...modifiers] = term.split('.');
      if (!FIELD_NAME_ONLY.test(column.trim()) || modifiers.length > 2)
        throw parseError('order', term, 'unexpected order term');
      const order: OrderTerm = { column: fieldName(column) };
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') order.direction = modifier;
        else if (modifier === 'nullsfirst') order.nulls = 'first';
        else if (modifier === 'nullslast') order.nulls = 'last';
        else throw parseError('order', term, `unexpected "${modifier}"`);
      }
      return order;
    });
}

function count(name: 'limit' | 'offset', value: string | null): number | undefined {
  if (value === null) return undefined;
  if (!/^\d+$/.test(value)) throw parseError(name, value, 'expecting a non-negative integer');
  return Number(value);
}

/** PostgREST's filter operators: `[not.]op[(quantifier or configuration)].value`. */
const FILTER =
  /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|is|isdistinct|in|cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts)(\([\w]*\))?\./;

/** The query string, parsed as PostgREST parses it; a parameter it cannot parse answers 400 PGRST100. */
export function queryParams(search: URLSearchParams): QueryParams {
  const reserved = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset']);
  const filters = [...search].filter(([name]) => !reserved.has(name));
  for (const [name, value] of filters) {
    if (name === 'and' || name === 'or' || name.endsWith('.and') || name.endsWith('.or')) continue;
    if (!FILTER.test(value))
      throw parseError('filter', value, 'expecting "not" or operator (eq, gt, ...)');
  }
  const columns = search.get('columns');
  const onConflict = search.get('on_conflict');
  return {
    select: selectItems(search.get('select') ?? '*'),
    columns: columns === null ? undefined : columnList('columns parameter', columns),
    onConflict: onConflict === null ? undefined : columnList('on_conflict parameter', onConflict),
    order: orderTerms(search.get('order') ?? ''),
    limit: count('limit', search.get('limit')),
    offset: count('offset', search.get('offset')),
    filters,
  };
}
