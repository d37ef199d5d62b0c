'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_SHOP_QUERY,
  SHOP_CATEGORIES,
  SORT_OPTIONS,
  filterAndSortProducts,
  isShopCategory,
  isShopSort,
  parseShopQuery,
  shopQueryString,
  type ShopCategory,
  type ShopListItem,
  type ShopQuery,
  type ShopSort,
} from '@/lib/shop-query';
import { ChevronDown } from 'lucide';
import { CATEGORIES } from '@/data/types';
import { CheckedRadioStyle } from '@/components/ui/checked-radio-style';
import { Icon } from '@/components/ui/icon';
import { RadioChip } from '@/components/ui/radio-chip';

export interface ShopEntry extends ShopListItem {
  /** The product's card, rendered on the server. */
  card: ReactNode;
}

/** The category radios' name, and the attribute on each card and count line they switch. */
const CATEGORY_RADIOS = 'category';
const CARD_CATEGORY = 'category';
const COUNT_FOR = 'count-for';

function countText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * The shop's category filter, sort select and grid. The cards arrive already rendered.
 *
 * The category is a native radio group, and CSS shows the chosen category's cards and count from the first
 * paint, with or without script (lib/checked-radio-css.ts): the checked radio IS the state, and this island
 * only reads it. Sorting reorders the cards, so it needs React; a sort chosen before hydration is replayed by
 * the inline loader. Both live in the URL (?category=…&sort=…), written with pushState so Back restores
 * them; the exported HTML is the default view and a shared link's query is applied once hydrated.
 */
export function ShopBrowser({ entries }: { entries: ShopEntry[] }) {
  const [sort, setSort] = useState<ShopSort>(DEFAULT_SHOP_QUERY.sort);
  const categoriesRef = useRef<HTMLDivElement>(null);
  const sortId = useId();
  const categoriesLabelId = useId();

  function categoryRadio(category: ShopCategory): HTMLInputElement | null {
    return (
      categoriesRef.current?.querySelector<HTMLInputElement>(`input[value="${category}"]`) ?? null
    );
  }
  function checkedCategory(): ShopCategory {
    const value = categoriesRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    return isShopCategory(value) ? value : DEFAULT_SHOP_QUERY.category;
  }
  function pushQuery(query: ShopQuery) {
    const { pathname, search, hash } = window.location;
    const next = shopQueryString(query);
    if (next !== search) window.history.pushState(null, '', `${pathname}${next}${hash}`);
  }

  useEffect(() => {
    /** Shows what the URL says; a category the shopper already chose (before hydration) wins over it. */
    function applyLocation({ keepChosenCategory }: { keepChosenCategory: boolean }) {
      const query = parseShopQuery(new URLSearchParams(window.location.search));
      const category = keepChosenCategory ? checkedCategory() : query.category;
      const radio = categoryRadio(category);
      if (radio) radio.checked = true;
      setSort(query.sort);
      if (category !== query.category) pushQuery({ category, sort: query.sort });
      // A shared link may select a chip that starts off-screen in the phone's scrolling row.
      requestAnimationFrame(() =>
        radio?.parentElement?.scrollIntoView({ block: 'nearest', inline: 'center' }),
      );
    }
    const checkedOnArrival = categoryRadio(checkedCategory());
    applyLocation({ keepChosenCategory: checkedOnArrival?.defaultChecked === false });
    const followHistory = () => applyLocation({ keepChosenCategory: false });
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);

  const ordered = filterAndSortProducts(entries, DEFAULT_SHOP_QUERY.category, sort);

  return (
    <div className="flex flex-col gap-6">
      <CheckedRadioStyle name={CATEGORY_RADIOS} attribute={CARD_CATEGORY} values={CATEGORIES} />
      <CheckedRadioStyle name={CATEGORY_RADIOS} attribute={COUNT_FOR} values={SHOP_CATEGORIES} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h2 id={categoriesLabelId} className="sr-only">
            Categories
          </h2>
          <div
            ref={categoriesRef}
            role="radiogroup"
            aria-labelledby={categoriesLabelId}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {SHOP_CATEGORIES.map((category) => (
              <RadioChip
                key={category}
                name={CATEGORY_RADIOS}
                value={category}
                defaultChecked={category === DEFAULT_SHOP_QUERY.category}
                onChange={() => pushQuery({ category, sort })}
                selection="fill"
                size="sm"
                className="shrink-0"
              >
                {category}
              </RadioChip>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2">
          <label htmlFor={sortId} className="font-bold whitespace-nowrap text-ink">
            Sort by
          </label>
          {/* Drawn by the site, not the browser: WebKit draws a native select as a grey button whatever
              its background, so the arrow is ours too. */}
          <span className="relative">
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                const next = event.target.value;
                if (!isShopSort(next)) return;
                setSort(next);
                pushQuery({ category: checkedCategory(), sort: next });
              }}
              className="min-h-11 appearance-none rounded-full border-2 border-line bg-white px-4 pr-10 font-bold text-ink hover:border-brand"
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
        </div>
      </div>

      <p role="status" className="text-sm font-bold text-muted">
        {SHOP_CATEGORIES.map((category) => (
          <span key={category} {...{ [`data-${COUNT_FOR}`]: category }}>
            {countText(filterAndSortProducts(entries, category, DEFAULT_SHOP_QUERY.sort).length)}
          </span>
        ))}
      </p>

      {/* Cards out of view skip layout and paint (content-visibility), so a new sort lays out only what
          shows: measured 110-135 → 50-80 ms on a 4× slowed phone. That also clips each item's painting
          at its edge, so the item reaches 8px past its card (padding, and a negative margin keeping the
          card where the grid puts it): room for the card's focus ring and hover shadow in every browser
          (overflow-clip-margin would do it too, but WebKit has none). */}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {ordered.map((entry) => (
          <li
            key={entry.id}
            data-category={entry.category}
            data-product-id={entry.id}
            className="-m-2 p-2 [contain-intrinsic-size:auto_576px] [content-visibility:auto]"
          >
            {entry.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
