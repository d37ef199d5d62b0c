/**
 * Every row of stock_notifications, each exactly once, or an error saying why not.
 *
 * Pages go by `id` (unique, ordered: keyset pagination), each asking for the rows after the last id read,
 * until a page comes back empty. Offsets over (product, time) would not do: rows tied on both (an imported
 * list) come back in any order, so a page boundary repeats some and skips others. A page shorter than asked
 * does not end the list either: a project whose API caps answers ("Max rows" in the dashboard, PostgREST's
 * db-max-rows) cuts every page to the cap, and reading on from the last id still gets every row. The first
 * page asks for the exact count (`Prefer: count=exact`); a list shorter than that count is an error.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { STOCK_NOTIFICATIONS_TABLE as TABLE } from '../../lib/notify';
import type { StockNotificationRecord } from './restock-csv';

/** Rows asked for per request: Supabase's default Max rows. A lower cap only makes more requests. */
const PAGE_SIZE = 1000;
const MAX_ROWS_HINT =
  "If the project's API caps answers (Project Settings → Data API → Max rows), that alone is fine: the list reads on past the cap.";

export class IncompleteList extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompleteList';
  }
}

export interface SignUps {
  records: StockNotificationRecord[];
  /** How many rows the API counted when the reading started. */
  counted: number;
  /** The most rows one answer held when fewer were asked for: the API's cap, if it has one. */
  cap?: number;
}

export async function readSignUps(client: SupabaseClient, url: string): Promise<SignUps> {
  const records: StockNotificationRecord[] = [];
  let counted: number | undefined;
  let cap: number | undefined;
  let previousPage = PAGE_SIZE;
  for (;;) {
    const last = records.at(-1)?.id;
    const first = last === undefined;
    let query = client
      .from(TABLE)
      .select('id,product_name,email,created_at', first ? { count: 'exact' } : undefined)
      .order('id')
      .limit(PAGE_SIZE);
    if (!first) query = query.gt('id', last);
    const { data, error, status, count } = await query;
    if (error) {
      const reason =
        status === 0 ? `could not reach ${url} (is \`npm run backend\` running?)` : error.message;
      throw new Error(`Reading ${TABLE} failed (${status || 'no answer'}): ${reason}`);
    }
    const page = data as StockNotificationRecord[];
    if (first) {
      // supabase-js reads the total after Content-Range's slash: NaN for '*', null without the header.
      if (!Number.isInteger(count)) {
        throw new IncompleteList(
          `${url} did not say how many sign-ups there are (no total in Content-Range for Prefer: count=exact), so the list could not be checked whole. Is it a Supabase project's URL?`,
        );
      }
      counted = count!;
    }
    if (page.length === 0) break;
    // A short page with more after it: the API cut it to its cap.
    if (previousPage < PAGE_SIZE) cap = Math.max(cap ?? 0, previousPage);
    previousPage = page.length;
    for (const record of page) {
      const previous = records.at(-1)?.id;
      if (previous !== undefined && !(record.id > previous)) {
        throw new IncompleteList(
          `${url} answered sign-up ${record.id} after ${previous}, out of the order asked for (order=id): the list would repeat or miss rows. Nothing was written.`,
        );
      }
      records.push(record);
    }
  }
  if (records.length < counted!) {
    throw new IncompleteList(
      `Read ${records.length} of the ${counted} sign-ups ${url} counted: ${counted! - records.length} missing (deleted while reading, or an API that hides rows from the secret key). Nothing was written; run it again. ${MAX_ROWS_HINT}`,
    );
  }
  return { records, counted: counted!, cap };
}
