'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_SHOP_QUERY,
  SHOP_CATEGORIES,
  SORT_OPTIONS,
  filterAndSortProducts,
  isShopSort,
  parseShopQuery,
  shopQueryString,
  type ShopCategory,
  type ShopListItem,
  type ShopQuery,
} from '@/lib/shop-query';
import { primaryButton } from '@/components/ui/buttonStyles';

export interface ShopEntry extends ShopListItem {
  /** The product's card, rendered on the server. */
  card: ReactNode;
}

function queryFromLocation(): ShopQuery {
  return parseShopQuery(new URLSearchParams(window.location.search));
}

function countText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * The shop's category buttons, sort select and grid. The cards arrive already rendered; this island only
 * decides which are shown and in what order. The choice lives in the URL (?category=…&sort=…): read after
 * hydration (the exported HTML is the default view), written with pushState so Back restores it.
 */
export function ShopBrowser({ entries }: { entries: ShopEntry[] }) {
  const [query, setQuery] = useState<ShopQuery>(DEFAULT_SHOP_QUERY);
  const selectedChipRef = useRef<HTMLButtonElement>(null);
  const sortId = useId();
  const categoriesLabelId = useId();

  useEffect(() => {
    function applyLocation() {
      setQuery(queryFromLocation());
      // A shared link may select a chip that starts off-screen in the phone's scrolling row.
      requestAnimationFrame(() =>
        selectedChipRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' }),
      );
    }
    applyLocation();
    window.addEventListener('popstate', applyLocation);
    return () => window.removeEventListener('popstate', applyLocation);
  }, []);

  function choose(next: ShopQuery) {
    // Pressing the current choice again adds no history entry.
    if (next.category === query.category && next.sort === query.sort) return;
    setQuery(next);
    const { pathname, hash } = window.location;
    window.history.pushState(null, '', `${pathname}${shopQueryString(next)}${hash}`);
  }

  const shown = filterAndSortProducts(entries, query.category, query.sort);
  const shownIds = new Set(shown.map((entry) => entry.id));
  // Hidden cards stay mounted (their images keep their loaded state), after the shown ones.
  const ordered = [...shown, ...entries.filter((entry) => !shownIds.has(entry.id))];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h2 id={categoriesLabelId} className="sr-only">
            Categories
          </h2>
          <div
            role="group"
            aria-labelledby={categoriesLabelId}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {SHOP_CATEGORIES.map((category: ShopCategory) => {
              const selected = category === query.category;
              return (
                <button
                  key={category}
                  ref={selected ? selectedChipRef : undefined}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => choose({ ...query, category })}
                  className={`inline-flex min-h-11 shrink-0 items-center rounded-full border-2 px-4 text-sm font-bold whitespace-nowrap transition-colors ${
                    selected
                      ? 'border-brand bg-brand text-white'
                      : 'border-line bg-white text-ink hover:border-brand hover:text-brand-dark'
                  }`}
                >
                  {category}
                </button>
              );
            })}
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <label htmlFor={sortId} className="font-bold whitespace-nowrap text-ink">
            Sort by
          </label>
          <select
            id={sortId}
            value={query.sort}
            onChange={(event) => {
              const sort = event.target.value;
              if (isShopSort(sort)) choose({ ...query, sort });
            }}
            className="min-h-11 rounded-full border-2 border-line bg-white px-4 pr-9 font-bold text-ink hover:border-brand"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="text-sm font-bold text-muted">
        {countText(shown.length)}
      </p>

      {shown.length === 0 && (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-6 py-12 text-center">
          <p className="text-lg text-ink">No products in this category yet.</p>
          <button
            type="button"
            onClick={() => choose({ ...query, category: DEFAULT_SHOP_QUERY.category })}
            className={primaryButton}
          >
            Show all products
          </button>
        </div>
      )}

      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {ordered.map((entry) => (
          <li key={entry.id} hidden={!shownIds.has(entry.id)} data-product-id={entry.id}>
            {entry.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
