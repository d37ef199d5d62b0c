import { expect, type Locator, type Page } from '@playwright/test';

/** A phone-sized viewport (below Tailwind's md breakpoint), where the menu toggle and the bottom bar live. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Scrolls through the whole page, a step at a time, then leaves it at its end: what comes near is drawn
 * (content-visibility: auto) and its images start to load.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Scrolls `container` into view until `image` in it has faded in. One scroll may not do: the shop's cards
 * render for the first time as they come near (content-visibility: auto), and those above can then push
 * the container back out of view, where its fade-in does not run.
 */
export async function scrollUntilFadedIn(container: Locator, image: Locator): Promise<void> {
  await expect(async () => {
    await container.scrollIntoViewIfNeeded();
    await expect(image).toHaveCSS('opacity', '1', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
