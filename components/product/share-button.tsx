'use client';

import { secondaryButton } from '@/components/ui/button-styles';
import { showErrorToast, showSuccessToast } from '@/components/ui/toasts';

/** One share toast at a time: a second press replaces the first. */
const SHARE_TOAST_ID = 'share-link';

/** Phones and tablets (a touch screen) get the system share sheet where the browser has one. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** This page's address without any #fragment or query. */
function pageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showSuccessToast(SHARE_TOAST_ID, 'Link copied', 'Paste it anywhere to share this design.');
  } catch {
    showErrorToast(SHARE_TOAST_ID, 'Could not copy the link', `Copy it from here: ${url}`);
  }
}

/** Share: the native share sheet on a phone, otherwise copy the link and say so. */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = pageUrl();
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // AbortError: the shopper closed the sheet, nothing to say. Anything else: fall back to copying.
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink(url);
      }
      return;
    }
    await copyLink(url);
  }

  return (
    <button type="button" onClick={share} className={secondaryButton}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Share
    </button>
  );
}
