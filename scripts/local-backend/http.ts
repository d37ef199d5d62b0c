import type { IncomingMessage, ServerResponse } from 'node:http';
import getRawBody from 'raw-body';
import type { PostgrestError } from './postgrest-errors';

/**
 * The HTTP side of a request: its headers, its body read whole but never more than 16 KB of it, and
 * answers in PostgREST's error shape.
 */

const MAX_BODY_BYTES = 16 * 1024;

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
