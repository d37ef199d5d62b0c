import type { Locator, Page, Route } from '@playwright/test';

/**
 * What the not-found page logs on purpose (the attempted path, docs/product.md), and Chromium's report of
 * the 404 document itself. Specs visiting a missing path allow these two console errors and no other:
 * `test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERRORS, { scope: 'test' }] })` (a bare two-element
 * array would be read by Playwright as a [value, options] tuple).
 */
export const NOT_FOUND_CONSOLE_ERRORS = [
  /^404 Error: User attempted/,
  /Failed to load resource.*404/,
];

/** Waits until no CSS transition is running (a dialog fading in), so what is checked is the settled state. */
export async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
}

/** Resolves once React has hydrated the page (Next marks the router as ready by then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('main') ?? document.body;
    return Object.keys(root).some(
      (key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'),
    );
  });
}

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

/**
 * Whether Chromium's accessibility tree (what a screen reader reads) reports `locator` as expanded. The
 * DOM has no aria-expanded for a `popovertarget` button: the browser computes it from the popover.
 */
export async function isExpandedForAssistiveTech(page: Page, locator: Locator): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await locator.evaluate((element) => element.setAttribute('data-ax-probe', ''));
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-ax-probe]',
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value === true;
  } finally {
    await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
    await cdp.detach();
  }
}

/** A phone-sized viewport (below Tailwind's md breakpoint), where the menu toggle and the bottom bar live. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
