import type { Page } from '@playwright/test';

/** Waits until no CSS transition is running (a dialog fading in), so what is checked is the settled state. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
}
