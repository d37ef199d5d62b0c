import { parse as parseCsv } from 'csv-parse/sync';
import { clientError } from './http';

/**
 * A body as PostgREST reads it for an insert (src/library/PostgREST/ApiRequest/Payload.hs): JSON, a form
 * (curl -d's default type) or CSV, by its Content-Type; any other type answers 400. What comes out is the
 * JSON text PostgreSQL is given and the columns it fills.
 */

export interface Payload {
  /** JSON text: an object (one row) or an array of objects. */
  json: string;
  /** The columns the rows fill: the keys of the rows, or ?columns= when the request names them. */
  keys: string[];
  /** Whether `json` is one object (json_to_record) rather than an array (json_to_recordset). */
  isObject: boolean;
}

/**
 * A row here nests two levels (`[{ "email": … }]`); 64 leaves room for a JSON column and stays far below
 * where V8's JSON.stringify overflows its stack (about 5,000 levels) and where PGlite's JSON parser was
 * seen to stop answering (about 8,000, which fits in 16 KB). PostgREST has no such limit; nothing a real
 * client sends comes near it.
 */
const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests arrays and objects deeper than `limit`, in one pass (strings skipped). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') depth -= 1;
  }
  return false;
}

/** UTF-8 that must be valid, and a byte-order mark kept as U+FEFF: JSON does not allow one. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const invalidBody = (message: string, details: string | null = null) =>
  clientError(400, 'PGRST102', message, details);

function decode(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw invalidBody('Empty or invalid json', 'The body is not valid UTF-8.');
  }
}

/** The type and subtype of a Content-Type, lower case; PostgREST reads no parameter of it. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** PostgREST's payloadAttributes: rows that are objects with the same keys; any other value is no rows. */
function rowsOf(json: string, value: unknown): Payload {
  const keysOf = (row: object) => Object.keys(row).sort().join('\u0000');
  const isRow = (row: unknown): row is object =>
    typeof row === 'object' && row !== null && !Array.isArray(row);
  if (isRow(value)) return { json, keys: Object.keys(value), isObject: true };
  if (!Array.isArray(value)) return { json: '[]', keys: [], isObject: false };
  const [first] = value;
  if (first === undefined) return { json: '[]', keys: [], isObject: false };
  if (!isRow(first) || !value.every((row) => isRow(row) && keysOf(row) === keysOf(first)))
    throw invalidBody('All object keys must match');
  return { json, keys: Object.keys(first), isObject: false };
}

function jsonPayload(body: Buffer, columns: string[] | undefined): Payload {
  const text = decode(body);
  // With ?columns=, PostgREST hands the body to PostgreSQL unread: PostgreSQL's JSON parser answers.
  if (columns) return { json: text, keys: columns, isObject: /^[ \t\n\r]*\{/.test(text) };
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw invalidBody(
      'Empty or invalid json',
      `The JSON nests deeper than ${MAX_JSON_DEPTH} levels.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
  return rowsOf(text, value);
}

/** `a=1&b=2`: one row of text values (the last of a repeated name). */
function formPayload(body: Buffer): Payload {
  const row: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(decode(body))) row[name] = value;
  return { json: JSON.stringify(row), keys: Object.keys(row), isObject: true };
}

/** A header line, then rows of as many fields; a field `NULL` is null. */
function csvPayload(body: Buffer): Payload {
  let rows: Record<string, string | null>[];
  try {
    rows = parseCsv(decode(body), {
      columns: (header: string[]) => {
        if (header.length === 0) throw new Error('no header line');
        return header;
      },
      cast: (value) => (value === 'NULL' ? null : value),
    });
  } catch (error) {
    throw invalidBody(error instanceof Error ? error.message : String(error));
  }
  if (body.length === 0) throw invalidBody('parse error (not enough input)');
  const [first] = rows;
  return { json: JSON.stringify(rows), keys: first ? Object.keys(first) : [], isObject: false };
}

/** The rows of an insert's body, read by its Content-Type (JSON when it has none). */
export function insertPayload(
  body: Buffer,
  contentType: string | undefined,
  columns: string[] | undefined,
): Payload {
  const type = mediaType(contentType);
  if (type === 'application/json') return jsonPayload(body, columns);
  const payload =
    type === 'application/x-www-form-urlencoded'
      ? formPayload(body)
      : type === 'text/csv'
        ? csvPayload(body)
        : undefined;
  // A form or CSV fills the columns it names, whatever ?columns= says (PostgREST reads that one for JSON).
  if (!payload) throw invalidBody(`Content-Type not acceptable: ${type}`);
  return payload;
}
