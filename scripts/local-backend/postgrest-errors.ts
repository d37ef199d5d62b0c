import type { ApiRole } from './access';

/** PostgREST's error body. Every field is present; the absent ones are null. */
export interface PostgrestError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

interface DatabaseError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isDatabaseError(error: unknown): error is DatabaseError {
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

/** PostgREST's HTTP status for a PostgreSQL error code (docs.postgrest.org, "Errors"). */
function httpStatusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  const exact: Record<string, number> = { '42P17': 500 };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns what PGlite threw into PostgREST's status and body. Anything that is not a database error is a 500. */
export function toPostgrestError(
  error: unknown,
  role: ApiRole,
): { status: number; body: PostgrestError } {
  if (isDatabaseError(error) && typeof error.code === 'string') {
    return {
      status: httpStatusForSqlState(error.code, role),
      body: {
        code: error.code,
        details: error.detail ?? null,
        hint: error.hint ?? null,
        message: error.message,
      },
    };
  }
  return {
    status: 500,
    body: {
      code: 'PGRST000',
      details: error instanceof Error ? error.message : String(error),
      hint: null,
      message: 'The local backend failed to run the request',
    },
  };
}
