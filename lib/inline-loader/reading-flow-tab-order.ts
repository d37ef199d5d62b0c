import { READING_FLOW_ATTRIBUTE } from './contract';

/**
 * Tab follows the order on screen of a `reading-flow` container's children (the shop's grid, which CSS sorts
 * before React has moved its cards, or without React), also once something inside a child has changed.
 *
 * Chromium (156) works out a container's reading-flow order in a full layout of it and keeps it with that
 * layout. When only something inside a child needs layout (a card's picture arriving, a picture inserted
 * as its card scrolls near), Chromium lays the container out again the short way, keeping its children where
 * they were, and that layout keeps no reading-flow order: Tab then goes by the DOM, to a card shown last,
 * until the container is laid out in full again. Changing the container's reading-flow, seen by a restyle,
 * and changing it back, which Tab's own restyle sees, marks the container for a full layout: Tab's own
 * layout then makes it before Tab picks the next element. Once Chromium carries the order over in that short
 * layout, this module can go (tests/e2e/keyboard.spec.ts shows whether it still must).
 * docs/architecture.md ("The shop's sort") has the case.
 */
function layOutInFullForTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  for (const container of document.querySelectorAll<HTMLElement>(`[${READING_FLOW_ATTRIBUTE}]`)) {
    const style = container.style as CSSStyleDeclaration & { readingFlow: string };
    style.readingFlow = 'normal';
    // Reading any of its computed style restyles it (no layout yet): the change is seen.
    void getComputedStyle(container).color;
    style.readingFlow = '';
  }
}

export function keepReadingFlowTabOrder(): void {
  // Only where the browser has reading-flow (Chromium, today). Elsewhere Tab goes by the DOM, which React puts
  // in the order shown once live. Capture: a page's own keydown handler that stops the event cannot skip it.
  if ('readingFlow' in document.documentElement.style) {
    addEventListener('keydown', layOutInFullForTab, true);
  }
}
