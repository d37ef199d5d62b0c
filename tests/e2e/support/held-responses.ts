import type { Page, Route } from '@playwright/test';

/** Every script file Next serves (not its CSS, which the first paint needs). */
const NEXT_SCRIPTS = '**/_next/static/chunks/**/*.js';

/**
 * Holds back every response to a request for `url` until `release()`, as a slow phone's connection does.
 * Requests made before the release are answered after it.
 */
export async function holdResponses(
  page: Page,
  url: string,
): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(url, hold);
  return { release: async () => release() };
}

/**
 * Holds back every script response until `release()`: the page paints and can be tapped, but React cannot
 * hydrate.
 */
export function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  return holdResponses(page, NEXT_SCRIPTS);
}
