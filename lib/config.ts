/**
 * Every setting the shop, its scripts and its tests take from the environment: each variable is read here,
 * with its default and its check, so a malformed value fails loudly and names its variable. `.env.example`
 * lists the same variables (tests/unit/config.test.ts keeps the two in step); docs/deploying.md says when
 * to set them.
 *
 * - NEXT_PUBLIC_* are read when the site is built and end up in its pages and its browser JavaScript. Next
 *   inlines `process.env.NEXT_PUBLIC_X` only where the full name is written out, so publicEnv() below names
 *   each one. next.config.ts calls checkBuildConfig(), so a typo stops `npm run build` before Next compiles
 *   a page.
 * - The others are read in Node by the scripts: the local backend, restock-list, the build steps.
 *
 * The notify form loads this module in the browser (lib/supabase-client.ts), so it imports nothing from
 * Node and runs nothing at module scope.
 *
 * Three plain-Node scripts cannot import TypeScript and read their own: scripts/chromium.mjs reads
 * CHROMIUM_PATH and CHROME_PATH (the bench's Lighthouse worker imports it without tsx), scripts/start.mjs
 * reads LOCAL_BACKEND_PORT to wait for the backend it starts (which checks the value here), and
 * scripts/static-server.mjs takes command-line flags only.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The local backend (scripts/local-backend): the address and port a local Supabase CLI stack uses. */
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_PORT = 54321;
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/**
 * The local backend's keys, the same fixed values a local Supabase CLI stack prints, so `supabase start`
 * works as a drop-in. Public development values, not secrets: they open nothing but 127.0.0.1.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/** For scripts and tests, never for the browser. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** Where the site is served when NEXT_PUBLIC_SITE_URL is unset: the address `npm start` uses. */
export const FALLBACK_SITE_URL = 'http://localhost:3000';

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

/** Where `npm run build` exports the site, relative to the project root. */
export const DEFAULT_SITE_DIR = 'out';
/** Folders Next, the artwork and npm own: an export into one would overwrite them. */
const RESERVED_FOLDERS = ['.next', 'public', 'app', 'node_modules'];
/** Where `npm run images` looks for the owner's photos, relative to the project root. */
export const DEFAULT_PHOTOS_DIR = 'data/photos';

export interface BackendConfig {
  url: string;
  key: string;
}

export interface LocalBackendSettings {
  port: number;
  /** A folder, or 'memory://' to keep nothing; undefined means the project's .local-db/. */
  dataDir?: string;
  /** Origins answered with CORS; undefined means the site on port 3000. */
  allowedOrigins?: string[];
}

/** A variable's value, with blank treated as unset (so a copied `.env.example` changes nothing). */
function valueOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseHttpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://example.com, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must use http or https, got "${value}"`);
  }
  if (url.search || url.hash) {
    throw new Error(`${name} must not carry a query or fragment, got "${value}"`);
  }
  return url;
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

function supabaseUrl(env: Env): string {
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

/**
 * What `npm run restock-list` reads with: the project and its secret key (a legacy service_role JWT works
 * in the same variable), or the local backend's own secret key when the URL is the local backend.
 */
export function secretBackendConfig(env: Env = process.env): BackendConfig {
  const url = supabaseUrl(env);
  const key =
    valueOf(env.SUPABASE_SECRET_KEY) ?? (url === LOCAL_BACKEND_URL ? LOCAL_SECRET_KEY : undefined);
  if (!key) {
    throw new Error(
      `SUPABASE_SECRET_KEY is not set. Copy the secret key (Project Settings > API Keys) of ${url} into it.`,
    );
  }
  return { url, key };
}

function parsePort(name: string, value: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new Error(`${name} must be a port number from 1 to 65535, got "${value}"`);
  }
  return port;
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function parseOrigins(name: string, value: string): string[] {
  const origins = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const notAnOrigin = origins.find((origin) => !isOrigin(origin));
  if (notAnOrigin !== undefined) {
    throw new Error(
      `${name} must list origins such as http://localhost:3000, separated by commas; "${notAnOrigin}" is not one`,
    );
  }
  return origins;
}

/** How `npm run backend` (and `npm start`, which runs it) is set up. */
export function localBackendSettings(env: Env = process.env): LocalBackendSettings {
  const port = valueOf(env.LOCAL_BACKEND_PORT);
  const origins = valueOf(env.LOCAL_BACKEND_ALLOWED_ORIGINS);
  return {
    port: port ? parsePort('LOCAL_BACKEND_PORT', port) : LOCAL_BACKEND_PORT,
    dataDir: valueOf(env.LOCAL_BACKEND_DATA_DIR),
    allowedOrigins: origins ? parseOrigins('LOCAL_BACKEND_ALLOWED_ORIGINS', origins) : undefined,
  };
}

/**
 * The export folder, relative to the project root: out/, or the folder SITE_DIR names (the e2e build uses
 * .e2e/site). Refuses a folder outside the project or one that Next, the artwork or npm own.
 */
export function siteDirName(env: Env = process.env): string {
  const value = valueOf(env.SITE_DIR) ?? DEFAULT_SITE_DIR;
  const segments = value.split(/[\\/]+/).filter((segment) => segment !== '' && segment !== '.');
  const absolute = /^([\\/]|[A-Za-z]:)/.test(value);
  const [first] = segments;
  if (absolute || !first || segments.includes('..') || RESERVED_FOLDERS.includes(first)) {
    throw new Error(
      `SITE_DIR must name a new folder inside the project, such as out, got "${value}"`,
    );
  }
  return segments.join('/');
}

/**
 * The folder of the owner's photos, relative to the project root: data/photos, or the folder PHOTOS_DIR
 * names (the e2e build generates its own). Never one in public/, which is published as it is, metadata
 * and all.
 */
export function photosDirName(env: Env = process.env): string {
  const value = valueOf(env.PHOTOS_DIR) ?? DEFAULT_PHOTOS_DIR;
  const segments = value.split(/[\\/]+/).filter((segment) => segment !== '' && segment !== '.');
  const absolute = /^([\\/]|[A-Za-z]:)/.test(value);
  if (absolute || segments.length === 0 || segments.includes('..') || segments[0] === 'public') {
    throw new Error(
      `PHOTOS_DIR must name a folder inside the project and outside public/, such as ${DEFAULT_PHOTOS_DIR}, got "${value}"`,
    );
  }
  return segments.join('/');
}

/** Everything a build reads, checked at once: next.config.ts calls it before Next builds anything. */
export function checkBuildConfig(env: Env = process.env): void {
  normalizeSiteUrl(env.NEXT_PUBLIC_SITE_URL);
  publicBackendConfig(env);
  siteDirName(env);
  photosDirName(env);
}
