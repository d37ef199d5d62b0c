import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_COPY } from '@/data/categories';
import { SHOP_FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@/data/constants';
import type { Product } from '@/data/types';
import {
  CHOICE_SCOPE_ATTRIBUTE,
  LINK_CHOICE_ATTRIBUTE,
  PAIR_PREFIX,
  chosenAttribute,
  pairAttribute,
} from '@/lib/inline-loader/contract';
import { chooseByLinks } from '@/lib/inline-loader/link-choices';
import { shopListing } from '@/lib/shop-listing';
import { listClass, listEverySortClass, pageOrder } from '@/lib/shop-lists';
import { DEFAULT_SORT, type ShopSort } from '@/lib/shop-query';
import { sortOrderProperty } from '@/lib/sort-order-css';
import { ShopBrowser } from '@/components/shop/shop-browser';
import { fixtureCatalog } from '../fixtures/catalog';
import { hydrateAfter } from './support/hydrate';

// The page's rules (which cards show, in what order) are written by the server component beside the island
// (components/shop/shop-list-style.tsx), tested where they are made (tests/unit/shop-list-css.test.ts,
// sort-order-css.test.ts) and in browsers (tests/e2e/shop.spec.ts). What they show is read from the classes.
// A card is the island's data shown (tests/unit/shop-product-card.test.tsx): here, its link and name.
jest.mock('@/components/shop/product-card', () => ({
  ProductCard: ({ card }: { card: { href: string; name: string } }) => (
    <a href={card.href}>{card.name}</a>
  ),
}));

/** A shop of two pages: 40 designs, Humor 35 of them (two pages of its own), Floral 5. */
const CATALOG = fixtureCatalog({ Humor: 35, Floral: 5 });
/** A shop that fits on one page, as today's does. */
const SMALL = fixtureCatalog({ Humor: 5, Floral: 2, Feminine: 2 });

/** The page of `viewKey` numbered `page` of a catalog, as the shop's pages render it. */
function shop(catalog: Product[], viewKey = 'all', page = 1) {
  const listing = shopListing(catalog);
  const view = listing.views.find((each) => each.key === viewKey)!;
  const seed = listing.pageSeed(view, page);
  return (
    <ShopBrowser
      views={listing.views}
      ownView={view.key}
      ownPage={page}
      ownTitle={`Own page ${page} | Milk & Mischief`}
      cards={seed.cards}
      lists={seed.lists}
    />
  );
}

/**
 * The catalog's data files, answered by a fetch the test holds: each answer waits for `release`, so a test
 * sees what shows before the data comes and after.
 */
function serveData(catalog: Product[]) {
  const listing = shopListing(catalog);
  const asked: string[] = [];
  let fail = false;
  const pending: (() => void)[] = [];
  const fetchData = jest.fn(async (url: string) => {
    asked.push(url);
    const [, , key, sort, file] = url.split('/');
    const view = listing.views.find((each) => each.key === key)!;
    const body = listing.listData(view, sort as ShopSort, Number(file!.replace('.json', '')));
    await new Promise<void>((resolve) => pending.push(resolve));
    return fail
      ? { ok: false, status: 503, json: async () => ({}) }
      : { ok: true, status: 200, json: async () => body };
  });
  window.fetch = fetchData as unknown as typeof window.fetch;
  return {
    asked,
    failNext(value: boolean) {
      fail = value;
    },
    /** Answers every request made so far, once `urls` are among them. */
    async release(...urls: string[]) {
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(urls)));
      await act(async () => {
        while (pending.length > 0) pending.shift()!();
        await new Promise((resolve) => setTimeout(resolve));
      });
    },
  };
}

/**
 * The view the shop's element says is chosen, which its CSS reads (lib/chosen-choice-css.ts): exactly one, and
 * the one whose chip is marked current.
 */
function chosenView(): string {
  const scope = document.querySelector(`[${CHOICE_SCOPE_ATTRIBUTE}]`)!;
  const views = [...categories().querySelectorAll(`[${LINK_CHOICE_ATTRIBUTE}]`)].map((link) =>
    link.getAttribute(LINK_CHOICE_ATTRIBUTE)!,
  );
  const chosen = views.filter((view) => scope.hasAttribute(chosenAttribute(view)));
  expect(chosen).toHaveLength(1);
  expect(
    categories().querySelector('[aria-current="page"]')?.getAttribute(LINK_CHOICE_ATTRIBUTE),
  ).toBe(chosen[0]);
  return chosen[0]!;
}

