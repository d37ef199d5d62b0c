/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SHOP_FIRST_SCREEN_CARDS } from '@/data/constants';
import {
  followsDefaultSort,
  gridLists,
  listKey,
  listClass,
  listEverySortClass,
  pageOrder,
  shownList,
  storeOf,
  type ShopCard,
  type ShopList,
} from '@/lib/shop-lists';

/** A card whose places are given: popular by id, newest the reverse (ids 1…10). */
function card(id: number): ShopCard {
  return {
    id,
    href: `/products/d-${id}`,
    name: `D${id}`,
    description: '',
    price: 10,
    colors: [],
    availability: 'OutOfStock',
    image: '',
    imageAlt: '',
    places: { popular: id - 1, 'price-asc': id - 1, 'price-desc': id - 1, newest: 10 - id },
  };
}
const cards = new Map([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => [id, card(id)]));

const list = (
  view: string,
  sort: ShopList['sort'],
  page: number,
  ids: number[],
  complete: boolean,
): ShopList => ({ view, sort, page, ids, complete });

/** All's page whole, and the first cards of each other sort: its popular cards follow every sort. */
const ALL_WITH_FIRST_CARDS = [
  list('all', 'popular', 1, [1, 2, 3, 4], true),
  list('all', 'newest', 1, [10, 4], false),
  list('all', 'price-asc', 1, [1, 2], false),
  list('all', 'price-desc', 1, [1, 2], false),
];

describe('shownList', () => {
  it('is the pages known whole, in their order, exactly', () => {
    const store = storeOf([
      list('all', 'newest', 1, [10, 9, 8], true),
      list('all', 'newest', 2, [7, 6, 5], true),
    ]);
    expect(shownList(store, cards, 'all', 'newest', [1, 2])).toEqual({
      ids: [10, 9, 8, 7, 6, 5],
      exact: true,
    });
  });

  it("stands in with the page's first cards in that sort and the cards its popular list holds, in the sort's order", () => {
    const store = storeOf([
      list('all', 'popular', 1, [1, 2, 3, 4], true),
      list('all', 'newest', 1, [10, 9], false),
    ]);
    expect(shownList(store, cards, 'all', 'newest', [1])).toEqual({
      ids: [10, 9, 4, 3, 2, 1],
      exact: false,
    });
  });

  it("where every other sort stands in with its first cards, shows those, then the popular list's other cards in the popular order", () => {
    const store = storeOf(ALL_WITH_FIRST_CARDS);
    expect(followsDefaultSort(store, 'all', [1])).toBe(true);
    expect(shownList(store, cards, 'all', 'newest', [1])).toEqual({
      ids: [10, 4, 1, 2, 3],
      exact: false,
    });
    expect(shownList(store, cards, 'all', 'price-asc', [1]).ids).toEqual([1, 2, 3, 4]);
    expect(shownList(store, cards, 'all', 'popular', [1])).toEqual({
      ids: [1, 2, 3, 4],
      exact: true,
    });
    // Where another sort is known whole, or not at all, each stand-in is in its own sort's order again.
    const priceDescWhole = new Map(store).set(
      listKey('all', 'price-desc', 1),
      list('all', 'price-desc', 1, [1, 2, 3, 4], true),
    );
    expect(followsDefaultSort(priceDescWhole, 'all', [1])).toBe(false);
    expect(shownList(priceDescWhole, cards, 'all', 'newest', [1]).ids).toEqual([10, 4, 3, 2, 1]);
    const priceUnknown = new Map(store);
    priceUnknown.delete(listKey('all', 'price-desc', 1));
    expect(followsDefaultSort(priceUnknown, 'all', [1])).toBe(false);
  });

  it('shows nothing it does not know of, and nothing of another view', () => {
    const store = storeOf([
      list('humor', 'popular', 1, [2, 4, 99], false),
      list('all', 'popular', 1, [1, 2, 3], true),
    ]);
    expect(shownList(store, cards, 'humor', 'popular', [1])).toEqual({
      ids: [2, 4],
      exact: false,
    });
    expect(shownList(store, cards, 'floral', 'popular', [1])).toEqual({ ids: [], exact: false });
  });
});

