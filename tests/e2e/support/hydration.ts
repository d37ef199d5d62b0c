import type { Page } from '@playwright/test';
import { HYDRATED_EVENT } from '@/lib/inline-loader/contract';

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

/**
 * Call before the page loads. The returned wait resolves once the app has announced that it hydrated and
 * every island has run its mount effects (HYDRATED_EVENT, sent by the root layout's last component): every
 * link has mounted by then, and the router watches it for its prefetch.
 */
export async function watchMountEffects(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript((event) => {
    addEventListener(event, () => Object.assign(window, { __mountEffectsRan: true }));
  }, HYDRATED_EVENT);
  return async () => {
    await page.waitForFunction(
      () => (window as Window & { __mountEffectsRan?: boolean }).__mountEffectsRan === true,
    );
  };
}
