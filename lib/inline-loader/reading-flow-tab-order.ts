import { READING_FLOW_ATTRIBUTE } from './contract';

/**
 * Tab follows the order on screen of a `reading-flow` container's children (the shop's grid, which CSS sorts
 * before React has moved its cards, or without React), also once something inside a child has changed.
 *
 * Chromium (156) works out a container's reading-flow order in a full layout of it and keeps it with that
 * layout. When only something inside a child needs layout (a card's picture arriving, a picture inserted
 * as its card scrolls near), Chromium lays the container out again the short way, keeping its children where
 * they were, and that layout keeps no reading-flow order: Tab then goes by the DOM, to a card shown last,
 * until the container is laid out in full again. A reading-flow changed and changed back, each seen by a
 * restyle, marks the container for a full layout, which the Tab's own layout then makes before it picks the
 * next element. docs/architecture.md ("The shop's sort") has the case.
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
  // Only Chromium has reading-flow: elsewhere Tab goes by the DOM, which React puts in the order shown.
  if ('readingFlow' in document.documentElement.style) {
    addEventListener('keydown', layOutInFullForTab, true);
  }
}
