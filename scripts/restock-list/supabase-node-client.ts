import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/**
 * A supabase-js client for Node scripts and tests (restock-list, the local backend's tests). Node 20 has no
 * global WebSocket and supabase-js builds its realtime client eagerly, so it is given a transport that
 * refuses to connect: none of these callers subscribes to anything.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Realtime is not used by the shop scripts');
  }
}

/** `fetch`: what answers the client's requests (a test's stand-in); Node's own by default. */
export function createNodeSupabaseClient(
  url: string,
  key: string,
  fetch?: typeof globalThis.fetch,
): SupabaseClient {
  return createClient(url, key, {
    ...(fetch && { global: { fetch } }),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeNotUsed as unknown as typeof WebSocket },
  });
}
