import type { Page } from '@playwright/test';

/** What the page measures at one width: the window's width as it sees it, and how far it scrolls sideways. */
const MEASURE = `[innerWidth, document.documentElement.scrollWidth - document.documentElement.clientWidth]`;

/**
 * How far the document scrolls sideways at each of `widths` (only those where it does), the window resized
 * to each in turn. The resizes and the measures go to Chromium's DevTools protocol all at once, in order,
 * and the page takes them one after the other: one round trip for every width, where Playwright's
 * setViewportSize, which also resizes the browser's window, costs a round trip per width and another per
 * measure (1.5 s a page on 9 widths on this machine's busy cores, against 0.3 s). Each width is laid out
 * for its measure, but the page need not draw a frame at it, so its observers (lazy images, the router's
 * prefetches) may run at the last width only. Chromium only; the window is left at the last width. A width the page did not see is
 * thrown, not measured.
 */
export async function sidewaysScrollByWidth(
  page: Page,
  widths: readonly number[],
  height: number,
): Promise<Record<number, number>> {
  const cdp = await page.context().newCDPSession(page);
  // Sent before any answer is awaited: the order is the page's order.
  const sent = widths.map((width) => ({
    resized: cdp.send('Emulation.setDeviceMetricsOverride', {
      width,
      height,
      deviceScaleFactor: 1,
      mobile: false,
    }),
    measured: cdp.send('Runtime.evaluate', { expression: MEASURE, returnByValue: true }),
  }));
  await Promise.all(sent.flatMap(({ resized, measured }) => [resized, measured]));
  await cdp.detach();
  const sideways: Record<number, number> = {};
  for (const [index, width] of widths.entries()) {
    const { result } = await sent[index]!.measured;
    const [seenWidth, extra] = result.value as [number, number];
    if (seenWidth !== width)
      throw new Error(`resized to ${width} px, the page measured at ${seenWidth}`);
    if (extra !== 0) sideways[width] = extra;
  }
  return sideways;
}
