/**
 * Which fonts Chromium drew an element's text with, as the platform reports them (DevTools protocol,
 * `CSS.getPlatformFontsForNode`). A face can be `loaded` in `document.fonts` and still not be the one on
 * screen: a `font-display: optional` face that missed its moment stays out of the page for good. Used by
 * the first-view tests and the bench's A/B (scripts/bench/paint-meter.ts).
 */
import type { Page } from '@playwright/test';

/**
 * The fonts that drew the first element matching `selector`, each as its family name, `(system)` after a
 * font of the machine's rather than the page's; empty when nothing matches.
 */
export async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
  } finally {
    await cdp.detach();
  }
}
