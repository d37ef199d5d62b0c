/**
 * Sharing the page the shopper is on: the system share sheet on a phone, otherwise the link copied. One
 * module for both callers: the Share button once React is live (components/product/share-button.tsx), and
 * the inline loader for a tap made before (lib/inline-loader/early-taps.ts).
 *
 * Call it inside the tap's own event handler, before any await: the share sheet and the clipboard act
 * only on a tap the browser saw a person make (user activation). A tap replayed later by a script
 * `click()` carries none, and every engine refuses it.
 */

/** What became of a share: the sheet was used or closed, or the link was copied or could not be. */
export type ShareOutcome = 'shared' | 'closed' | 'copied' | 'not-copied';

const SHARE_OUTCOMES: readonly string[] = [
  'shared',
  'closed',
  'copied',
  'not-copied',
] satisfies ShareOutcome[];

export function isShareOutcome(value: unknown): value is ShareOutcome {
  return typeof value === 'string' && SHARE_OUTCOMES.includes(value);
}

/** This page's address without any #fragment or query. */
export function pageUrl(): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * Phones and tablets (a touch screen) get the system share sheet where the browser has one; if it fails
 * other than by being closed, or elsewhere, the link is copied.
 */
export async function sharePage(title: string): Promise<ShareOutcome> {
  const url = pageUrl();
  try {
    if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
      await navigator.share({ title, url });
      return 'shared';
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') return 'closed';
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'not-copied';
  }
}
