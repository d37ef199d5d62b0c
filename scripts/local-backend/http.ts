import type { IncomingMessage, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import type { PostgrestError } from './postgrest-errors';

/**
 * The HTTP side of a request: its headers, its body read safely (size, type, encoding, nesting, then
 * JSON), and answers in PostgREST's error shape. Whatever is wrong with a body is a 4xx, never a 500.
 */

const MAX_BODY_BYTES = 16 * 1024;

/**
 * A row here nests two levels (`[{ "email": … }]`); 64 leaves room for a JSON column and stays far below
 * where V8's JSON.stringify overflows its stack (about 5,000 levels) and where PGlite's JSON parser was
 * seen to stop answering (about 8,000, which fits in 16 KB).
 */
const MAX_JSON_DEPTH = 64;

/** An answer other than success, thrown from anywhere a request is handled. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message);
  }
}

export function clientError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
): HttpError {
  return new HttpError(status, { code, details, hint: null, message });
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function sendJson(
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

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, found by one pass over its characters
 * (strings skipped), so no depth can overflow a stack. Neither JSON.parse nor a kept library (such as
 * secure-json-parse, which guards prototypes) takes a depth limit. A malformed text is left to JSON.parse.
 */
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

const utf8 = new TextDecoder('utf-8', { fatal: true });
const invalidJson = (details: string | null = null) =>
  clientError(400, 'PGRST102', 'Empty or invalid json', details);

/**
 * The request's whole body, read before anything else is decided about the request, a refusal included:
 * at most MAX_BODY_BYTES (else 413, thrown as soon as a declared length or the bytes read pass it, and the
 * rest is never read: the answer closes the connection).
 */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  return getRawBody(req, {
    limit: MAX_BODY_BYTES,
    length: header(req, 'content-length'),
  }).catch((error: { type?: string }) => {
    throw error.type === 'entity.too.large'
      ? clientError(
          413,
          'PGRST413',
          'Request body too large',
          `The limit is ${MAX_BODY_BYTES} bytes.`,
        )
      : clientError(400, 'PGRST102', 'Empty or invalid json', 'The body could not be read.');
  });
}

/**
 * A body as parsed JSON: `application/json` (else 415), valid UTF-8 (never stored as U+FFFD), at most
 * MAX_JSON_DEPTH deep, and valid JSON (else 400).
 */
export function parseJsonBody(req: IncomingMessage, body: Buffer): unknown {
  const contentType = header(req, 'content-type') ?? '';
  if (!isJsonContentType(contentType)) {
    throw clientError(
      415,
      'PGRST107',
      `The Content-Type '${contentType}' is not acceptable for inserts`,
    );
  }
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw invalidJson('The body is not valid UTF-8.');
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalidJson(`The JSON nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}