/**
 * The ids of the cards the page's CSS shows (lib/shop-list-css.ts, whose rules
 * tests/unit/shop-list-css.test.ts applies), in their order on screen: those carrying the class of the view
 * chosen in the sort chosen, in that sort's order, then those carrying the view's class for every sort, in
 * the default sort's order. Read from the classes, not from jsdom's styles, which take seconds over a grid
 * of 40.
 */
function shownIds(): number[] {
  const sort = sortSelect().value as ShopSort;
  const shownClass = listClass(chosenView(), sort);
  // The pair CSS reads is the view chosen and the option chosen, and no other.
  const scope = document.querySelector(`[${CHOICE_SCOPE_ATTRIBUTE}]`)!;
  expect(scope.getAttributeNames().filter((name) => name.startsWith(PAIR_PREFIX))).toEqual([
    pairAttribute(chosenView(), sortSelect().value),
  ]);
  const items = [...document.querySelectorAll<HTMLElement>('[data-product-id]')];
  const inOrder = (shown: HTMLElement[], orderSort: ShopSort) =>
    shown
      .map((item) => ({
        id: Number(item.getAttribute('data-product-id')),
        order: Number(item.style.getPropertyValue(sortOrderProperty(orderSort))),
      }))
      .sort((a, b) => a.order - b.order)
      .map((card) => card.id);
  return [
    ...inOrder(
      items.filter((item) => item.classList.contains(shownClass)),
      sort,
    ),
    ...inOrder(
      items.filter(
        (item) =>
          item.classList.contains(listEverySortClass(chosenView())) &&
          !item.classList.contains(shownClass),
      ),
      DEFAULT_SORT,
    ),
  ];
}
const ids = (designs: readonly Product[]) => designs.map((design) => design.id);
const humor = CATALOG.filter((design) => design.category === 'Humor');
const newest = (designs: readonly Product[]) => ids(designs).sort((a, b) => b - a);
// Queries by text within the small parts they look at: a role query over a grid of 40 cards takes seconds
// in jsdom. The chips' and page links' roles and names are asserted once, in their own tests.
const categories = () => document.querySelector<HTMLElement>('[data-link-choices]')!;
const chip = (name: string) => within(categories()).getByText(name, { selector: 'a' });
const pageLinks = () => document.querySelector<HTMLElement>('nav[aria-label^="Pages of"]');
const showMore = () => within(pageLinks()!).queryByText('Show more designs', { selector: 'a' });
const heading = () => document.querySelector('h1');
const sortSelect = () => document.querySelector<HTMLSelectElement>('#shop-sort')!;
/** The count line of the view chosen (CSS shows it alone: lib/chosen-choice-css.ts). */
const countLine = () => document.querySelector(`[data-count-for="${chosenView()}"]`)?.textContent;

// The inline loader's own listener takes a chip's tap, as on every page: it marks the chip and the shop's
// element with the choice and keeps the page (lib/inline-loader/link-choices.ts).
chooseByLinks();

function tapChip(name: string) {
  act(() => chip(name).click());
}

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

/** Waits for the address the island writes after the frame of a tap. */
const addressBecomes = (path: string) =>
  waitFor(() => expect(window.location.pathname + window.location.search).toBe(path));

/** jsdom has no IntersectionObserver: one that never sees anything near (Show more fetches on a tap here). */
class FarAwayObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  setUrl('/shop');
  window.IntersectionObserver = FarAwayObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  setUrl('/shop');
  delete (window as { fetch?: unknown }).fetch;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('ShopBrowser, a catalog that fits on one page', () => {
  it("heads each page with its own view, and marks that view's chip as current; a category without designs has no chip", () => {
    setUrl('/shop/humor');
    const { unmount } = render(shop(SMALL, 'humor'));
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Humor', 'Feminine', 'Floral']);
    expect(chip('All')).toHaveAttribute('href', '/shop');
    expect(chip('Humor')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.Humor.title);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Shop›Humor',
    );
    expect(countLine()).toBe('Showing 5 products');
    expect(pageLinks()).toBeNull();
    unmount();
    setUrl('/shop');
    render(shop(SMALL));
    expect(heading()).toHaveTextContent('Shop the Collection');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows any chip and any sort at once and whole, fetching nothing', async () => {
    serveData(SMALL);
    render(shop(SMALL, 'floral'));
    tapChip('Humor');
    expect(shownIds()).toEqual(ids(SMALL.filter((design) => design.category === 'Humor')));
    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), 'Newest');
    expect(shownIds()).toEqual(newest(SMALL.filter((design) => design.category === 'Humor')));
    await addressBecomes('/shop/humor?sort=newest');
    expect(window.fetch).not.toHaveBeenCalled();
  });
});

