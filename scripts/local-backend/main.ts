/**
 * `npm run backend`: the local stand-in for the site's Supabase REST call, on 127.0.0.1, at the port of lib/local-addresses.mjs.
 * Development and test only; production is a hosted Supabase project (docs/backend.md). Its settings,
 * LOCAL_BACKEND_PORT, LOCAL_BACKEND_DATA_DIR and LOCAL_BACKEND_ALLOWED_ORIGINS, are read by scripts/backend-config.ts.
 */
import path from 'node:path';
import { STOCK_NOTIFICATIONS_TABLE } from '../../lib/notify';
import { LOCAL_PUBLISHABLE_KEY } from '../../lib/public-config';
import {
  LOCAL_SECRET_KEY,
  localBackendSettings,
  type LocalBackendSettings,
} from '../backend-config';
import { DEFAULT_ALLOWED_ORIGINS } from './access';
import { StartError } from './data-dir';
import { startLocalBackend } from './server';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** Prints why the backend cannot start or go on, and exits non-zero at once: no client keeps it alive. */
function fail(title: string, error: unknown): never {
  const text =
    error instanceof StartError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`[local-backend] ${title}:\n${text.replace(/^/gm, '  ')}`);
  process.exit(1);
}

/** A malformed setting is the user's to fix: say which, without a stack trace. */
function configuredSettings(): LocalBackendSettings {
  try {
    return localBackendSettings();
  } catch (error) {
    fail('cannot start', new StartError(error instanceof Error ? error.message : String(error)));
  }
}

async function main(): Promise<void> {
  // Files and folders this process creates are its user's alone (0600/0700), as PostgreSQL's are.
  process.umask(0o077);
  const started = performance.now();
  const settings = configuredSettings();
  const { port } = settings;
  const dataDir = settings.dataDir ?? path.join(REPO_ROOT, '.local-db');
  const allowedOrigins = settings.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS;

  const backend = await startLocalBackend({
    dataDir,
    port,
    allowedOrigins,
    log: (line) => console.log(`[local-backend] ${line}`),
    onFatal: (error) => fail('the database failed; stopping', error),
  }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      fail(
        'cannot start',
        new StartError(
          `Port ${port} is already in use: another local backend (or \`supabase start\`) is running.\n` +
            'Stop it, or choose another port with LOCAL_BACKEND_PORT (then build the site with NEXT_PUBLIC_SUPABASE_URL).',
        ),
      );
    }
    fail('cannot start', error);
  });

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    [
      '',
      '  LOCAL BACKEND: a development and test stand-in for Supabase. Not for production.',
      `  REST      ${backend.url}/rest/v1/${STOCK_NOTIFICATIONS_TABLE}`,
      `  Health    ${backend.url}/health`,
      `  Data      ${dataDir}`,
      `  Origins   ${allowedOrigins.join(', ')}`,
      `  Keys      publishable ${LOCAL_PUBLISHABLE_KEY}`,
      `            secret      ${LOCAL_SECRET_KEY}`,
      `  Ready in ${seconds} s. Production uses a hosted Supabase project: see docs/backend.md.`,
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[local-backend] ${signal}: closing the database`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[local-backend] failed to close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => fail('cannot start', error));
