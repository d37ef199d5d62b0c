/**
 * CSS that shows, of the cards a shop page holds, those of the list the shopper chose: the view of the chip
 * marked `aria-current="page"` in the sort whose option is checked. Each card names the lists that show it
 * in a `data-*` attribute of tokens (lib/shop-lists.ts: `humor__newest`); while a view and a sort are chosen,
 * every card without their token is hidden. With lib/sort-order-css.ts ordering what shows, a chip or a sort
 * takes effect in the frame it is tapped, whether or not the scripts have arrived, and the island only adds
 * what the page did not hold.
 *
 * The rules are scoped to the shop's own element, whose chips and select they look at: a client-side
 * navigation leaves them in the head (like every generated rule, components/ui/hoisted-style.tsx), where they
 * match nothing on any other page.
 */
import { cssName } from './css-name';
import type { ShopSort } from './shop-query';
import { listToken } from './shop-lists';

export interface ListSwitch {
  /** The `data-*` attribute, without `data-`, of the element holding the chips, the select and the grid. */
  scopeAttribute: string;
  /** The `data-*` attribute, without `data-`, whose value names each chip's view. */
  chipAttribute: string;
  /** The sort select's id. */
  selectId: string;
  /** The `data-*` attribute, without `data-`, holding each card's tokens. */
  itemAttribute: string;
  views: readonly string[];
  sorts: readonly ShopSort[];
}

/** The style sheet text: one rule per view and sort. */
export function listVisibilityCss({
  scopeAttribute,
  chipAttribute,
  selectId,
  itemAttribute,
  views,
  sorts,
}: ListSwitch): string {
  const scope = `[data-${cssName('scope attribute', scopeAttribute)}]`;
  const chip = `data-${cssName('chip attribute', chipAttribute)}`;
  const select = `#${cssName('select id', selectId)}`;
  const item = `data-${cssName('item attribute', itemAttribute)}`;
  return views
    .flatMap((view) =>
      sorts.map((sort) => {
        const chosen = `:has([${chip}="${cssName('view', view)}"][aria-current="page"]):has(${select} option[value="${cssName('sort', sort)}"]:checked)`;
        return `${scope}${chosen} [${item}]:not([${item}~="${listToken(view, sort)}"]){display:none}`;
      }),
    )
    .join('\n');
}
