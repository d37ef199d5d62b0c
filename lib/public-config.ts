/**
 * The settings the pages read: the NEXT_PUBLIC_* variables, read when the site is built and written into
 * its pages and its browser JavaScript, each with its default and its check. The notify form loads this
 * module in the browser (lib/supabase-client.ts), so it imports nothing from Node, nothing the build alone
 * needs (scripts/build-config.ts), and runs nothing at module scope.
 *
 * Next inlines `process.env.NEXT_PUBLIC_X` only where the full name is written out, so buildEnv() and
 * publicEnv() below name each one.
 */
import { type Env, parseHttpUrl, valueOf } from './env';
import { LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT, SITE_PORT } from './local-addresses.mjs';

/** The local backend (scripts/local-backend), where the site's call goes when no project is named. */
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/**
 * The local backend's publishable key, the same fixed value a local Supabase CLI stack prints, so
 * `supabase start` works as a drop-in. A public development value, not a secret: it opens nothing but
 * 127.0.0.1.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

/** Where the site is served when NEXT_PUBLIC_SITE_URL is unset: the address `npm start` uses. */
export const FALLBACK_SITE_URL = `http://localhost:${SITE_PORT}`;

export const MISSING_SITE_URL_WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! NEXT_PUBLIC_SITE_URL is not set.',
  `!! Canonical links, share tags, JSON-LD and sitemap.xml will point at ${FALLBACK_SITE_URL}.`,
  '!! That is right for a local build only. Before deploying, rebuild with',
  '!!   NEXT_PUBLIC_SITE_URL=https://your-domain.example npm run build',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

export interface BackendConfig {
  url: string;
  key: string;
}

/**
 * NEXT_PUBLIC_SITE_URL as every absolute URL the site prints starts: an http(s) origin, a path prefix kept,
 * no trailing slash. Unset gives the fallback; a malformed value throws.
 */
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = valueOf(raw);
  if (!value) return FALLBACK_SITE_URL;
  const url = parseHttpUrl('NEXT_PUBLIC_SITE_URL', value);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The warning to print when NEXT_PUBLIC_SITE_URL is unset, or undefined when it is set. */
export function missingSiteUrlWarning(env: Env = process.env): string | undefined {
  return valueOf(env.NEXT_PUBLIC_SITE_URL) ? undefined : MISSING_SITE_URL_WARNING;
}

/** What the pages read while Next renders them, each by its full name so Next can inline it. */
function buildEnv(): Env {
  return {
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NODE_ENV: process.env.NODE_ENV,
  };
}

/** The site's public address. A production build without one warns loudly, once, and uses the fallback. */
export function siteUrl(env: Env = buildEnv()): string {
  const url = normalizeSiteUrl(env.NEXT_PUBLIC_SITE_URL);
  const warning = missingSiteUrlWarning(env);
  // Next evaluates the pages in several module graphs of one process: warn once per process, not per graph.
  // Stryker disable next-line StringLiteral: any name gives Symbol.for one flag shared by every module graph; the name only keeps clear of other code's flags
  const warnedKey = Symbol.for('milk-and-mischief.site-url-warned');
  const registry = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (warning && env.NODE_ENV === 'production' && !registry[warnedKey]) {
    registry[warnedKey] = true;
    console.warn(warning);
  }
  return url;
}

/** The NEXT_PUBLIC_ values the browser reads, each by its full name so Next writes it into the bundle. */
function publicEnv(): Env {
  return {
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  };
}

/** NEXT_PUBLIC_SUPABASE_URL without a trailing slash, or the local backend when it is unset. */
export function supabaseUrl(env: Env): string {
  const value = valueOf(env.NEXT_PUBLIC_SUPABASE_URL);
  return value
    ? parseHttpUrl('NEXT_PUBLIC_SUPABASE_URL', value).href.replace(/\/+$/, '')
    : LOCAL_BACKEND_URL;
}

/**
 * Where the site's one backend call goes and with which key: a Supabase project's URL and publishable key
 * (a legacy anon JWT works in the same variable), or with neither set the local backend and its key.
 */
export function publicBackendConfig(env: Env = publicEnv()): BackendConfig {
  return {
    url: supabaseUrl(env),
    key: valueOf(env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY) ?? LOCAL_PUBLISHABLE_KEY,
  };
}
