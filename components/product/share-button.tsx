'use client';

import { Share2 } from 'lucide';
import type { MouseEvent } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { showErrorToast, showSuccessToast } from '@/components/ui/toasts';
import { SHARE_OUTCOME_ATTRIBUTE, SHARE_TITLE_ATTRIBUTE } from '@/lib/inline-loader/contract';
import { isShareOutcome, pageUrl, sharePage, type ShareOutcome } from '@/lib/share-page';

/** One share toast at a time: a second press replaces the first. */
const SHARE_TOAST_ID = 'share-link';

/** What the shopper reads after a share: nothing after the share sheet, which speaks for itself. */
function announce(outcome: ShareOutcome): void {
  if (outcome === 'copied')
    showSuccessToast(SHARE_TOAST_ID, 'Link copied', 'Paste it anywhere to share this design.');
  if (outcome === 'not-copied')
    showErrorToast(SHARE_TOAST_ID, 'Could not copy the link', `Copy it from here: ${pageUrl()}`);
}

/**
 * Share: the native share sheet on a phone, otherwise copy the link and say so (lib/share-page.ts). A tap
 * made before React was live was shared by the inline loader within the tap; its replay brings the outcome
 * (contract.ts), which is only announced, so the page is shared once.
 */
export function ShareButton({ title }: { title: string }) {
  async function share(event: MouseEvent<HTMLButtonElement>) {
    const button = event.currentTarget;
    const early = button.getAttribute(SHARE_OUTCOME_ATTRIBUTE);
    button.removeAttribute(SHARE_OUTCOME_ATTRIBUTE);
    announce(isShareOutcome(early) ? early : await sharePage(title));
  }

  return (
    <button
      type="button"
      onClick={share}
      className={buttonVariants({ intent: 'secondary' })}
      {...{ [SHARE_TITLE_ATTRIBUTE]: title }}
    >
      <Icon icon={Share2} className="size-5" />
      Share
    </button>
  );
}
