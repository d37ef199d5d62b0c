/**
 * The shop's lists: which designs a view shows, in a sort, on a page. A shop page holds some of them whole and
 * the first cards of others (components/shop/shop-listing.tsx says which); its island fetches the rest as data
 * (`/shop-data/<view>/<sort>/<page>.json`). This module works on what is known, in the browser and at build
 * time alike: it knows nothing of the catalog, only of the lists and cards it is given.
 *
 * Every card in the grid carries a class for each view and sort whose list shows it (`list-humor__newest`;
 * on a category's page, a card the page holds twice carries the own view's in one copy and the others' in
 * the other: gridLists), and CSS shows, of all the cards the page holds, those whose class names the view
 * and the sort chosen (lib/shop-list-css.ts). So a chip or a sort shows its first cards in the
 * frame it is tapped, with the scripts or before them, and the island then fills in the rest of the list.
 *
 * A view whose page holds its own list whole and only the first cards of its other sorts (a page of a view
 * longer than a page) shows, in another sort, those first cards, then its own list's other cards where
 * they stood (followsDefaultSort): those carry one class for every sort of the view
 * (`list-all__every-sort`), so a sort restyles the few cards it puts first, not the whole page it reorders.
 */
import { SHOP_FIRST_SCREEN_CARDS } from '@/data/constants';
import type { Availability } from '@/data/types';
import type { ShopViewKey } from './catalog';
import { DEFAULT_SORT, SORT_OPTIONS, type ShopSort } from './shop-query';

/** What a shop card shows of a design, and where the design stands in each sort of the whole catalog. */
export interface ShopCard {
  id: number;
  /** Its product page. */
  href: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  badge?: string;
  colors: string[];
  availability: Availability;
  /** Its front view, the card's picture, and what that picture shows. */
  image: string;
  imageAlt: string;
  /** Its place (0 first) in each sort over the whole catalog: what CSS orders the grid by. */
  places: Record<ShopSort, number>;
}

/** One page of a view in one sort: the designs' ids in order, whole or only its first cards. */
export interface ShopList {
  view: ShopViewKey;
  sort: ShopSort;
  page: number;
  ids: number[];
  /** Whether `ids` is the whole page, or only its first cards. */
  complete: boolean;
}

/** A list as its data file holds it: the list, whole, and the cards it names. */
export interface ShopListData {
  list: ShopList;
  cards: ShopCard[];
}

/** The key a list is known by: 'humor/newest/2'. */
export function listKey(view: ShopViewKey, sort: ShopSort, page: number): string {
  return `${view}/${sort}/${page}`;
}

/** The class a card carries while a list of `view` in `sort` shows it: 'list-humor__newest'. */
export function listClass(view: ShopViewKey, sort: ShopSort): string {
  return `list-${view}__${sort}`;
}

/**
 * The class a card carries while every list of `view` shows it after the list's first cards
 * (followsDefaultSort): 'list-humor__every-sort'.
 */
export function listEverySortClass(view: ShopViewKey): string {
  return `list-${view}__every-sort`;
}

/** The lists known, by key. */
export type ListStore = ReadonlyMap<string, ShopList>;

export function storeOf(lists: readonly ShopList[]): Map<string, ShopList> {
  return new Map(lists.map((list) => [listKey(list.view, list.sort, list.page), list]));
}

/** What a view shows in a sort: the ids in order, and whether they are exactly its pages' (or a stand-in). */
export interface ShownList {
  ids: number[];
  exact: boolean;
}

/**
 * Whether every sort of `view` but the default stands in, over `pages`, with its first cards (each page's
 * list known, none whole): then it shows those, then the cards of the default sort's list it does not
 * show first, in that list's order. They stay where the default sort puts them whatever the sort, so a
 * sort moves only the cards it puts first. A view whose other sorts are not known, or are known whole on a
 * page, shows each sort in that sort's order (shownList).
 */
export function followsDefaultSort(
  store: ListStore,
  view: ShopViewKey,
  pages: readonly number[],
): boolean {
  return SORT_OPTIONS.every(
    ({ value: sort }) =>
      sort === DEFAULT_SORT ||
      pages.every((page) => store.get(listKey(view, sort, page))?.complete === false),
  );
}

/** The ids of `view`'s lists in `sort` over `pages` whose cards are known, page after page. */
function knownIds(
  store: ListStore,
  cards: ReadonlyMap<number, ShopCard>,
  view: ShopViewKey,
  sort: ShopSort,
  pages: readonly number[],
): number[] {
  return pages
    .flatMap((page) => store.get(listKey(view, sort, page))?.ids ?? [])
    .filter((id) => cards.has(id));
}

/**
 * What `view` shows in `sort` over `pages`, from what is known: each page's list when it is known whole;
 * otherwise the best stand-in, which shows at once while the rest is fetched: the page's first cards in that
 * sort, then the cards its default-sort list holds (so the first cards are right, and nothing shows that the
 * view does not hold). Those follow in the default sort's order where every other sort stands in with its
 * first cards (followsDefaultSort); otherwise all are in that sort's order.
 */
