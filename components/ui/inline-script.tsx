'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True while React renders the exported HTML and while it hydrates that HTML; false when a client-side
 * navigation renders a page, and after hydration.
 */
export function useExportedHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A script written into the exported HTML, which runs where it stands while the page is read
 * (lib/shop-url-scripts.ts). A client-side navigation does not render it: a script React creates never runs,
 * and React warns about it. After hydration it is gone from the page, having done its work.
 */
export function InlineScript({ code }: { code: string }) {
  return useExportedHtml() ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
