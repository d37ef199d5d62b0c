/**
 * What the inline loader (main.ts beside this file, inlined into every exported page), the build step that
 * makes Next's scripts wait for it (scripts/hydration/defer-hydration.ts) and the React app agree on. The
 * loader records taps made before React is live and replays them when the app announces it has hydrated
 * (components/layout/hydration-signal.tsx).
 */

/** Holds the URL of a Next script that the loader turns into a real script when hydration starts. */
export const HYDRATE_SRC_ATTRIBUTE = 'data-hydrate-src';

/** Dispatched on window once React has hydrated the page and every island's mount effects have run. */
// Stryker disable next-line StringLiteral: the loader and the app (hydration-signal.tsx) both read the name from here, and any name, even '', is heard as sent.
export const HYDRATED_EVENT = 'shop:hydrated';

/**
 * A stepper the loader answers before React is live (early-steps.ts), as attributes the React markup carries:
 * the element holding the stepper and everything that shows its number has STEPPER_MIN_ATTRIBUTE (its value
 * is the least the number can be); each button has STEP_ATTRIBUTE (what a tap adds: 1 or -1); each element
 * whose text shows the number ('1', 'Quantity 1') has STEPPER_COUNT_ATTRIBUTE; each element whose text
 * shows a price times the number has UNIT_PRICE_ATTRIBUTE, whose value is that price.
 */
export const STEPPER_MIN_ATTRIBUTE = 'data-stepper-min';
export const STEP_ATTRIBUTE = 'data-step';
export const STEPPER_COUNT_ATTRIBUTE = 'data-stepper-count';
export const UNIT_PRICE_ATTRIBUTE = 'data-unit-price';

/**
 * A Share button (components/product/share-button.tsx) carries SHARE_TITLE_ATTRIBUTE, the title to share. A
 * tap on it before React is live is shared by the loader inside the tap, which alone carries the user
 * activation the share sheet and the clipboard ask for (lib/share-page.ts); when the tap is replayed, the
 * button carries SHARE_OUTCOME_ATTRIBUTE, what became of that share, which the button announces instead
 * of sharing again.
 */
export const SHARE_TITLE_ATTRIBUTE = 'data-share-title';
export const SHARE_OUTCOME_ATTRIBUTE = 'data-share-outcome';

/**
 * Around a group of links that choose rather than leave (the shop's category chips): the one marked
 * `aria-current="page"` is the choice, and a tap on another moves the mark to it and stays on the page
 * (link-choices.ts). Each link names its choice in LINK_CHOICE_ATTRIBUTE; the element around the group that
 * carries CHOICE_SCOPE_ATTRIBUTE (the shop) carries `chosenAttribute(choice)` for the choice marked, and only
 * that one (the loader moves it with the mark, React renders it with the view shown), which the page's CSS shows at once (lib/chosen-choice-css.ts). An attribute of its own per
 * choice, rather than one attribute whose value changes, lets the browser restyle only what shows or hides.
 */
export const LINK_CHOICES_ATTRIBUTE = 'data-link-choices';
export const LINK_CHOICE_ATTRIBUTE = 'data-link-choice';
export const CHOICE_SCOPE_ATTRIBUTE = 'data-choice-scope';

/** The attribute the scope carries while `choice` is chosen: 'data-chosen-humor'. */
export function chosenAttribute(choice: string): string {
  return `data-chosen-${choice}`;
}

/**
 * A select inside the scope marked SELECT_CHOICE_ATTRIBUTE (the shop's sort) chooses alongside its links: the
 * scope also carries `pairAttribute(link choice, select's value)` for the pair chosen, and only that one. The
 * loader moves it at a link's tap and at the select's change (link-choices.ts), the select's inline script
 * writes it as the page is read and at each change (lib/shop-url-scripts.ts), and the shop's island after it
 * renders a choice of its own; each reads the pair from the controls (choice-pair.ts).
 * The page's CSS keyed on it restyles, at a change, only the items of the pair left and of the pair chosen,
 * where a rule that looked for the option checked with `:has()` restyled every item the page holds
 * (lib/shop-list-css.ts).
 */
export const SELECT_CHOICE_ATTRIBUTE = 'data-select-choice';
export const PAIR_PREFIX = 'data-showing-';
export const PAIR_SEPARATOR = '__';

/** The attribute the scope carries while `choice` and `value` are chosen: 'data-showing-humor__newest'. */
export function pairAttribute(choice: string, value: string): string {
  return `${PAIR_PREFIX}${choice}${PAIR_SEPARATOR}${value}`;
}

/**
 * On an element whose children CSS orders (`order`) and whose Tab order follows them (`reading-flow`): the
 * shop's grid. The loader keeps that Tab order true in Chromium (reading-flow-tab-order.ts). A new such
 * container needs both: its `reading-flow` style and this attribute.
 */
export const READING_FLOW_ATTRIBUTE = 'data-reading-flow';
