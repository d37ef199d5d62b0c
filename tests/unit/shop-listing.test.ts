/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SHOP_FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@/data/constants';
import { productHrefIn } from '@/lib/catalog';
import { shopListing } from '@/lib/shop-listing';
import { sortProducts, type ShopSort } from '@/lib/shop-query';
import type { ShopList } from '@/lib/shop-lists';
import { fixtureCatalog } from '../fixtures/catalog';

const SORTS: ShopSort[] = ['popular', 'price-asc', 'price-desc', 'newest'];

/** Today's shop: 26 designs over 13 categories, none above five. */
const SMALL = fixtureCatalog({
  Humor: 5,
  Support: 3,
  Vintage: 2,
  Retro: 2,
  Mystical: 2,
  Modern: 2,
  Food: 2,
  Feminine: 2,
  Community: 2,
  Literary: 1,
  Inspirational: 1,
  Floral: 1,
  Cute: 1,
});
/** A shop grown past one page: 113 designs, Humor over three pages, Vintage two, Floral three designs. */
const BIG = fixtureCatalog({ Humor: 70, Vintage: 40, Floral: 3 });

function view(listing: ReturnType<typeof shopListing>, key: string) {
  const found = listing.views.find((each) => each.key === key);
  if (!found) throw new Error(`no view ${key}`);
  return found;
}

const listOf = (lists: ShopList[], key: string, sort: ShopSort) =>
  lists.find((list) => list.view === key && list.sort === sort);

