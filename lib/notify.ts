import { checkEmail } from './email';
import { getSupabaseClient } from './supabase-client';

/**
 * The shop's one backend call: "tell me when this product is back in stock".
 *
 * - ok: the row was saved (201), or this email already waits for this product (23505 / 409).
 * - invalid: the email is empty or malformed; nothing was sent.
 * - failed: the database answered with an error (4xx, 5xx, or any answer other than 201).
 * - error: no answer at all (network failure, status 0) or something threw (e.g. the client chunk failed to load).
 */
export type NotifyResult = 'ok' | 'invalid' | 'failed' | 'error';

/** The table of sign-ups (supabase/migrations), named here once for the site, the scripts and the tests. */
export const STOCK_NOTIFICATIONS_TABLE = 'stock_notifications';

interface StockNotificationRow {
  email: string;
  product_name: string;
}

/** The part of a supabase-js answer the mapping reads. supabase-js resolves, it does not throw, by default. */
export interface InsertAnswer {
  error: { code?: string; message: string } | null;
  status: number;
}

/** The only thing this module needs from a client: insert one row. Tests pass a fake. */
export type InsertStockNotification = (row: StockNotificationRow) => PromiseLike<InsertAnswer>;

const UNIQUE_VIOLATION = '23505';
const CONFLICT = 409;
const CREATED = 201;

export function resultOfInsert({ error, status }: InsertAnswer): NotifyResult {
  if (!error) return status === CREATED ? 'ok' : 'failed';
  // Signing up twice for the same product is what the shopper wanted anyway.
  if (error.code === UNIQUE_VIOLATION || status === CONFLICT) return 'ok';
  // supabase-js reports a fetch that never got an answer as status 0.
  if (status === 0) return 'error';
  return 'failed';
}

/**
 * Inserts without .select(): anon may insert but not read, so asking for the row back would fail. PostgREST
 * then answers 201 with an empty body (Prefer: return=minimal).
 */
const insertWithSupabase: InsertStockNotification = async (row) => {
  const client = await getSupabaseClient();
  return client.from(STOCK_NOTIFICATIONS_TABLE).insert(row);
};

export async function notifyWhenBackInStock(
  rawEmail: string,
  productName: string,
  insert: InsertStockNotification = insertWithSupabase,
): Promise<NotifyResult> {
  const checked = checkEmail(rawEmail);
  if (checked.status !== 'valid') return 'invalid';
  try {
    return resultOfInsert(await insert({ email: checked.email, product_name: productName }));
  } catch {
    return 'error';
  }
}

/** Starts fetching the client on first focus so the submit itself does not wait for the chunk. */
export function warmUpNotifyClient(): void {
  getSupabaseClient().catch(() => {
    // Ignored here: the submit retries and reports the failure to the shopper.
  });
}
