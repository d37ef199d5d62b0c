/**
 * The backend settings only Node reads: how the local backend runs (`npm run backend`, and `npm start`,
 * which runs it) and the secret key `npm run restock-list` reads the sign-ups with. Nothing here reaches
 * the browser; the site's own backend settings are lib/public-config.ts.
 */
import { type Env, valueOf } from '../lib/env';
import { LOCAL_BACKEND_PORT } from '../lib/local-addresses.mjs';
import { type BackendConfig, LOCAL_BACKEND_URL, supabaseUrl } from '../lib/public-config';

/**
 * The local backend's secret key, the same fixed value a local Supabase CLI stack prints. A development
 * value that opens nothing but 127.0.0.1, yet still a secret key: for scripts and tests, never the browser.
 */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export interface LocalBackendSettings {
  port: number;
  /** A folder, or 'memory://' to keep nothing; undefined means the project's .local-db/. */
  dataDir?: string;
  /** Origins answered with CORS; undefined means the site `npm start` serves (DEFAULT_ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
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
      `${name} must list origins such as http://localhost:8080, separated by commas; "${notAnOrigin}" is not one`,
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