describe('a shop page of a catalog that fits on one page', () => {
  const listing = shopListing(SMALL);

  it('holds every design on every page, and knows every view whole in every sort', () => {
    for (const own of listing.views) {
      const seed = listing.pageSeed(own, 1);
      expect(seed.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(
        SMALL.map((design) => design.id),
      );
      for (const shopView of listing.views) {
        for (const sort of SORTS) {
          const designs = sortProducts(
            shopView.category
              ? SMALL.filter((design) => design.category === shopView.category)
              : SMALL,
            sort,
          );
          expect(listOf(seed.lists, shopView.key, sort)).toEqual({
            view: shopView.key,
            sort,
            page: 1,
            ids: designs.map((design) => design.id),
            complete: true,
          });
        }
      }
    }
  });

  it('has one page per view, and exports each category page only', () => {
    expect(listing.views.every((each) => each.pageCount === 1)).toBe(true);
    expect(listing.routeSegments()).toEqual(
      [
        'humor',
        'vintage',
        'modern',
        'mystical',
        'community',
        'food',
        'cute',
        'literary',
        'support',
        'retro',
        'feminine',
        'floral',
        'inspirational',
      ].map((slug) => [slug]),
    );
  });
});

describe('a shop page of a catalog of several pages', () => {
  const listing = shopListing(BIG);

  it('makes pages of SHOP_PAGE_SIZE designs, every view its own count of them', () => {
    expect(listing.views.map(({ key, count, pageCount }) => ({ key, count, pageCount }))).toEqual([
      { key: 'all', count: 113, pageCount: 4 },
      { key: 'humor', count: 70, pageCount: 3 },
      { key: 'vintage', count: 40, pageCount: 2 },
      { key: 'floral', count: 3, pageCount: 1 },
    ]);
    const humor = view(listing, 'humor');
    const humorIds = BIG.filter((design) => design.category === 'Humor').map((design) => design.id);
    expect(listing.pageProducts(humor, 'popular', 3).map((design) => design.id)).toEqual(
      humorIds.slice(2 * SHOP_PAGE_SIZE),
    );
  });

  it('holds its own page whole, the first cards of it in every other sort and of every other view, and no more', () => {
    const all = view(listing, 'all');
    const seed = listing.pageSeed(all, 1);
    expect(seed.own).toEqual({
      view: 'all',
      sort: 'popular',
      page: 1,
      ids: BIG.slice(0, SHOP_PAGE_SIZE).map((design) => design.id),
      complete: true,
    });
    const newest = listOf(seed.lists, 'all', 'newest');
    expect(newest).toEqual({
      view: 'all',
      sort: 'newest',
      page: 1,
      ids: [113, 112, 111, 110].slice(0, SHOP_FIRST_SCREEN_CARDS),
      complete: false,
    });
    const humor = listOf(seed.lists, 'humor', 'popular');
    expect(humor?.ids).toHaveLength(SHOP_FIRST_SCREEN_CARDS);
    expect(humor?.complete).toBe(false);
    // A view of one page, held whole (Floral's three designs are its first cards), is known in every sort.
    for (const sort of SORTS) expect(listOf(seed.lists, 'floral', sort)?.complete).toBe(true);
    // No card but those lists': the page's weight does not grow with the catalog.
    const named = new Set(seed.lists.flatMap((list) => list.ids));
    expect(seed.cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(
      [...named].sort((a, b) => a - b),
    );
    expect(seed.cards.length).toBeLessThanOrEqual(
      SHOP_PAGE_SIZE + (SORTS.length - 1 + listing.views.length - 1) * SHOP_FIRST_SCREEN_CARDS,
    );
  });

  it("holds a later page's own designs, and its first cards in every other sort", () => {
    const humor = view(listing, 'humor');
    const seed = listing.pageSeed(humor, 2);
    expect(seed.own.ids).toEqual(
      listing.pageProducts(humor, 'popular', 2).map((design) => design.id),
    );
    expect(listOf(seed.lists, 'humor', 'price-desc')).toEqual({
      view: 'humor',
      sort: 'price-desc',
      page: 2,
      ids: listing
        .pageProducts(humor, 'price-desc', 2)
        .slice(0, SHOP_FIRST_SCREEN_CARDS)
        .map((design) => design.id),
      complete: false,
    });
  });

  it('writes each data file whole, with the cards it names', () => {
    const vintage = view(listing, 'vintage');
    const data = listing.listData(vintage, 'price-asc', 2);
    expect(data.list).toEqual({
      view: 'vintage',
      sort: 'price-asc',
      page: 2,
      ids: listing.pageProducts(vintage, 'price-asc', 2).map((design) => design.id),
      complete: true,
    });
    expect(data.list.ids).toHaveLength(40 - SHOP_PAGE_SIZE);
    expect(data.cards.map((card) => card.id)).toEqual(data.list.ids);
  });

  it("gives each card its design's link, picture and place in every sort of the whole catalog", () => {
    const design = BIG[9]!;
    const card = listing.card(design);
    expect(card).toMatchObject({
      id: design.id,
      href: `/products/${design.slug}`,
      name: design.name,
      price: design.price,
      image: `/images/products/${design.slug}/front.webp`,
    });
    for (const sort of SORTS) {
      expect(card.places[sort]).toBe(
        sortProducts(BIG, sort).findIndex((each) => each.id === design.id),
      );
    }
  });

  it("links a product's page, and the shop for an id its catalog does not know", () => {
    expect(productHrefIn(BIG, 7)).toBe('/products/fixture-design-7');
    expect(productHrefIn(BIG, 999)).toBe('/shop');
  });

  it('exports every later page, and finds each page from its path; a category without designs has its page', () => {
    const segments = listing.routeSegments();
    expect(segments.slice(13)).toEqual([
      ['page', '2'],
      ['page', '3'],
      ['page', '4'],
      ['humor', 'page', '2'],
      ['humor', 'page', '3'],
      ['vintage', 'page', '2'],
    ]);
    expect(listing.routeAt(['humor', 'page', '3'])).toEqual({
      kind: 'listing',
      view: view(listing, 'humor'),
      page: 3,
    });
    expect(listing.routeAt(['page', '2'])).toMatchObject({ kind: 'listing', page: 2 });
    expect(listing.routeAt(['cute'])).toEqual({ kind: 'empty', category: 'Cute' });
    for (const missing of [
      ['humor', 'page', '4'],
      ['humor', 'page', '1'],
      ['page', '1'],
      ['nope'],
    ]) {
      expect(listing.routeAt(missing)).toBeUndefined();
    }
  });
});
