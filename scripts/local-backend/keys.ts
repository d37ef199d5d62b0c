import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../lib/config';

/** The legacy (JWT) forms of the local keys, which a local Supabase CLI stack also accepts. */
export const LOCAL_LEGACY_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_LEGACY_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The database role a request runs as. Never taken from the request itself, only from this table. */
export type ApiRole = 'anon' | 'service_role';

const ROLE_OF_KEY = new Map<string, ApiRole>([
  [LOCAL_PUBLISHABLE_KEY, 'anon'],
  [LOCAL_LEGACY_ANON_KEY, 'anon'],
  [LOCAL_SECRET_KEY, 'service_role'],
  [LOCAL_LEGACY_SERVICE_ROLE_KEY, 'service_role'],
]);

export type KeyCheck = { ok: true; role: ApiRole } | { ok: false; message: string; hint: string };

/**
 * Supabase's gateway wants an `apikey` header (supabase-js also sends the key as `Authorization: Bearer`).
 * When both are present, both must be known keys and the bearer decides the role, as PostgREST reads the
 * role from the bearer token.
 */
export function roleForRequest(
  apikey: string | undefined,
  authorization: string | undefined,
): KeyCheck {
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!apikey && !bearer) {
    return {
      ok: false,
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  const keyRole = apikey ? ROLE_OF_KEY.get(apikey) : undefined;
  const bearerRole = bearer ? ROLE_OF_KEY.get(bearer) : undefined;
  if ((apikey && !keyRole) || (bearer && !bearerRole)) {
    return {
      ok: false,
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    };
  }
  const role = bearerRole ?? keyRole;
  return role ? { ok: true, role } : { ok: false, message: 'Invalid API key', hint: '' };
}
