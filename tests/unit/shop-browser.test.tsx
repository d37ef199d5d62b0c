import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_COPY } from '@/data/categories';
import { SHOP_FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@/data/constants';
import type { Product } from '@/data/types';
import { shopListing } from '@/lib/shop-listing';
import type { ShopSort } from '@/lib/shop-query';
import { ShopBrowser } from '@/components/shop/shop-browser';
import { fixtureCatalog } from '../fixtures/catalog';
import { hydrateAfter } from './support/hydrate';

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
    /** Answers every request made so far. */
    async release() {
      await act(async () => {
        while (pending.length > 0) pending.shift()!();
        await new Promise((resolve) => setTimeout(resolve));
      });
    },
  };
}

const grid = () =>
  screen.getAllByRole('list').find((list) => list.querySelector('[data-product-id]'))!;
/** The ids of the cards shown (CSS hides the rest: jsdom applies the page's rules), in their order on screen. */
function shownIds(): number[] {
  return [...grid().querySelectorAll<HTMLElement>('[data-product-id]')]
    .filter((item) => getComputedStyle(item).display !== 'none')
    .map((item) => ({
      id: Number(item.getAttribute('data-product-id')),
      order: Number(item.style.getPropertyValue(`--order-${sortSelect().value}`)),
    }))
    .sort((a, b) => a.order - b.order)
    .map((card) => card.id);
}
const ids = (designs: readonly Product[]) => designs.map((design) => design.id);
const humor = CATALOG.filter((design) => design.category === 'Humor');
const newest = (designs: readonly Product[]) => ids(designs).sort((a, b) => b - a);
const categories = () => screen.getByRole('navigation', { name: 'Categories' });
const chip = (name: string) => within(categories()).getByRole('link', { name });
const sortSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
const countLine = () =>
  [...screen.getByRole('status').querySelectorAll('span')].find(
    (span) => getComputedStyle(span).display !== 'none',
  )?.textContent;

/** A tap as the inline loader takes it: it marks the chip current and keeps the page. */
function tapChip(name: string) {
  const link = chip(name);
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  within(categories())
    .getAllByRole('link')
    .forEach((each) => each.removeAttribute('aria-current'));
  link.setAttribute('aria-current', 'page');
  act(() => link.click());
}

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

/** Lets the island's work after the next frame (the address, the view) run. */
const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** jsdom has no IntersectionObserver: one that never sees anything near (no card image loads here). */
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
      within(categories())
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
    expect(screen.queryByRole('link', { name: 'Show more designs' })).toBeNull();
    unmount();
    setUrl('/shop');
    render(shop(SMALL));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop the Collection');
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
    await nextFrame();
    expect(window.fetch).not.toHaveBeenCalled();
  });
});

describe('ShopBrowser, a catalog of several pages', () => {
  it('shows its own page, counts it among all, and links every page and the next one', () => {
    render(shop(CATALOG));
    expect(shownIds()).toEqual(ids(CATALOG.slice(0, SHOP_PAGE_SIZE)));
    expect(countLine()).toBe(`Showing 1–32 of 40 products`);
    const pages = screen.getByRole('navigation', { name: 'Pages of the collection' });
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

  it('heads a later page with its trail and counts its range', () => {
    setUrl('/shop/humor/page/2');
    render(shop(CATALOG, 'humor', 2));
    expect(shownIds()).toEqual(ids(humor.slice(SHOP_PAGE_SIZE)));
    expect(countLine()).toBe('Showing 33–35 of 35 products');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Shop›Humor›Page 2',
    );
    expect(screen.queryByRole('link', { name: 'Show more designs' })).toBeNull();
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
    await nextFrame();
    expect(window.location.pathname).toBe('/shop/humor');
    expect(data.asked).toContain('/shop-data/humor/popular/1.json');
    expect(screen.getByText('Loading more designs…')).toBeInTheDocument();
    await data.release();
    expect(shownIds()).toEqual(ids(humor.slice(0, SHOP_PAGE_SIZE)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.Humor.title);
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
    await nextFrame();
    await data.release();
    await data.release();
    expect(data.asked).toEqual(
      expect.arrayContaining([
        '/shop-data/humor/price-asc/1.json',
        '/shop-data/humor/price-desc/1.json',
        '/shop-data/humor/newest/1.json',
      ]),
    );
    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), 'Newest');
    expect(shownIds()).toEqual(newest(humor).slice(0, SHOP_PAGE_SIZE));
    expect(window.location.search).toBe('?sort=newest');
  });

  it('ends on the last chip tapped, however quickly the taps follow', async () => {
    serveData(CATALOG);
    setUrl('/shop/floral');
    render(shop(CATALOG, 'floral'));
    tapChip('Humor');
    tapChip('All');
    await nextFrame();
    expect(chip('All')).toHaveAttribute('aria-current', 'page');
    expect(window.location.pathname).toBe('/shop');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop the Collection');
  });

  it('shows its own first cards of a sort at once, the rest once its data comes', async () => {
    const data = serveData(CATALOG);
    render(shop(CATALOG));
    const user = userEvent.setup();
    await user.selectOptions(sortSelect(), 'Newest');
    expect(shownIds().slice(0, SHOP_FIRST_SCREEN_CARDS)).toEqual(
      newest(CATALOG).slice(0, SHOP_FIRST_SCREEN_CARDS),
    );
    expect(window.location.search).toBe('?sort=newest');
    await data.release();
    expect(shownIds()).toEqual(newest(CATALOG).slice(0, SHOP_PAGE_SIZE));
  });

  it('adds the next page below at Show more, counts it, and gives its first card the focus', async () => {
    const data = serveData(CATALOG);
    const before = window.history.length;
    render(shop(CATALOG));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Show more designs' }));
    expect(data.asked).toContain('/shop-data/all/popular/2.json');
    await data.release();
    expect(shownIds()).toEqual(ids(CATALOG));
    expect(countLine()).toBe('Showing 40 products');
    expect(document.activeElement?.closest('[data-product-id]')).toHaveAttribute(
      'data-product-id',
      String(CATALOG[SHOP_PAGE_SIZE]!.id),
    );
    expect(screen.queryByRole('link', { name: 'Show more designs' })).toBeNull();
    expect(window.location.pathname).toBe('/shop');
    expect(window.history.length).toBe(before);
  });

  it('says when a page did not load, and loads it when asked again', async () => {
    const data = serveData(CATALOG);
    render(shop(CATALOG));
    const user = userEvent.setup();
    data.failNext(true);
    await user.click(screen.getByRole('link', { name: 'Show more designs' }));
    await data.release();
    expect(screen.getByRole('alert')).toHaveTextContent('These designs did not load.');
    data.failNext(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await data.release();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shownIds()).toEqual(ids(CATALOG));
  });

  it('keeps a chip chosen before hydration, and writes it to the address once Next watches the history', async () => {
    serveData(CATALOG);
    const before = window.history.length;
    hydrateAfter(shop(CATALOG), (serverHtml) => {
      // What the inline loader does at a tap before React is live.
      const links = [...serverHtml.querySelectorAll('nav a')];
      links.find((link) => link.textContent === 'All')!.removeAttribute('aria-current');
      links.find((link) => link.textContent === 'Floral')!.setAttribute('aria-current', 'page');
    });
    expect(window.location.pathname).toBe('/shop');
    await nextFrame();
    expect(window.location.pathname).toBe('/shop/floral');
    expect(window.history.length - before).toBe(1);
    expect(shownIds()).toEqual(ids(CATALOG.filter((design) => design.category === 'Floral')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.Floral.title);
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
