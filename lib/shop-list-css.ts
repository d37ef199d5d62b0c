/**
 * CSS that shows, of the cards a shop page holds, those of the list the shopper chose, in its order: the view
 * chosen by the category chips in the sort chosen by the select, as the pair the shop's element carries
 * (`data-showing-<view>__<sort>`, marked by the inline loader: lib/inline-loader/contract.ts), or with
 * JavaScript off the page's own view (`data-chosen-<view>`, lib/chosen-choice-css.ts) in the sort whose
 * option is checked (lib/sort-order-css.ts). Each card carries a class for each view and sort
 * whose list shows it (lib/shop-lists.ts: `list-humor__newest`) and its place in every sort; every card is
 * put away but those of the chosen view and sort, which stand in that sort's order. So a chip or a sort takes
 * effect in the frame it is tapped, whether or not the scripts have arrived, and the island only adds what
 * the page did not hold.
 *
 * A card put away stays in the grid, with nothing to draw (its content skipped: `content-visibility`), no
 * size and no place in the accessibility tree or the Tab order (`visibility`), after every card shown. It is
 * not `display: none`: that took each card's elements out of the browser's layout tree and built them again
 * when shown, so a chip's cost grew with the cards it put away (on a 4× slowed phone, a category page of 32
 * cards restyled in 22 ms at a tap, against 8 for a page of 5). The grid spaces its rows by the cards' own
 * margins (components/shop/shop-grid-item.tsx), so the cards put away add no gaps. A browser without
 * `content-visibility` takes the cards out (`display: none`).
 *
 * A shown card takes back what the page's other styles give it (`revert-layer`: the stylesheet's rules are
 * in cascade layers, these rules in none). A selector per list shown, rather than one per list hiding the
 * rest, names the card's class on its right, keyed on an attribute of its own per pair: at a chip's tap or a
 * sort's change the browser restyles the cards of the list left and of the list chosen, not every card the
 * page holds.
 *
 * A category's page holds its own view's cards in a list of their own (`data-<ownListAttribute>` naming the
 * view, lib/shop-lists.ts's gridLists), which is put away whole, as a card is, while another view is chosen:
 * the browser then skips its cards (`content-visibility: hidden`) instead of restyling them one by one at the
 * tap, so a chip's restyle does not grow with the page's own cards (docs/performance.md, "The chip's
 * restyle, hidden whole").
 */
import { chosenItemCss, chosenPairScope, chosenScope, scopedItems } from './chosen-choice-css';
import { cssName } from './css-name';
import type { ShopSort } from './shop-query';
import { listClass } from './shop-lists';
import { sortOrderProperty, whileSortChosen, type SortSelect } from './sort-order-css';

export interface ListSwitch extends SortSelect {
  /** The `data-*` attribute, without `data-`, every card carries. */
  itemAttribute: string;
  /** The `data-*` attribute, without `data-`, whose value names the view of the page's own list. */
  ownListAttribute: string;
  views: readonly string[];
  sorts: readonly ShopSort[];
}

/** The properties that put a card away. */
const PUT_AWAY: Record<string, string> = {
  visibility: 'hidden',
  'content-visibility': 'hidden',
  // Not `contain-intrinsic-size: none`: a card that loses its `auto` forgets the height it was drawn at, and
  // would stand at a guess when shown again out of view.
  height: '0',
  margin: '0',
  padding: '0',
  // After every card shown, so that none put away holds a grid cell among them.
  order: '2147483647',
};
const PUT_AWAY_CSS = Object.entries(PUT_AWAY)
  .map(([property, value]) => `${property}:${value}`)
  .join(';');
/** What a shown card takes back from the page's styles: all but its order, and the fallback's display. */
const TAKEN_BACK_CSS = [
  ...Object.keys(PUT_AWAY).filter((property) => property !== 'order'),
  'display',
]
  .map((property) => `${property}:revert-layer`)
  .join(';');

/**
 * The style sheet text: every card put away, then one rule per sort showing each view's cards in its order
 * (and the same with no script), and one per view putting away the own list of every other view.
 */
export function listVisibilityCss({
  itemAttribute,
  ownListAttribute,
  views,
  sorts,
  ...select
}: ListSwitch): string {
  const items = scopedItems(itemAttribute);
  // One rule per sort, its lists' selectors in one list: the declarations once, not once per view (every
  // shop page's HTML carries these rules twice, in the page and in React's payload).
  const shownRules = (scopeOf: (view: string, sort: ShopSort) => string) =>
    sorts.map(
      (sort) =>
        `${views.map((view) => `${scopeOf(view, sort)} .${cssName('list class', listClass(view, sort))}`).join()}{${TAKEN_BACK_CSS};order:var(${sortOrderProperty(sort)})}`,
    );
  const shown = shownRules(chosenPairScope);
  const shownWithoutScript = shownRules(
    (view, sort) => `${chosenScope(view)} ${whileSortChosen(select, sort)}`,
  );
  return [
    `${items}{${PUT_AWAY_CSS}}`,
    `@supports not (content-visibility:hidden){${items}{display:none}}`,
    ...shown,
    `@media (scripting:none){${shownWithoutScript.join('')}}`,
    // No fallback for the own list: without content-visibility, put away it still takes no room and shows
    // nothing (its cards' content is only laid out).
    chosenItemCss(
      { itemAttribute: cssName('own list attribute', ownListAttribute), choices: views },
      PUT_AWAY_CSS,
    ),
  ].join('\n');
}
