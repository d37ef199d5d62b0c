import type { SupabaseClient } from '@supabase/supabase-js';
import { publicBackendConfig } from './public-config';

/**
 * The browser's Supabase client, created once and only when the notify form is used: supabase-js is
 * fetched with import() so no page's first-load JavaScript carries it, and nothing runs at module scope
 * or during prerender (createClient throws on an empty URL, and in Node 20 without a WebSocket).
 */
let clientPromise: Promise<SupabaseClient> | undefined;

async function createBrowserClient(): Promise<SupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const { url, key } = publicBackendConfig();
  // The site has no sign-in: nothing to persist, refresh or read from the URL.
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function getSupabaseClient(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = createBrowserClient().catch((error: unknown) => {
      // A failed chunk download must not poison later attempts.
      clientPromise = undefined;
      throw error;
    });
  }
  return clientPromise;
}
