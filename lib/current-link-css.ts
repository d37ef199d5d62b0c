/**
 * CSS that lets a group of links act as a filter, with no script of its own: the link marked
 * `aria-current="page"` is the choice, and while it is the one with a value, only the items of that value
 * show. The shop's category chips use it: each chip links to its category's page (what a crawler follows, and
 * a shopper with JavaScript off), every shop page holds every design, and the inline loader moves the
 * `aria-current` mark to a chip the moment it is tapped, before and after React is live
 * (lib/inline-loader/link-choices.ts); this CSS then shows that category in the same frame.
 *
 * Like lib/checked-radio-css.ts, the rules live in the document's head, where a client-side navigation leaves
 * them: they match only a page whose links carry the `data-*` attribute, and every such page is a shop page.
 */
import { cssName } from './css-name';

export interface CurrentLinkSwitch {
  /** The `data-*` attribute, without `data-`, whose value names each link's choice. */
  linkAttribute: string;
  /** The `data-*` attribute, without `data-`, whose value names each item's choice. */
  itemAttribute: string;
  /**
   * The choices that select items. While the current link has one of them, only the items with that value
   * show; while it has another value (an "All"), or no link is current, every item shows.
   */
  values: readonly string[];
}

/** The style sheet text: one rule per value. */
export function currentLinkCss({
  linkAttribute,
  itemAttribute,
  values,
}: CurrentLinkSwitch): string {
  const link = `data-${cssName('link attribute', linkAttribute)}`;
  const item = `data-${cssName('item attribute', itemAttribute)}`;
  return values
    .map((value) => {
      const name = cssName('value', value);
      return `:root:has([${link}="${name}"][aria-current="page"]) [${item}]:not([${item}="${name}"]){display:none}`;
    })
    .join('\n');
}
