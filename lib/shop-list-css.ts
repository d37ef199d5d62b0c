/**
 * CSS that shows, of the cards a shop page holds, those of the list the shopper chose: the view chosen by the
 * category chips (the shop's `data-chosen-<view>` attribute, lib/chosen-choice-css.ts) in the sort whose
 * option is checked (looked for as lib/sort-order-css.ts does). Each card carries a class for each view and sort whose list shows it (lib/shop-lists.ts:
 * `list-humor__newest`); every card is hidden but those of the chosen view and sort. With
 * lib/sort-order-css.ts ordering what shows, a chip or a sort takes effect in the frame it is tapped, whether
 * or not the scripts have arrived, and the island only adds what the page did not hold.
 *
 * A shown card takes back the display the page's other styles give it (`revert-layer`: the stylesheet's
 * rules are in cascade layers, these rules in none). A rule per list shown, rather than one per list hiding
 * the rest, names the card's class on its right: at a chip's tap the browser restyles the cards of the view
 * left and of the view chosen, not every card the page holds.
 */
import { chosenScope, scopedItems } from './chosen-choice-css';
import { cssName } from './css-name';
import type { ShopSort } from './shop-query';
import { listClass } from './shop-lists';
import { whileSortChosen, type SortSelect } from './sort-order-css';

export interface ListSwitch extends SortSelect {
  /** The `data-*` attribute, without `data-`, every card carries. */
  itemAttribute: string;
  views: readonly string[];
  sorts: readonly ShopSort[];
}

/** The style sheet text: every card hidden, then one rule per view and sort showing its cards. */
export function listVisibilityCss({ itemAttribute, views, sorts, ...select }: ListSwitch): string {
  const shown = views.flatMap((view) =>
    sorts.map(
      (sort) =>
        `${chosenScope(view)} ${whileSortChosen(select, sort)} .${cssName('list class', listClass(view, sort))}{display:revert-layer}`,
    ),
  );
  return [`${scopedItems(itemAttribute)}{display:none}`, ...shown].join('\n');
}
