/**
 * `npm run restock-list`: who is waiting for what, as CSV on stdout (a summary goes to stderr), so
 * `npm run restock-list --silent > waiting.csv` gives a clean file.
 *
 * Reads with the secret key, which may read the table (the site's publishable key cannot): a project's
 * NEXT_PUBLIC_SUPABASE_URL and SUPABASE_SECRET_KEY, or with neither set the local backend (npm run backend)
 * and its fixed local secret key (scripts/backend-config.ts, secretBackendConfig).
 */
import { secretBackendConfig } from '../backend-config';
import { restockCsv, type StockNotificationRecord } from './restock-csv';
import { createNodeSupabaseClient } from './supabase-node-client';

/** Supabase answers at most 1000 rows per request by default. */
const PAGE_SIZE = 1000;

async function fetchAll(url: string, key: string): Promise<StockNotificationRecord[]> {
  const client = createNodeSupabaseClient(url, key);
  const records: StockNotificationRecord[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error, status } = await client
      .from('stock_notifications')
      .select('product_name,email,created_at')
      .order('product_name')
      .order('created_at')
      .range(from, from + PAGE_SIZE - 1);
    if (error) {
      const reason =
        status === 0 ? `could not reach ${url} (is \`npm run backend\` running?)` : error.message;
      throw new Error(`Reading stock_notifications failed (${status || 'no answer'}): ${reason}`);
    }
    records.push(...(data as StockNotificationRecord[]));
    if (data.length < PAGE_SIZE) return records;
  }
}

async function main(): Promise<void> {
  const { url, key } = secretBackendConfig();
  const records = await fetchAll(url, key);
  process.stdout.write(restockCsv(records));
  const products = new Set(records.map((record) => record.product_name)).size;
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  console.error(
    `${plural(records.length, 'sign-up')} for ${plural(products, 'product')}, from ${url}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
