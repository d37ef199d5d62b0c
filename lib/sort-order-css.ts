/**
 * CSS that lets the shop's sort select order the grid with no script: each item carries its place in every
 * sort as a custom property (`--order-newest: 3`), and the option checked in the select picks which one is
 * the item's `order`. So a sort takes effect in the frame it is chosen, before hydration and with
 * JavaScript off; once React is live it also puts the items in that order in the DOM (the reading and Tab
 * order), and the two agree.
 *
 * The option checked is looked for inside the element around the select (`controlAttribute`), whose later
 * siblings hold the items: `:has()` then searches a few elements, where one on the whole page searched every
 * element of every card whenever the page was restyled (at 84 cards, measured on a 4× slowed phone: a sort's
 * restyle 13–34 ms that way, 8–18 ms this way).
 *
 * Like lib/checked-radio-css.ts, the rules live in the document's head, where a client-side navigation leaves
 * them: they match only a page that has the select, and every such page gives its items these properties.
 */
import { cssName } from './css-name';

/** Where a page's sort select is, for its rules. */
export interface SortSelect {
  /** The select's id (one per page). */
  selectId: string;
  /**
   * The `data-*` attribute, without `data-`, of the element around the select whose later siblings hold
   * everything the sort orders or shows.
   */
  controlAttribute: string;
}

/** What follows the select's control while `sort` is checked: `[data-x]:has(#s option[value="newest"]:checked) ~ *`. */
export function whileSortChosen({ selectId, controlAttribute }: SortSelect, sort: string): string {
  const select = `#${cssName('select id', selectId)}`;
  const control = `[data-${cssName('control attribute', controlAttribute)}]`;
  return `${control}:has(${select} option[value="${cssName('sort', sort)}"]:checked) ~ *`;
}

export interface SortOrderSwitch extends SortSelect {
  /** The `data-*` attribute, without `data-`, that the ordered items carry. */
  itemAttribute: string;
  /** The select's option values: each is a sort. */
  sorts: readonly string[];
}

/** The custom property that holds an item's place in `sort`: '--order-newest'. */
export function sortOrderProperty(sort: string): `--${string}` {
  return `--order-${cssName('sort', sort)}`;
}

/** The style sheet text: one rule per sort. */
export function sortOrderCss({ itemAttribute, sorts, ...select }: SortOrderSwitch): string {
  const items = `[data-${cssName('attribute', itemAttribute)}]`;
  return sorts
    .map(
      (sort) => `${whileSortChosen(select, sort)} ${items}{order:var(${sortOrderProperty(sort)})}`,
    )
    .join('\n');
}
