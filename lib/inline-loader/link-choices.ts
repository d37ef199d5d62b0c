/**
 * Links that choose rather than leave: inside an element marked LINK_CHOICES_ATTRIBUTE (the shop's category
 * chips), the link marked `aria-current="page"` is the choice, which the page's CSS shows
 * (lib/current-link-css.ts). A plain tap on another link of the group moves the mark to it and keeps the
 * page, from the first paint on and after React is live alike, so the choice shows in the frame of the tap
 * and no page loads; the island follows once live (the address, the title, the heading). A tap that asks
 * for something else (a modifier key for a new tab or window, another button) is the browser's, and with
 * JavaScript off each is the plain link to the page that shows its choice.
 */
import { LINK_CHOICES_ATTRIBUTE } from './contract';

const CURRENT = 'aria-current';

function choose(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const group = link?.closest(`[${LINK_CHOICES_ATTRIBUTE}]`);
  // A new tab or window (a modifier key, the middle button) is the browser's to open.
  const plain = !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  if (!link || !group || !plain || event.defaultPrevented) return;
  event.preventDefault();
  group.querySelector(`[${CURRENT}]`)?.removeAttribute(CURRENT);
  link.setAttribute(CURRENT, 'page');
}

export function chooseByLinks(): void {
  // Stryker disable next-line BooleanLiteral: capture or bubble at window, choose sees the same click: nothing in the page prevents or stops a chip's click (the loader's other listeners act on buttons and dialogs, the chips' React onClick only reports the view).
  addEventListener('click', choose, true);
}
