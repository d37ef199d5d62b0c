/**
 * Where `npm start` serves on this machine when nothing says otherwise: the site, and beside it the local
 * backend on the API port a local Supabase CLI stack uses (supabase/config.toml's [api] port, which a test
 * holds to this one). Plain JavaScript, so the Node scripts that start servers (scripts/start.mjs,
 * scripts/static-server.mjs) read the same numbers as the TypeScript that builds the site.
 */
export const SITE_PORT = 3000;
export const LOCAL_BACKEND_HOST = '127.0.0.1';
export const LOCAL_BACKEND_PORT = 54321;
