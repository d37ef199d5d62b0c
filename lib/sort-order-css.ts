/**
 * CSS that lets the shop's sort select order the grid with no script: each item carries its place in every
 * sort as a custom property (`--order-newest: 3`), and the option checked in the select picks which one is
 * the item's `order`. So a sort takes effect in the frame it is chosen, before hydration and with
 * JavaScript off; once React is live it also puts the items in that order in the DOM (the reading and Tab
 * order), and the two agree.
 *
 * Like lib/checked-radio-css.ts, the rules live in the document's head, where a client-side navigation leaves
 * them: they match only a page that has the select, and every such page gives its items these properties.
 */
import { cssName } from './css-name';

export interface SortOrderSwitch {
  /** The select's id (one per page). */
  selectId: string;
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
export function sortOrderCss({ selectId, itemAttribute, sorts }: SortOrderSwitch): string {
  const select = `#${cssName('select id', selectId)}`;
  const items = `[data-${cssName('attribute', itemAttribute)}]`;
  return sorts
    .map(
      (sort) =>
        `:root:has(${select} option[value="${cssName('sort', sort)}"]:checked) ${items}{order:var(${sortOrderProperty(sort)})}`,
    )
    .join('\n');
}
