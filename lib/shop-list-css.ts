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
 * cards restyled in 22 ms at a tap, against 8 for a page of 5). The grid spaces its rows by the margins of
 * the cards shown (`SHOWN`, below), so the cards put away add no gaps. A browser without
 * `content-visibility` takes the cards out (`display: none`).
 *
 * A shown card's box is written here, whole (`SHOWN`), not taken back from its classes with `revert-layer`:
 * a sort restyles every card it shows and every card it moves, and with the values written out that restyle
 * took 6.5–8.6 ms (median 6.8) at 260 designs against 7.6–9.0 (8.4) with `revert-layer`, 8 loads each
 * (docs/performance.md). A selector per list shown, rather than one per list hiding the rest, names the
 * card's class on its right, keyed on an attribute of its own per pair: at a chip's tap or a sort's change
 * the browser restyles the cards of the list left and of the list chosen, not every card the page holds.
 *
 * A view whose page holds its own list whole and only the first cards of its other sorts (/shop once the
 * catalogue is longer than a page, a category's page once the category is) shows, in those sorts, their
 * first cards and then its own list's other cards where they stood (lib/shop-lists.ts, followsDefaultSort).
 * Those carry one class for every sort of the view, shown by a rule keyed on the view alone: a sort
 * restyles the cards it puts first, not every card it would reorder (docs/performance.md, "A sort moves
 * only its first cards").
 *
 * A category's page holds its own view's cards in a list of their own (`data-<ownListAttribute>` naming the
 * view, lib/shop-lists.ts's gridLists), which is put away whole, as a card is, while another view is chosen:
 * the browser then skips its cards (`content-visibility: hidden`) instead of restyling them one by one at the
 * tap, so a chip's restyle does not grow with the page's own cards (docs/performance.md, "The chip's
 * restyle, hidden whole").
 */
import { chosenItemCss, chosenPairScope, chosenScope, scopedItems } from './chosen-choice-css';
import { cssName } from './css-name';
import { DEFAULT_SORT, type ShopSort } from './shop-query';
import { listClass, listEverySortClass } from './shop-lists';
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
/**
 * A shown card's box, but its order (the sort's). Its item reaches 8 px past its card all round (a negative
 * margin keeps the card where the grid puts it), room for the card's focus ring and hover shadow inside the
 * item's paint, which `content-visibility` clips (the grid's comment in components/shop/shop-browser.tsx);
 * then the gap to the next row, the grid having no row gap.
 */
const SHOWN: Record<string, string> = {
  // What the item's parent has: visible, unless the list around it is put away.
  visibility: 'inherit',
  'content-visibility': 'auto',
  height: 'auto',
  margin: '-0.5rem -0.5rem 1rem',
  padding: '0.5rem',
  // A list item's own, over the fallback's `display: none`.
  display: 'list-item',
};
/**
 * Added to a card's place in the default sort while it follows the first cards of another
 * (listEverySortClass): after any place (a catalog has fewer designs), before the cards put away.
 */
const AFTER_FIRST_CARDS = 2 ** 30;
const declarations = (properties: Record<string, string>) =>
  Object.entries(properties)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
const PUT_AWAY_CSS = declarations(PUT_AWAY);
const SHOWN_CSS = declarations(SHOWN);

/**
 * The style sheet text: every card put away, then one rule showing the cards that follow every sort of
 * their view (lib/shop-lists.ts, followsDefaultSort), one rule per sort showing each view's cards in its
 * order (and the same with no script), and one per view putting away the own list of every other view.
 */
export function listVisibilityCss({
  itemAttribute,
  ownListAttribute,
  views,
  sorts,
  ...select
}: ListSwitch): string {
  const items = scopedItems(itemAttribute);
  // A rule showing, in every view, the cards of the class `classOf` names while `scopeOf` matches, in `order`:
  // its selectors in one list, the declarations once, not once per view (every shop page's HTML carries
  // these rules twice, in the page and in React's payload).
  const showRule = (
    scopeOf: (view: string) => string,
    classOf: (view: string) => string,
    order: string,
  ) =>
    `${views.map((view) => `${scopeOf(view)} .${cssName('list class', classOf(view))}`).join()}{${SHOWN_CSS};order:${order}}`;
  // One rule per sort.
  const shownRules = (scopeOf: (view: string, sort: ShopSort) => string) =>
    sorts.map((sort) =>
      showRule(
        (view) => scopeOf(view, sort),
        (view) => listClass(view, sort),
        `var(${sortOrderProperty(sort)})`,
      ),
    );
  // Before the rules of the pairs: a card that one sort puts first and that follows the others takes that
  // sort's place while it is chosen (the same specificity, later in the sheet). Keyed on the view only, so a
  // sort leaves these cards as they are; the same with no script, whose view is the same attribute.
  const everySort = showRule(
    chosenScope,
    listEverySortClass,
    `calc(var(${sortOrderProperty(DEFAULT_SORT)}) + ${AFTER_FIRST_CARDS})`,
  );
  const shown = shownRules(chosenPairScope);
  const shownWithoutScript = shownRules(
    (view, sort) => `${chosenScope(view)} ${whileSortChosen(select, sort)}`,
  );
  return [
    `${items}{${PUT_AWAY_CSS}}`,
    `@supports not (content-visibility:hidden){${items}{display:none}}`,
    everySort,
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
