import type { Locator, Page } from '@playwright/test';
import { SHOP_FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@/data/constants';
import type { Category } from '@/data/types';
import { getAllProducts, getProductsInCategory } from '@/lib/catalog';
import { sortProducts, type ShopSort } from '@/lib/shop-query';

/**
 * The shop's visible cards in DOM order, with where each stands on screen. Which are visible (a box, and no
 * `visibility: hidden`: what Playwright's `:visible` means) is decided in the same task as the boxes are
 * measured: a `:visible` locator picks its elements one round trip before a function measures them, and a
 * list React rendered in between left a card hidden by then measured at the top, first (the shop's Newest
 * test failed so once in 8 runs).
 */
const visibleCards = (
  page: Page,
): Promise<{ id: number; top: number; left: number; height: number; price: string }[]> =>
  page.locator('li[data-product-id]').evaluateAll((items) =>
    items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      const visible =
        box.width > 0 && box.height > 0 && getComputedStyle(item).visibility !== 'hidden';
      if (!visible) return [];
      const price = item.querySelector('p > span.font-bold')?.textContent ?? '';
      return [
        {
          id: Number(item.getAttribute('data-product-id')),
          top: box.top,
          left: box.left,
          height: box.height,
          price,
        },
      ];
    }),
  );

/** The heights of the visible cards, in px, rounded, in DOM order. */
export const shownCardHeights = async (page: Page): Promise<number[]> =>
  (await visibleCards(page)).map((card) => Math.round(card.height));

/** The visible cards in the order a shopper sees them: top to bottom, then left to right. */
const inScreenOrder = async (page: Page) =>
  (await visibleCards(page)).sort((a, b) => a.top - b.top || a.left - b.left);

/**
 * Product ids of the shop's visible cards, in the order a shopper sees them (top to bottom, then left to
 * right): CSS orders the grid by the sort before React puts the DOM in that order (lib/shop-list-css.ts).
 */
export const shownProductIds = async (page: Page): Promise<number[]> =>
  (await inScreenOrder(page)).map((card) => card.id);

/** Each visible card's price as printed ('$39.99'), in the order a shopper sees them. */
export const shownPrices = async (page: Page): Promise<(string | undefined)[]> =>
  (await inScreenOrder(page)).map((card) => /\$[\d,.]+/.exec(card.price)?.[0]);

/**
 * Product ids of the visible cards in DOM order: the order the keyboard and screen readers go through them
 * (the page also holds other lists' first cards, hidden).
 */
export const domProductIds = async (page: Page): Promise<number[]> =>
  (await visibleCards(page)).map((card) => card.id);

/** Product ids of every card the page holds, shown or not, in DOM order. */
export const heldProductIds = (page: Page): Promise<number[]> =>
  page
    .locator('li[data-product-id]')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-product-id'))));

/**
 * A card as a listing page's HTML holds it: its design, its classes (a class per list that shows it,
 * lib/shop-lists.ts's listClass), its link, and whether it is in the list of the page's own cards (a
 * category's page: lib/shop-lists.ts's gridLists).
 */
export interface HeldCard {
  id: number;
  classes: string[];
  href: string;
  inOwnList: boolean;
}

/** The cards `html` (an exported listing page) holds, in their order, read from the markup itself. */
export function cardsInHtml(html: string): HeldCard[] {
  const card =
    /<li [^>]*?data-product-id="(\d+)"[^>]* class="([^"]*)"[^>]*><a [^>]*href="([^"]+)"/g;
  // The own list, when the page has one, ends where the list of the others begins.
  const ownStart = html.search(/<ul [^>]*data-own-view="/);
  const othersStart = html.indexOf('<ul role="none" class="contents">');
  return [...html.matchAll(card)].map(({ 1: id, 2: classes, 3: href, index }) => ({
    id: Number(id),
    classes: classes!.split(' '),
    href: href!,
    inOwnList: ownStart !== -1 && index > ownStart && index < othersStart,
  }));
}

/** The ids a listing (All: the shop) holds, in a sort, by the catalog's own rule. */
const listIds = (category: Category | 'All', sort: ShopSort): number[] =>
  sortProducts(category === 'All' ? getAllProducts() : getProductsInCategory(category), sort).map(
    (product) => product.id,
  );

/** The ids a listing's `page` shows for a sort (All: /shop): a page of SHOP_PAGE_SIZE at most. */
export const expectedIds = (category: Category | 'All', sort: ShopSort, page = 1): number[] =>
  listIds(category, sort).slice((page - 1) * SHOP_PAGE_SIZE, page * SHOP_PAGE_SIZE);

/** The first cards of a listing in a sort: what a chip or a sort shows in the frame it is tapped. */
export const firstScreenIds = (category: Category | 'All', sort: ShopSort): number[] =>
  expectedIds(category, sort).slice(0, SHOP_FIRST_SCREEN_CARDS);

/** The category chips. */
export const categoryChips = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link');

/** The chip of one category ('All' included). */
export const categoryChip = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true });

export const sortSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Sort by' });

/** A listing's page links and Show more, below the grid. */
export const listingPages = (page: Page): Locator =>
  page.getByRole('navigation', { name: /^Pages of / });

/**
 * How far a card's guessed height may be from its drawn one: half the least height of a link below the grid
 * (Show more, 44 px), so a tap on its middle still lands on it as the cards above are drawn.
 */
export const MOST_HEIGHT_GUESS_MISS_PX = 22;

/** A card not drawn yet: its height as the page guesses it, then as it is once the grid is all drawn. */
export interface GuessedHeight {
  /** The last card shown had its content skipped (not drawn yet): there was a guess to compare. */
  skipped: boolean;
  guessed: number;
  drawn: number;
}

/**
 * Runs in the page (Playwright's or an engine's driver): the last card the shop shows, far below the first
 * screen so not drawn yet (content-visibility), measured as it stands, then with every card drawn (a row is
 * as tall as its tallest card). Leaves the cards drawn.
 */
export function lastCardHeights(): GuessedHeight {
  // Shown: a card put away by a chip or a sort is still in the grid, hidden (lib/shop-list-css.ts).
  const cards = [...document.querySelectorAll<HTMLElement>('li[data-product-id]')].filter((card) =>
    card.checkVisibility({ visibilityProperty: true }),
  );
  const last = cards.at(-1);
  const skipped =
    last?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false;
  const guessed = last?.getBoundingClientRect().height ?? NaN;
  for (const card of cards) card.style.contentVisibility = 'visible';
  return { skipped, guessed, drawn: last?.getBoundingClientRect().height ?? NaN };
}
