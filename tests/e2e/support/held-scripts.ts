import type { Page, Route } from '@playwright/test';

/** Every script file Next serves (not its CSS, which the first paint needs). */
const NEXT_SCRIPTS = '**/_next/static/chunks/**/*.js';

/**
 * Holds back every script response, as a slow phone's connection does, until `release()`: the page paints
 * and can be tapped, but React cannot hydrate. Requests made before the release are answered after it.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(NEXT_SCRIPTS, hold);
  return { release: async () => release() };
}
