/**
 * What lets the shop's sort select order the grid: each item carries its place in every sort as a custom
 * property (`--order-newest: 3`), and the rule that shows a list in its sort makes that place the item's
 * `order` (lib/shop-list-css.ts). So a sort takes effect in the frame it is chosen, before hydration and with
 * JavaScript off; once React is live it also puts the items in that order in the DOM (the reading and Tab
 * order), and the two agree.
 *
 * With a script the rule reads the sort from the pair the loader marks on the shop's element
 * (lib/inline-loader/link-choices.ts). With JavaScript off it reads the option checked (`whileSortChosen`),
 * looked for inside the element around the select (`controlAttribute`), whose later siblings hold the items:
 * `:has()` then searches a few elements, where one on the whole page searched every element of every card
 * whenever the page was restyled (at 84 cards, measured on a 4× slowed phone: a sort's restyle 13–34 ms that
 * way, 8–18 ms this way). A change under `:has()` restyles every item that any such rule names, so the page's
 * rules use it only where no script can mark the pair (`@media (scripting: none)`; a browser without that
 * media feature, Chromium before 120 or Safari before 17, orders nothing at a sort with JavaScript off).
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

/** The custom property that holds an item's place in `sort`: '--order-newest'. */
export function sortOrderProperty(sort: string): `--${string}` {
  return `--order-${cssName('sort', sort)}`;
}
