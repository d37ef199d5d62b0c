'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { shopDataPath } from '@/data/routes';
import type { ShopViewKey } from '@/lib/catalog';
import {
  listKey,
  shownList,
  storeOf,
  type ShopCard,
  type ShopList,
  type ShopListData,
  type ShownList,
} from '@/lib/shop-lists';
import { SORT_OPTIONS, type ShopSort } from '@/lib/shop-query';

/** The lists and cards known: the page's own, and what has been fetched since. */
export interface KnownLists {
  store: ReadonlyMap<string, ShopList>;
  cards: ReadonlyMap<number, ShopCard>;
}

/** What the grid shows: a view in a sort, from its first page shown to its last. */
export interface ShownPages {
  view: ShopViewKey;
  sort: ShopSort;
  pages: readonly number[];
}

/** A data file's content, checked enough to trust its shape. */
function isListData(value: unknown): value is ShopListData {
  const data = value as ShopListData | null;
  return Array.isArray(data?.list?.ids) && Array.isArray(data?.cards);
}

/**
 * The shop island's lists: those the page holds, and those fetched from their data files
 * (`/shop-data/<view>/<sort>/<page>.json`) as the grid needs them. It fetches every page shown that the page
 * does not hold whole; once those are whole on a view she chose (`chosen`), that view's first page in the
 * other sorts too (the page holds their first cards for its own view only); and the next page once asked
 * for (`wantNext`, as Show more comes near). Nothing on the first view. A page shown that did not come is
 * `failed` until `retry`. `current` is what the grid shows of it now (lib/shop-lists.ts, shownList).
 */
export function useShopLists(
  held: { cards: readonly ShopCard[]; lists: readonly ShopList[] },
  shown: ShownPages,
  chosen: boolean,
): {
  known: KnownLists;
  current: ShownList;
  failed: boolean;
  retry: () => void;
  wantNext: (page: number) => void;
} {
  const [known, setKnown] = useState<KnownLists>(() => ({
    store: storeOf(held.lists),
    cards: new Map(held.cards.map((card) => [card.id, card])),
  }));
  const [failedKeys, setFailedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const fetching = useRef(new Set<string>());
  const [next, setNext] = useState<string>();
  const { view, sort, pages } = shown;
  const current = shownList(known.store, known.cards, view, sort, pages);
  const whole = current.exact;

  const wantNext = useCallback((page: number) => setNext(listKey(view, sort, page)), [view, sort]);

  useEffect(() => {
    const wanted = pages.map((page) => listKey(view, sort, page));
    if (whole && chosen) {
      const first = pages[0] ?? 1;
      for (const { value: other } of SORT_OPTIONS) wanted.push(listKey(view, other, first));
    }
    if (next?.startsWith(`${view}/${sort}/`)) wanted.push(next);
    for (const key of wanted) {
      if (known.store.get(key)?.complete || fetching.current.has(key) || failedKeys.has(key)) {
        continue;
      }
      const [wantedView = view, wantedSort = sort, page = '1'] = key.split('/');
      fetching.current.add(key);
      fetch(shopDataPath(wantedView, wantedSort, Number(page)))
        .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
        .then((data: unknown) => {
          if (!isListData(data)) throw new Error(`${key}: not a list`);
          setKnown((before) => {
            const store = new Map(before.store);
            store.set(key, { ...data.list, complete: true });
            const cards = new Map(before.cards);
            for (const card of data.cards) cards.set(card.id, card);
            return { store, cards };
          });
        })
        .catch(() => setFailedKeys((before) => new Set(before).add(key)))
        .finally(() => fetching.current.delete(key));
    }
  }, [view, sort, pages, whole, chosen, next, known, failedKeys]);

  return {
    known,
    current,
    failed: !whole && pages.some((page) => failedKeys.has(listKey(view, sort, page))),
    retry: () => setFailedKeys(new Set()),
    wantNext,
  };
}
