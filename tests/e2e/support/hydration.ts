import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page (its fiber is on the root by then). Pages hydrate after their
 * first paint, so a test that clicks a React control waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('main') ?? document.body;
    return Object.keys(root).some(
      (key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'),
    );
  });
}
