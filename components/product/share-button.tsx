'use client';

import { Share2 } from 'lucide';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
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
    <button type="button" onClick={share} className={buttonVariants({ intent: 'secondary' })}>
      <Icon icon={Share2} className="size-5" />
      Share
    </button>
  );
}
