import type { Page } from '@playwright/test';

type SharingWindow = Window & { shareCalls: ShareData[] };

/**
 * Stands in for the phone's system share sheet (`navigator.share`) on every page the tab loads, recording
 * each call. Returns a reader of the calls so far, for `expect.poll`.
 */
export async function recordShareSheet(page: Page): Promise<() => Promise<ShareData[]>> {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as SharingWindow).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as SharingWindow).shareCalls);
}
