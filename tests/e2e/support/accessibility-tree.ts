import type { Locator, Page } from '@playwright/test';

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
