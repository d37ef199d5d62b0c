/**
 * What the shop's markup (components/shop/shop-browser.tsx) and its rules (shop-list-style.tsx) find its
 * parts by. The rules are written on the server, the markup by the island too: the names live here, in a
 * module both can import.
 */
import { SORT_OPTIONS } from '@/lib/shop-query';

/** The sort select's id (one shop grid per page), which its CSS and its inline script find it by. */
export const SORT_SELECT_ID = 'shop-sort';
/**
 * The sort select for its rules with no script: the element around the chips and the select carries
 * `data-shop-controls`, and the grid is one of its later siblings (lib/sort-order-css.ts).
 */
export const SORT_SELECT = { selectId: SORT_SELECT_ID, controlAttribute: 'shop-controls' };
/** What the rules find the shop's cards, its own list, count lines and page links by, without `data-`. */
export const ITEM_ATTRIBUTE = 'product-id';
export const OWN_LIST_ATTRIBUTE = 'own-view';
export const COUNT_VIEW_ATTRIBUTE = 'count-for';
export const PAGES_VIEW_ATTRIBUTE = 'pages-for';
/** The sort select's values, in its order. */
export const SORTS = SORT_OPTIONS.map((option) => option.value);
