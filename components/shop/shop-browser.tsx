'use client';

import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { CategoryLinkTarget } from '@/lib/catalog';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  isShopSort,
  parseSort,
  placesInEverySort,
  sortProducts,
  withSort,
  type ShopListItem,
  type ShopSort,
} from '@/lib/shop-query';
import { sortFromUrlScript } from '@/lib/shop-url-scripts';
import { sortOrderCss, sortOrderProperty } from '@/lib/sort-order-css';
import { ChevronDown } from 'lucide';
import { HoistedStyle } from '@/components/ui/hoisted-style';
import { Icon } from '@/components/ui/icon';
import { InlineScript, useExportedHtml } from '@/components/ui/inline-script';
import { CategoryChips } from './category-chips';

export interface ShopEntry extends ShopListItem {
  /** The product's card, rendered on the server. */
  card: ReactNode;
}

/** The sort select's id (one shop grid per page), which its CSS and its inline script find it by. */
const SORT_SELECT_ID = 'shop-sort';
/** The grid items' attribute, without `data-`, which the sort's CSS orders. */
const ITEM_ATTRIBUTE = 'product-id';
const SORT_ORDER_CSS = sortOrderCss({
  selectId: SORT_SELECT_ID,
  itemAttribute: ITEM_ATTRIBUTE,
  sorts: SORT_OPTIONS.map((option) => option.value),
});
const SORT_FROM_URL = sortFromUrlScript(SORT_SELECT_ID);

function countText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'product' : 'products'}`;
}

function pushSort(sort: ShopSort) {
  const { pathname, search, hash } = window.location;
  const query = withSort(search, sort);
  if (query !== search) window.history.pushState(null, '', `${pathname}${query}${hash}`);
}

/**
 * The shop's category chips, sort select and grid, on /shop and on each category's page. The cards arrive
 * already rendered, `entries` being exactly the page's products.
 *
 * A category is a page of its own, which a chip links to (./category-chips.tsx). The sort is the
 * select's checked option: CSS orders the grid by it the moment it is chosen (lib/sort-order-css.ts), before
 * and without script, and a shared `?sort=…` is chosen by its inline script as the page is read. This
 * island only follows: it reads the select once live, keeps `?sort=` in the URL in step (pushState, so Back
 * restores it), puts the cards in that order in the DOM too (the reading and Tab order), and carries the
 * sort into the chips' links.
 */
export function ShopBrowser({
  entries,
  categories,
  currentHref,
}: {
  entries: ShopEntry[];
  categories: CategoryLinkTarget[];
  /** The page shown: its chip is the current one. */
  currentHref: string;
}) {
  const exportedHtml = useExportedHtml();
  // A client-side navigation renders the page here rather than reading its HTML: the URL's sort is known.
  const [initialSort] = useState<ShopSort>(() =>
    exportedHtml ? DEFAULT_SORT : parseSort(window.location.search),
  );
  const [sort, setSort] = useState(initialSort);
  const selectRef = useRef<HTMLSelectElement>(null);
  const places = useMemo(() => placesInEverySort(entries), [entries]);

  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    /** The select holds the sort: the URL's, or one the shopper chose before hydration, which the URL then follows. */
    const chosen = isShopSort(select.value) ? select.value : DEFAULT_SORT;
    setSort(chosen);
    if (chosen !== parseSort(window.location.search)) pushSort(chosen);
    const followHistory = () => {
      const fromUrl = parseSort(window.location.search);
      select.value = fromUrl;
      setSort(fromUrl);
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  return (
    <div className="flex flex-col gap-6">
      <HoistedStyle css={SORT_ORDER_CSS} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <CategoryChips categories={categories} currentHref={currentHref} sort={sort} />
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2">
          <label htmlFor={SORT_SELECT_ID} className="font-bold whitespace-nowrap text-ink">
            Sort by
          </label>
          {/* Drawn by the site, not the browser: WebKit draws a native select as a grey button whatever
              its background, so the arrow is ours too. */}
          <span className="relative">
            <select
              id={SORT_SELECT_ID}
              ref={selectRef}
              defaultValue={initialSort}
              onChange={(event) => {
                const next = event.target.value;
                if (!isShopSort(next)) return;
                setSort(next);
                pushSort(next);
              }}
              className="min-h-11 appearance-none rounded-full border-2 border-line bg-surface px-4 pr-10 font-bold text-ink hover:border-brand"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Icon
              icon={ChevronDown}
              className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink"
            />
          </span>
          <InlineScript code={SORT_FROM_URL} />
        </div>
      </div>

      <p className="text-sm font-bold text-muted">{countText(entries.length)}</p>

      {/* Cards out of view skip layout and paint (content-visibility), so a new sort lays out only what
          shows: measured 110-135 → 50-80 ms on a 4× slowed phone. That also clips each item's painting
          at its edge, so the item reaches 8px past its card (padding, and a negative margin keeping the
          card where the grid puts it): room for the card's focus ring and hover shadow in every browser
          (overflow-clip-margin would do it too, but WebKit has none). Where the browser can, the reading
          and Tab order follow the order CSS gives the cards (reading-flow) before React has put them in
          that order. */}
      <ul className="grid grid-cols-1 gap-6 [reading-flow:grid-order] sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {sortProducts(entries, sort).map((entry) => (
          <li
            key={entry.id}
            {...{ [`data-${ITEM_ATTRIBUTE}`]: entry.id }}
            style={orderStyle(places.get(entry.id))}
            className="-m-2 p-2 [contain-intrinsic-size:auto_576px] [content-visibility:auto]"
          >
            {entry.card}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An item's place in every sort, as the custom properties lib/sort-order-css.ts orders by. */
function orderStyle(itemPlaces: Record<ShopSort, number> | undefined): CSSProperties {
  return Object.fromEntries(
    SORT_OPTIONS.map(({ value }) => [sortOrderProperty(value), itemPlaces?.[value] ?? 0]),
  );
}
