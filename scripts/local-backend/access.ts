import type { IncomingMessage } from 'node:http';
import { SITE_PORT } from '../../lib/local-addresses.mjs';
import { LOCAL_PUBLISHABLE_KEY } from '../../lib/public-config';
import { LOCAL_SECRET_KEY } from '../backend-config';
import { header } from './http';

/**
 * Who may ask the local backend, and as which role: requests addressed to it by a loopback name (Host),
 * from a browser only on the site's origins (CORS), and with a known key, which alone decides the
 * database role. The secret key never comes from a browser.
 */

/** The site `npm start` serves, by both its names. */
export const DEFAULT_ALLOWED_ORIGINS = [
  `http://localhost:${SITE_PORT}`,
  `http://127.0.0.1:${SITE_PORT}`,
];

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

/** An answer refusing the request: PostgREST's error shape, or Supabase's gateway's `{ message, hint }`. */
export type Refusal = { status: number; body: { message: string } & Record<string, string | null> };

const refusal = (status: number, body: Refusal['body']): Refusal => ({ status, body });

/** Host values a request to this backend may carry: the loopback names with the port it listens on. */
export function loopbackHosts(port: number): Set<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]'];
  const hosts = names.map((name) => `${name}:${port}`);
  if (port === 80) hosts.push(...names);
  return new Set(hosts);
}

/**
 * Why a request is refused before anything else is read: a Host that is not a loopback name for this
 * port (421: a page on another site whose name resolves to 127.0.0.1, DNS rebinding, sends its own name),
 * or an Origin that is not the site's (403). Tools without Origin pass.
 */
export function refuseCaller(
  req: IncomingMessage,
  hosts: Set<string>,
  allowedOrigins: string[],
): Refusal | undefined {
  const host = (header(req, 'host') ?? '').toLowerCase();
  if (!hosts.has(host)) {
    return refusal(421, {
      code: 'HOST',
      details: `Accepted: ${[...hosts].join(', ')}`,
      hint: null,
      message: `Host ${JSON.stringify(host)} is not this local backend`,
    });
  }
  const origin = header(req, 'origin');
  if (origin !== undefined && !allowedOrigins.includes(origin)) {
    return refusal(403, {
      code: 'CORS',
      details: null,
      hint: null,
      message: `Origin ${origin} is not allowed`,
    });
  }
  return undefined;
}

/** The CORS headers of every answer to an allowed Origin (none without one). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = header(req, 'origin');
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'Content-Range',
  };
}

/**
 * What a CORS preflight is answered, besides corsHeaders: PostgREST's methods (src/library/PostgREST/Cors.hs),
 * so a page's PATCH or DELETE reaches the API and is refused by it, as in production, not by the browser;
 * and the headers supabase-js sends.
 */
export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, prefer, range, accept, x-client-info, accept-profile, content-profile',
  'Access-Control-Max-Age': '600',
};

/**
 * The role of a request's keys. Supabase's gateway wants an `apikey` header (supabase-js also sends the key
 * as `Authorization: Bearer`). When both are present, both must be known keys and the bearer decides the
 * role, as PostgREST reads the role from the bearer token. A secret key in either, from a browser (any
 * request with an Origin: browsers add it, scripts and Node's fetch do not), is refused as hosted Supabase
 * refuses it, whatever the other key says: a page must never hold one.
 */
export function roleForRequest(
  req: IncomingMessage,
): { ok: true; role: ApiRole } | { ok: false; refusal: Refusal } {
  const bearer = header(req, 'authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const presented = [header(req, 'apikey'), bearer].filter((key): key is string => Boolean(key));
  if (presented.length === 0) {
    return {
      ok: false,
      refusal: refusal(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      }),
    };
  }
  const roles = presented.map((key) => ROLE_OF_KEY.get(key));
  if (roles.includes(undefined)) {
    return {
      ok: false,
      refusal: refusal(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      }),
    };
  }
  if (header(req, 'origin') !== undefined && roles.includes('service_role')) {
    return {
      ok: false,
      refusal: refusal(401, {
        message: 'Forbidden use of secret API key in browser',
        hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser.',
      }),
    };
  }
  // The bearer, when there is one, comes last and decides.
  return { ok: true, role: roles.at(-1) as ApiRole };
}
