import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A short description of the focused element, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(body)';
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> ${name}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, failing after `maxPresses`.
 * Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 60, backwards = false } = {},
): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(
    `Focus never reached the target in ${maxPresses} presses (ended on ${await describeFocus(page)})`,
  );
}

/**
 * The focused element shows where focus is: a visible outline or a box-shadow ring (Tailwind's `ring`),
 * read from its computed style, and no ancestor that clips its content (overflow) cuts the outline off.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    const outlineWidth = parseFloat(computed.outlineWidth);
    const reach = parseFloat(computed.outlineOffset) + outlineWidth;
    const box = element.getBoundingClientRect();
    const cutBy: string[] = [];
    if (computed.outlineStyle !== 'none') {
      // The page itself scrolls to show focus; what matters is every box between it and the element.
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const clip = getComputedStyle(node);
        const edge = node.getBoundingClientRect();
        const inner = {
          left: edge.left + parseFloat(clip.borderLeftWidth),
          right: edge.right - parseFloat(clip.borderRightWidth),
          top: edge.top + parseFloat(clip.borderTopWidth),
          bottom: edge.bottom - parseFloat(clip.borderBottomWidth),
        };
        const cutAcross =
          clip.overflowX !== 'visible' &&
          (box.left - reach < inner.left || box.right + reach > inner.right);
        const cutDown =
          clip.overflowY !== 'visible' &&
          (box.top - reach < inner.top || box.bottom + reach > inner.bottom);
        if (cutAcross || cutDown)
          cutBy.push(`<${node.tagName.toLowerCase()} class="${node.className}">`);
      }
    }
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth,
      boxShadow: computed.boxShadow,
      cutBy,
    };
  });
  const hasOutline = style.outlineStyle !== 'none' && style.outlineWidth > 0;
  const hasRing = style.boxShadow !== 'none' && style.boxShadow !== '';
  expect(hasOutline || hasRing, `no visible focus indicator: ${JSON.stringify(style)}`).toBe(true);
  expect(style.cutBy, 'ancestors that cut the focus outline off').toEqual([]);
}
