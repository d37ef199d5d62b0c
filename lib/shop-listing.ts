/**
 * The shop's listings at build time: which designs each view shows in each sort and on each page, what a
 * shop page holds (its own page whole, and the first cards of every other list it can switch to at once),
 * the data files the island fetches for the rest (lib/shop-lists.ts says how the page uses them), and the
 * listing pages' paths. Worked out for any catalog (shopListing), and for the shop's own (catalogListing).
 */
import { SHOP_FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@/data/constants';
import { LISTING_PAGE_SEGMENT, categorySlug } from '@/data/routes';
import { CATEGORIES, type Category, type Product } from '@/data/types';
import {
  getAllProducts,
  getCategoryBySlug,
  productHrefIn,
  shopViewsOf,
  type ShopView,
} from './catalog';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  placesInEverySort,
  sortProducts,
  type ShopSort,
} from './shop-query';
import { shopCard } from './shop-card';
import type { ShopCard, ShopList, ShopListData } from './shop-lists';

const SORTS = SORT_OPTIONS.map((option) => option.value);

/** What a shop page holds: its cards, and the lists (whole, or their first cards) they make up. */
export interface PageSeed {
  cards: ShopCard[];
  lists: ShopList[];
  /** The page's own list: its view's designs on that page, in the order its HTML lists them. */
  own: ShopList;
}

/** A page under /shop: a view's page, or the page of a category that holds no design. */
export type ListingRoute =
  { kind: 'listing'; view: ShopView; page: number } | { kind: 'empty'; category: Category };

/** The listings of a catalog of `products`. */
export function shopListing(products: readonly Product[]) {
  const views = shopViewsOf(products);
  const places = placesInEverySort(products);

  function inView(view: ShopView): readonly Product[] {
    return view.category
      ? products.filter((product) => product.category === view.category)
      : products;
  }

  /** What a shop card shows of `product`. */
  function card(product: Product): ShopCard {
    const place = places.get(product.id);
    if (!place) throw new Error(`No design ${product.id} in the catalog`);
    return { ...shopCard(product, productHrefIn(products, product.id)), places: place };
  }

  /** The designs of `view` on `page` (1 first) in `sort`. */
  function pageProducts(view: ShopView, sort: ShopSort, page: number): Product[] {
    const start = (page - 1) * SHOP_PAGE_SIZE;
    return sortProducts(inView(view), sort).slice(start, start + SHOP_PAGE_SIZE);
  }

  function list(
    view: ShopView,
    sort: ShopSort,
    page: number,
    designs: readonly Product[],
    complete: boolean,
  ): ShopList {
    return { view: view.key, sort, page, ids: designs.map((product) => product.id), complete };
  }

  /** A data file's content: `view`'s whole page in `sort`, with its cards. */
  function listData(view: ShopView, sort: ShopSort, page: number): ShopListData {
    const designs = pageProducts(view, sort, page);
    return { list: list(view, sort, page, designs, true), cards: designs.map(card) };
  }

  /**
   * What the page of `own` numbered `page` holds: that page whole (popular, the order its HTML lists), the
   * first SHOP_FIRST_SCREEN_CARDS of it in every other sort, and the first of every other view's first page,
   * so a chip or a sort shows its first cards in the frame it is tapped. A catalog that fits on one page is
   * held whole on every page (today's). A view of one page whose every design the page holds is known whole
   * in every sort: with today's catalog, every list on every page.
   */
  function pageSeed(own: ShopView, page: number): PageSeed {
    const held = new Map<number, Product>();
    const hold = (designs: readonly Product[]) => {
      for (const product of designs) held.set(product.id, product);
      return [...designs];
    };
    if (products.length <= SHOP_PAGE_SIZE) hold(products);
    const ownList = list(
      own,
      DEFAULT_SORT,
      page,
      hold(pageProducts(own, DEFAULT_SORT, page)),
      true,
    );
    const lists: ShopList[] = [ownList];
    for (const sort of SORTS.filter((other) => other !== DEFAULT_SORT)) {
      const designs = pageProducts(own, sort, page);
      const first = hold(designs.slice(0, SHOP_FIRST_SCREEN_CARDS));
      lists.push(list(own, sort, page, first, first.length === designs.length));
    }
    for (const view of views.filter((other) => other.key !== own.key)) {
      const designs = pageProducts(view, DEFAULT_SORT, 1);
      const first = hold(designs.slice(0, SHOP_FIRST_SCREEN_CARDS));
      lists.push(list(view, DEFAULT_SORT, 1, first, first.length === designs.length));
    }
    for (const view of views.filter((other) => other.pageCount === 1)) {
      if (!inView(view).every((product) => held.has(product.id))) continue;
      for (const sort of SORTS) {
        const whole = list(view, sort, 1, sortProducts(inView(view), sort), true);
        const index = lists.findIndex((known) => known.view === view.key && known.sort === sort);
        if (index === -1) lists.push(whole);
        else lists[index] = whole;
      }
    }
    return { cards: [...held.values()].map(card), lists, own: ownList };
  }

  /** Every listing page: each view's pages, 1 to its last. */
  function pages(): { view: ShopView; page: number }[] {
    return views.flatMap((view) =>
      Array.from({ length: view.pageCount }, (_, index) => ({ view, page: index + 1 })),
    );
  }

  function segmentsOf(view: ShopView, page: number): string[] {
    const own = view.category ? [categorySlug(view.category)] : [];
    return page > 1 ? [...own, LISTING_PAGE_SEGMENT, String(page)] : own;
  }

  /**
   * The path segments after /shop of every listing page but the shop's first: each category's page, one that
   * holds no design included (so an old link to it never ends on the 404 page), then the later pages of every
   * listing: ['humor'], ['humor', 'page', '2'], ['page', '2'].
   */
  function routeSegments(): string[][] {
    const later = pages()
      .filter(({ page }) => page > 1)
      .map(({ view, page }) => segmentsOf(view, page));
    return [...CATEGORIES.map((category) => [categorySlug(category)]), ...later];
  }

  /** The listing page at `segments` (as routeSegments writes them), or undefined. */
  function routeAt(segments: readonly string[]): ListingRoute | undefined {
    const path = segments.join('/');
    const found = pages().find(
      ({ view, page }) => (view.category || page > 1) && segmentsOf(view, page).join('/') === path,
    );
    if (found) return { kind: 'listing', ...found };
    const category = getCategoryBySlug(path);
    return category ? { kind: 'empty', category } : undefined;
  }

  return { views, card, pageProducts, listData, pageSeed, pages, routeSegments, routeAt };
}

export type ShopListing = ReturnType<typeof shopListing>;

let catalog: ShopListing | undefined;
/** The shop's own listings, worked out once per process. */
export function catalogListing(): ShopListing {
  catalog ??= shopListing(getAllProducts());
  return catalog;
}