describe('ShopBrowser, a catalog of several pages', () => {
  it('shows its own page, counts it among all, and links every page and the next one', () => {
    render(shop(CATALOG));
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
    expect(countLine()).toBe(`Showing 1–32 of 40 products`);
    const pages = pageLinks()!;
    expect(pages).toHaveAccessibleName('Pages of the collection');
    expect(within(pages).getByRole('link', { name: 'Show more designs' })).toHaveAttribute(
      'href',
      '/shop/page/2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/shop/page/2',
    );
  });

  it("holds the other lists' first cards right after its first screen, before the rest of its page", () => {
    // A chip or sort tapped at the first paint needs them while the rest of the page is still on its way.
    render(shop(CATALOG));
    const inPage = [...document.querySelectorAll('[data-product-id]')].map((card) =>
      Number(card.getAttribute('data-product-id')),
    );
    const own = shownIds();
    const others = inPage.filter((id) => !own.includes(id));
    expect(others.length).toBeGreaterThan(0);
    expect(inPage).toEqual([
      ...own.slice(0, SHOP_FIRST_SCREEN_CARDS),
      ...others,
      ...own.slice(SHOP_FIRST_SCREEN_CARDS),
    ]);
  });

  it("holds a category's own cards in a list of their own, first, naming its lists only, which stays as it is when another chip is chosen", async () => {
    // A chip hides that list whole (lib/shop-list-css.ts), instead of restyling the cards one by one.
    const data = serveData(CATALOG);
    setUrl('/shop/humor');
    render(shop(CATALOG, 'humor'));
    const ownList = document.querySelector<HTMLElement>('[data-own-view]')!;
    expect(ownList.getAttribute('data-own-view')).toBe('humor');
    expect(ownList.parentElement!.firstElementChild).toBe(ownList);
    const idsIn = (list: Element) =>
      [...list.querySelectorAll(':scope > [data-product-id]')].map((card) =>
        Number(card.getAttribute('data-product-id')),
      );
    const ownIds = idsIn(ownList);
    // Its first screen first, then the other sorts' first cards, then the rest of its page.
    expect(ownIds).toEqual(pageOrder(ids(humor.slice(0, SHOP_PAGE_SIZE)), ownIds));
    expect(ownIds).toEqual(expect.arrayContaining(newest(humor).slice(0, SHOP_FIRST_SCREEN_CARDS)));
    const classesIn = (list: Element) =>
      [...list.querySelectorAll('[data-product-id]')].flatMap((card) => [...card.classList]);
    expect(classesIn(ownList).filter((name) => name.startsWith('list-'))).toEqual(
      // Its page's cards follow every sort: the first cards of each other sort lead (lib/shop-lists.ts).
      expect.arrayContaining([listEverySortClass('humor'), listClass('humor', 'newest')]),
    );
    expect(classesIn(ownList).filter((name) => /^list-(?!humor__)/.test(name))).toEqual([]);
    const others = document.querySelector('[data-own-view] ~ ul')!;
    expect(classesIn(others).filter((name) => name.startsWith('list-humor__'))).toEqual([]);
    expect(idsIn(others)).toEqual(
      expect.arrayContaining(ids(CATALOG.slice(0, SHOP_FIRST_SCREEN_CARDS))),
    );

    tapChip('Floral');
    await addressBecomes('/shop/floral');
    await data.release('/shop-data/floral/popular/1.json');
    expect(document.querySelector('[data-own-view]')).toBe(ownList);
    expect(idsIn(ownList)).toEqual(ownIds);
    expect(shownIds()).toEqual(ids(CATALOG.filter((design) => design.category === 'Floral')));
  });

  it('heads a later page with its trail and counts its range', () => {
    setUrl('/shop/humor/page/2');
    render(shop(CATALOG, 'humor', 2));
    expect(shownIds()).toEqual(ids(humor.slice(SHOP_PAGE_SIZE)));
    expect(countLine()).toBe('Showing 33–35 of 35 products');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Shop›Humor›Page 2',
    );
    expect(showMore()).toBeNull();
  });

  it("shows a chip's first cards in the frame of the tap, then the rest of its page from its data, its address and heading", async () => {
    const data = serveData(CATALOG);
    const canonical = Object.assign(document.createElement('link'), {
      rel: 'canonical',
      href: 'https://shop.example/shop',
    });
    document.head.appendChild(canonical);
    setUrl('/shop/floral');
    render(shop(CATALOG, 'floral'));
    tapChip('Humor');
    // Before any render of React's: the page's own cards, by CSS.
    expect(shownIds()).toEqual(ids(humor.slice(0, SHOP_FIRST_SCREEN_CARDS)));
    expect(countLine()).toBe('Showing 1–32 of 35 products');
    await addressBecomes('/shop/humor');
    expect(await screen.findByText('Loading more designs…')).toBeInTheDocument();
    await data.release('/shop-data/humor/popular/1.json');
    expect(shownIds()).toEqual(ids(humor.slice(0, SHOP_PAGE_SIZE)));
    expect(heading()).toHaveTextContent(CATEGORY_COPY.Humor.title);
    expect(document.title).toBe(`${CATEGORY_COPY.Humor.title} | Milk & Mischief`);
    expect(canonical.href).toBe('https://shop.example/shop/humor');
    expect(screen.queryByText('Loading more designs…')).toBeNull();
    canonical.remove();
  });

  it('once a chosen view is whole, fetches its other sorts, so a sort then shows whole at once', async () => {
    const data = serveData(CATALOG);
    setUrl('/shop/floral');
    render(shop(CATALOG, 'floral'));
    tapChip('Humor');
    await data.release('/shop-data/humor/popular/1.json');
    await data.release(
      '/shop-data/humor/price-asc/1.json',
      '/shop-data/humor/price-desc/1.json',
      '/shop-data/humor/newest/1.json',
    );
    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), 'Newest');
    expect(shownIds()).toEqual(newest(humor).slice(0, SHOP_PAGE_SIZE));
    await addressBecomes('/shop/humor?sort=newest');
  });

  it('ends on the last chip tapped, however quickly the taps follow', async () => {
    serveData(CATALOG);
    render(shop(CATALOG));
    const before = window.history.length;
    // Humor, then back to All before the island has followed Humor.
    tapChip('Humor');
    tapChip('All');
    await waitFor(() => expect(chip('All')).toHaveAttribute('aria-current', 'page'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(window.location.pathname).toBe('/shop');
    expect(window.history.length).toBe(before);
    expect(heading()).toHaveTextContent('Shop the Collection');
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
  });

  it('takes a sort chosen right after a chip along to its address', async () => {
    serveData(CATALOG);
    render(shop(CATALOG));
    tapChip('Humor');
    // Before the island has followed the chip: the select holds the sort.
    act(() => {
      sortSelect().value = 'newest';
      sortSelect().dispatchEvent(new Event('change', { bubbles: true }));
    });
    await addressBecomes('/shop/humor?sort=newest');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(window.location.pathname + window.location.search).toBe('/shop/humor?sort=newest');
  });

  it('shows its own first cards of a sort in the frame of the choice, the rest once its data comes', async () => {
    const data = serveData(CATALOG);
    render(shop(CATALOG));
    const cardsInPage = () =>
      [...document.querySelectorAll('[data-product-id]')].map((card) =>
        card.getAttribute('data-product-id'),
      );
    const before = cardsInPage();
    act(() => {
      sortSelect().value = 'newest';
      sortSelect().dispatchEvent(new Event('change', { bubbles: true }));
    });
    // In that frame, by CSS alone: React has rendered nothing and the address waits for the frame after.
    expect(shownIds().slice(0, SHOP_FIRST_SCREEN_CARDS)).toEqual(
      newest(CATALOG).slice(0, SHOP_FIRST_SCREEN_CARDS),
    );
    expect(cardsInPage()).toEqual(before);
    expect(window.location.search).toBe('');
    await addressBecomes('/shop?sort=newest');
    await data.release('/shop-data/all/newest/1.json');
    expect(shownIds()).toEqual(newest(CATALOG).slice(0, SHOP_PAGE_SIZE));
  });

  it('adds the next page below at Show more, counts it, and gives its first card the focus', async () => {
    const data = serveData(CATALOG);
    const before = window.history.length;
    render(shop(CATALOG));
    const user = userEvent.setup();
    await user.click(showMore()!);
    await data.release('/shop-data/all/popular/2.json');
    expect(shownIds()).toEqual(ids(CATALOG));
    expect(countLine()).toBe('Showing 40 products');
    expect(document.activeElement?.closest('[data-product-id]')).toHaveAttribute(
      'data-product-id',
      String(CATALOG[SHOP_PAGE_SIZE]!.id),
    );
    expect(showMore()).toBeNull();
    expect(window.location.pathname).toBe('/shop');
    expect(window.history.length).toBe(before);
  });

  it("on a category's page, gives the focus at Show more to the copy of the card that shows, in its own list or among the others", async () => {
    const data = serveData(CATALOG);
    setUrl('/shop/humor');
    render(shop(CATALOG, 'humor'));
    const user = userEvent.setup();
    const focusedCard = () => document.activeElement?.closest('[data-product-id]');
    await user.click(showMore()!);
    await data.release('/shop-data/humor/popular/2.json');
    expect(focusedCard()).toHaveAttribute('data-product-id', String(humor[SHOP_PAGE_SIZE]!.id));
    expect(focusedCard()?.parentElement).toHaveAttribute('data-own-view', 'humor');
    // All's next page begins with a design of Humor, which the own list holds too (among Newest's first).
    tapChip('All');
    await addressBecomes('/shop');
    await data.release('/shop-data/all/popular/1.json');
    const nextFirst = CATALOG[SHOP_PAGE_SIZE]!.id;
    expect(
      document.querySelectorAll(`[data-own-view] > [data-product-id="${nextFirst}"]`),
    ).toHaveLength(1);
    await user.click(showMore()!);
    await data.release('/shop-data/all/popular/2.json');
    expect(focusedCard()).toHaveAttribute('data-product-id', String(nextFirst));
    expect(focusedCard()?.parentElement).not.toHaveAttribute('data-own-view');
  });

  it('says when a page did not load, and loads it when asked again', async () => {
    const data = serveData(CATALOG);
    render(shop(CATALOG));
    const user = userEvent.setup();
    data.failNext(true);
    await user.click(showMore()!);
    await data.release('/shop-data/all/popular/2.json');
    const alert = await within(pageLinks()!).findByRole('alert');
    expect(alert).toHaveTextContent('These designs did not load.');
    data.failNext(false);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await data.release('/shop-data/all/popular/2.json');
    expect(within(pageLinks()!).queryByRole('alert')).toBeNull();
    expect(shownIds()).toEqual(ids(CATALOG));
  });

  it('keeps a chip chosen before hydration, and writes it to the address once Next watches the history', async () => {
    serveData(CATALOG);
    const before = window.history.length;
    hydrateAfter(shop(CATALOG), (serverHtml) => {
      // A tap before React is live, which the inline loader alone takes.
      [...serverHtml.querySelectorAll('nav a')]
        .find((link) => link.textContent === 'Floral')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(window.location.pathname).toBe('/shop');
    await addressBecomes('/shop/floral');
    expect(window.history.length - before).toBe(1);
    expect(shownIds()).toEqual(ids(CATALOG.filter((design) => design.category === 'Floral')));
    await waitFor(() => expect(heading()).toHaveTextContent(CATEGORY_COPY.Floral.title));
  });

  it('shows the sort Back goes to even when Back comes before the island has followed the sort left', async () => {
    serveData(CATALOG);
    render(shop(CATALOG));
    act(() => {
      sortSelect().value = 'newest';
      sortSelect().dispatchEvent(new Event('change', { bubbles: true }));
    });
    // The loader has marked Newest; the island follows it only after the next frame. Back comes first.
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(sortSelect()).toHaveValue('popular');
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
  });

  it('follows Back and Forward through views, pages and sorts', async () => {
    serveData(CATALOG);
    render(shop(CATALOG));
    act(() => {
      setUrl('/shop/humor/page/2?sort=newest');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(sortSelect()).toHaveValue('newest');
    expect(chip('Humor')).toHaveAttribute('aria-current', 'page');
    // The shop's element names the view shown, for its CSS, as the chip does.
    expect(chosenView()).toBe('humor');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Shop›Humor›Page 2',
    );
    act(() => {
      setUrl('/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(sortSelect()).toHaveValue('popular');
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
  });
});