describe('gridLists', () => {
  const classesOf = (gridCards: { id: number; listClasses: string }[]) =>
    Object.fromEntries(gridCards.map((gridCard) => [gridCard.id, gridCard.listClasses]));

  it("names, on each card, every view and sort that would show it at once, at each view's page", () => {
    const store = storeOf([
      list('all', 'popular', 2, [5, 6], true),
      list('all', 'newest', 2, [4, 3], true),
      list('humor', 'popular', 1, [2, 6], true),
    ]);
    const pagesOf = new Map([
      ['all', [2]],
      ['humor', [1]],
    ]);
    const { own, others } = gridLists(store, cards, pagesOf, { view: 'all', sort: 'popular' });
    expect(own).toEqual([]);
    expect(classesOf(others)[6]).toBe(
      [
        'list-all__popular',
        // price sorts: no list known, so the popular list stands in for them.
        'list-all__price-asc',
        'list-all__price-desc',
        'list-humor__popular',
        'list-humor__price-asc',
        'list-humor__price-desc',
        'list-humor__newest',
      ].join(' '),
    );
    expect(classesOf(others)[4]).toBe('list-all__newest');
    expect(classesOf(others)[1]).toBeUndefined();
  });

  it("holds a category's own cards in a list of their own, in its order, naming its lists only; a card another list shows is in the others too, naming theirs", () => {
    const store = storeOf([
      list('humor', 'popular', 1, [6, 2, 8], true),
      list('humor', 'newest', 1, [8, 6, 2], true),
      list('all', 'popular', 1, [1, 6], false),
      list('floral', 'popular', 1, [3], false),
    ]);
    const pagesOf = new Map([
      ['humor', [1]],
      ['all', [1]],
      ['floral', [1]],
    ]);
    const shown = gridLists(store, cards, pagesOf, { view: 'humor', sort: 'newest' }, 'humor');
    expect(shown.own.map((gridCard) => gridCard.id)).toEqual([8, 6, 2]);
    expect(classesOf(shown.own)[6]).toBe(
      'list-humor__popular list-humor__price-asc list-humor__price-desc list-humor__newest',
    );
    expect(new Set(shown.others.map((gridCard) => gridCard.id))).toEqual(new Set([1, 6, 3]));
    expect(classesOf(shown.others)[6]).not.toContain('humor');
    // Another view chosen: its first screen leads the others, the own list stays in its own order.
    const chosen = gridLists(store, cards, pagesOf, { view: 'floral', sort: 'popular' }, 'humor');
    expect(chosen.own.map((gridCard) => gridCard.id)).toEqual([6, 2, 8]);
    expect(chosen.others[0]?.id).toBe(3);
  });

  it('names the popular cards of a view that every other sort leads with its first cards by one class for every sort, and each sort on its first cards only', () => {
    const store = storeOf([...ALL_WITH_FIRST_CARDS, list('humor', 'popular', 1, [2, 6], false)]);
    const pagesOf = new Map([
      ['all', [1]],
      ['humor', [1]],
    ]);
    const classes = classesOf(
      gridLists(store, cards, pagesOf, { view: 'all', sort: 'newest' }).others,
    );
    expect(classes[1]).toBe('list-all__every-sort list-all__price-asc list-all__price-desc');
    expect(classes[3]).toBe('list-all__every-sort');
    expect(classes[4]).toBe('list-all__every-sort list-all__newest');
    expect(classes[10]).toBe('list-all__newest');
    // Humor's other sorts are not known: each shows its popular cards in its own order, by a class of its own.
    expect(classes[6]).toBe(
      'list-humor__popular list-humor__price-asc list-humor__price-desc list-humor__newest',
    );
  });

  it('spells a list key and a list class as the data files and the CSS do', () => {
    expect(listKey('humor', 'price-asc', 2)).toBe('humor/price-asc/2');
    expect(listClass('humor', 'price-asc')).toBe('list-humor__price-asc');
    expect(listEverySortClass('humor')).toBe('list-humor__every-sort');
  });
});

describe('pageOrder', () => {
  it("holds a list's first screen, then every other card held, then the rest of the list", () => {
    // A first screen of four cards.
    expect(SHOP_FIRST_SCREEN_CARDS).toBe(4);
    const shown = [10, 11, 12, 13, 14, 15];
    expect(pageOrder(shown, new Set([15, 3, 10, 4, 11, 12, 13, 14]))).toEqual([
      10, 11, 12, 13, 3, 4, 14, 15,
    ]);
    // A list no longer than a first screen, and nothing else held.
    expect(pageOrder([2, 1], [1, 2])).toEqual([2, 1]);
  });
});
