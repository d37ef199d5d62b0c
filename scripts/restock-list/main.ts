/**
 * `npm run restock-list`: who is waiting for what, as CSV on stdout (a summary goes to stderr), so
 * `npm run restock-list --silent > waiting.csv` gives a clean file. Every sign-up exactly once, or nothing
 * and a non-zero exit saying why (read-sign-ups.ts).
 *
 * Reads with the secret key, which may read the table (the site's publishable key cannot): a project's
 * NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY, or with neither set the local backend (npm run backend)
 * and its fixed local secret key (scripts/backend-config.ts, secretBackendConfig).
 */
import { secretBackendConfig } from '../backend-config';
import { readSignUps } from './read-sign-ups';
import { restockCsv } from './restock-csv';
import { createNodeSupabaseClient } from './supabase-node-client';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function main(): Promise<void> {
  const { url, key } = secretBackendConfig();
  const { records, counted, cap } = await readSignUps(createNodeSupabaseClient(url, key), url);
  process.stdout.write(restockCsv(records));
  const products = new Set(records.map((record) => record.product_name)).size;
  const arrived = records.length - counted;
  console.error(
    [
      `${plural(records.length, 'sign-up')} for ${plural(products, 'product')}, from ${url}`,
      arrived > 0 ? ` (${arrived} arrived while reading)` : '',
      cap
        ? `; its API answers at most ${cap} rows a request (Max rows), so it was read in pages of ${cap}`
        : '',
    ].join(''),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
