/**
 * Links that choose rather than leave: inside an element marked LINK_CHOICES_ATTRIBUTE (the shop's category
 * chips), the link marked `aria-current="page"` is the choice, which the element around them marked
 * CHOICE_SCOPE_ATTRIBUTE carries as an attribute of its own, which the page's CSS shows
 * (lib/chosen-choice-css.ts). A plain tap on another link of the group moves the mark to it and keeps the
 * page (and the scope's attribute to its choice), from the first paint on and after React is live alike, so
 * the choice shows in the frame of the tap and no page loads; the island follows once live (the address, the
 * title, the heading). A tap that asks for something else (a modifier key for a new tab or window, another
 * button) is the browser's, and with JavaScript off each is the plain link to the page that shows its choice.
 *
 * A select of the scope marked SELECT_CHOICE_ATTRIBUTE (the shop's sort) chooses alongside the links: the
 * scope carries the pair of the link chosen and the select's value too (`pairAttribute`), moved here at a
 * link's tap and at the select's change (choice-pair.ts). Before the loader arrives, the select's inline
 * script moves it (lib/shop-url-scripts.ts).
 */
import { markPair } from './choice-pair';
import {
  CHOICE_SCOPE_ATTRIBUTE,
  LINK_CHOICE_ATTRIBUTE,
  LINK_CHOICES_ATTRIBUTE,
  chosenAttribute,
} from './contract';

const CURRENT = 'aria-current';
const SCOPE = `[${CHOICE_SCOPE_ATTRIBUTE}]`;

function choose(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const group = link?.closest(`[${LINK_CHOICES_ATTRIBUTE}]`);
  // A new tab or window (a modifier key, the middle button) is the browser's to open.
  const plain = !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
  if (!link || !group || !plain || event.defaultPrevented) return;
  event.preventDefault();
  const scope = group.closest(SCOPE);
  const chosen = (choiceLink: Element, mark: boolean) => {
    const choice = choiceLink.getAttribute(LINK_CHOICE_ATTRIBUTE);
    if (scope && choice !== null) scope.toggleAttribute(chosenAttribute(choice), mark);
    if (mark) choiceLink.setAttribute(CURRENT, 'page');
    else choiceLink.removeAttribute(CURRENT);
  };
  const previous = group.querySelector(`[${CURRENT}]`);
  if (previous) chosen(previous, false);
  chosen(link, true);
  if (scope) markPair(scope);
}

/** A select's change inside a scope: the scope's pair follows (markPair reads the select it names). */
function selectChanged({ target }: Event): void {
  const scope = target instanceof HTMLSelectElement ? target.closest(SCOPE) : null;
  if (scope) markPair(scope);
}

export function chooseByLinks(): void {
  // Stryker disable next-line BooleanLiteral: capture or bubble at window, choose sees the same click: nothing in the page prevents or stops a chip's click (the loader's other listeners act on buttons and dialogs, the chips' React onClick only reports the view).
  addEventListener('click', choose, true);
  addEventListener('change', selectChanged, true);
}
