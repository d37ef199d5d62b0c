/**
 * Where the site's one backend call goes. A real Supabase project is configured at build time with
 * NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (a legacy anon JWT works in the same
 * variable). With neither set, the site talks to the local stand-in (scripts/local-backend) with the same
 * fixed keys a local Supabase CLI stack prints, so `supabase start` works as a drop-in too.
 *
 * These local keys are public development values, not secrets: they only open 127.0.0.1.
 */

export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_PORT = 54321;
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND_HOST}:${LOCAL_BACKEND_PORT}`;

/** Local publishable (anon) key, new and legacy formats. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const LOCAL_LEGACY_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Local secret (service_role) key, new and legacy formats. For scripts and tests, never for the browser. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const LOCAL_LEGACY_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface BackendConfig {
  url: string;
  key: string;
}

/**
 * The browser's configuration. `process.env.NEXT_PUBLIC_*` must be read literally like this so Next
 * inlines the values at build time.
 */
export function publicBackendConfig(): BackendConfig {
  return {
    url: process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_BACKEND_URL,
    key: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || LOCAL_PUBLISHABLE_KEY,
  };
}
