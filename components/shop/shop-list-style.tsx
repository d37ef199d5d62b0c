import type { ShopView } from '@/lib/catalog';
import { chosenItemCss } from '@/lib/chosen-choice-css';
import { listVisibilityCss } from '@/lib/shop-list-css';
import { HoistedStyle } from '@/components/ui/hoisted-style';
import * as markup from './shop-markup';

/**
 * The rules of a shop page: which cards show, in what order (lib/shop-list-css.ts), and which view's count line
 * and page links (lib/chosen-choice-css.ts), for every view of the catalog. Written on the server: they
 * depend on the views alone, the same on every shop page, and the island (shop-browser.tsx) carries none of
 * the code that writes them.
 */
export function ShopListStyle({ views }: { views: readonly ShopView[] }) {
  const keys = views.map((view) => view.key);
  const css = [
    listVisibilityCss({
      ...markup.SORT_SELECT,
      itemAttribute: markup.ITEM_ATTRIBUTE,
      ownListAttribute: markup.OWN_LIST_ATTRIBUTE,
      views: keys,
      sorts: markup.SORTS,
    }),
    ...[markup.COUNT_VIEW_ATTRIBUTE, markup.PAGES_VIEW_ATTRIBUTE].map((itemAttribute) =>
      chosenItemCss({ itemAttribute, choices: keys }),
    ),
  ].join('\n');
  return <HoistedStyle css={css} />;
}
