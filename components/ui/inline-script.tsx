'use client';

import { useState, useSyncExternalStore } from 'react';

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
 * and React warns about it. After hydration it stays where it is, having done its work: taking it out is a
 * change to the page for nothing, and while the grid's rules looked into the shop's controls with `:has()`
 * it had the browser restyle and lay out every card the page holds in the frame after hydration
 * (docs/performance.md).
 */
export function InlineScript({ code }: { code: string }) {
  const exportedHtml = useExportedHtml();
  // Whether the page was read from its HTML, as it was at the first render.
  const [written] = useState(exportedHtml);
  return written ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