export function shownList(
  store: ListStore,
  cards: ReadonlyMap<number, ShopCard>,
  view: ShopViewKey,
  sort: ShopSort,
  pages: readonly number[],
): ShownList {
  const lists = pages.map((page) => store.get(listKey(view, sort, page)));
  if (lists.every((list) => list?.complete)) {
    return { ids: lists.flatMap((list) => list?.ids ?? []), exact: true };
  }
  const first = knownIds(store, cards, view, sort, pages);
  const following = knownIds(store, cards, view, DEFAULT_SORT, pages).filter(
    (id) => !first.includes(id),
  );
  if (followsDefaultSort(store, view, pages))
    return { ids: [...first, ...following], exact: false };
  return { ids: sortedByPlace([...first, ...following], cards, sort), exact: false };
}

/** `ids` in `sort`'s order, by each card's place in it. */
function sortedByPlace(
  ids: readonly number[],
  cards: ReadonlyMap<number, ShopCard>,
  sort: ShopSort,
): number[] {
  const place = (id: number) => cards.get(id)?.places[sort] ?? Number.MAX_SAFE_INTEGER;
  return [...ids].sort((a, b) => place(a) - place(b));
}

/** A card of the grid: its design, and the classes of the lists that show it there, space-separated. */
export interface GridCard {
  id: number;
  listClasses: string;
}

/** The grid's two lists of cards (components/shop/shop-browser.tsx). */
export interface GridLists {
  /** The cards of the page's own view, when it holds them in a list of their own; else none. */
  own: GridCard[];
  /** Every other card the page holds. */
  others: GridCard[];
}

/**
 * The cards of the grid, in its two lists, each with the classes of the lists that show it (listClass): for
 * every view and sort, the cards it would show at once if chosen now (the view's `pages`, by shownList). Of
 * a view whose default-sort cards follow every sort (followsDefaultSort), those carry listEverySortClass
 * instead, and each other sort names only its first cards.
 *
 * With `ownView` (a category's page), that view's cards are in a list of their own, naming only its lists: a
 * chip hides that list whole, so the cards of the view left are not restyled one by one
 * (lib/shop-list-css.ts). Every other card held is in `others`, naming only the other views' lists; a card of
 * the own view that another list shows too is in both, each copy shown by its own lists (a category's cards
 * are in no other category, only in All's). Without, every card is in `others`.
 *
 * Each list holds its shown list's first screen first (in `sort`), then its other cards, then the rest of
 * that list (pageOrder): a sort tapped at the first paint finds its first cards already read. The page's
 * HTML holds the own list first, whole (its first card is the page's largest paint), then the others: a
 * chip tapped while the rest of the page is still on its way waits for the own list's cards (32 and the
 * other sorts' first), where on /shop its first cards follow the first screen.
 */
export function gridLists(
  store: ListStore,
  cards: ReadonlyMap<number, ShopCard>,
  pagesOf: ReadonlyMap<ShopViewKey, readonly number[]>,
  shown: { view: ShopViewKey; sort: ShopSort },
  ownView?: ShopViewKey,
): GridLists {
  const own = new Map<number, string[]>();
  const others = new Map<number, string[]>();
  for (const [view, pages] of pagesOf) {
    const classes = view === ownView ? own : others;
    const name = (ids: readonly number[], className: string) => {
      for (const id of ids) {
        const names = classes.get(id);
        if (names) names.push(className);
        else classes.set(id, [className]);
      }
    };
    const follows = followsDefaultSort(store, view, pages);
    for (const { value: sort } of SORT_OPTIONS) {
      if (!follows) name(shownList(store, cards, view, sort, pages).ids, listClass(view, sort));
      // The default sort's cards follow every sort, under one class; each other sort names its first cards.
      else
        name(
          knownIds(store, cards, view, sort, pages),
          sort === DEFAULT_SORT ? listEverySortClass(view) : listClass(view, sort),
        );
    }
  }
  const shownIn = (view?: ShopViewKey) =>
    view === undefined
      ? []
      : shownList(store, cards, view, shown.sort, pagesOf.get(view) ?? []).ids;
  const gridCards = (ids: Iterable<number>, classes: ReadonlyMap<number, string[]>) =>
    [...ids].map((id) => ({ id, listClasses: classes.get(id)?.join(' ') ?? '' }));
  return {
    own: gridCards(pageOrder(shownIn(ownView), own.keys()), own),
    others: gridCards(
      pageOrder(shownIn(shown.view === ownView ? undefined : shown.view), others.keys()),
      others,
    ),
  };
}

/**
 * The order a list of the grid holds its cards in, `shown` the list it shows and `held` every card it holds:
 * the list's first screen, then its other cards (hidden, so out of the reading order), then the rest of the
 * list.
 */
export function pageOrder(shown: readonly number[], held: Iterable<number>): number[] {
  const inList = new Set(shown);
  const others = [...held].filter((id) => !inList.has(id));
  return [
    ...shown.slice(0, SHOP_FIRST_SCREEN_CARDS),
    ...others,
    ...shown.slice(SHOP_FIRST_SCREEN_CARDS),
  ];
}
