import type { Page } from '@playwright/test';

/** Waits until no CSS transition is running (a dialog fading in), so what is checked is the settled state. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
}

/** The system's two color settings, each of which the site has a theme for (app/globals.css). */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Sets the system to light or dark, as a phone does at dusk, and ends the color transitions that starts at
 * once: a transition in an off-screen card (content-visibility: auto skips its rendering) would never run
 * to its end, so waiting for them is no use.
 */
export async function switchColorScheme(page: Page, colorScheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
}
