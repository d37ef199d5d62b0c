import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_COPY } from '@/data/categories';
import { CATEGORIES, type Product } from '@/data/types';
import { getAllProducts, getProductsInCategory, shopViews } from '@/lib/catalog';
import { ShopBrowser, type ShopEntry } from '@/components/shop/shop-browser';
import { hydrateAfter } from './support/hydrate';

/** Entries as the shop's pages build them, with a plain named card so the test reads names. */
function entriesOf(
  products: readonly Pick<Product, 'id' | 'price' | 'slug' | 'name' | 'category'>[],
) {
  return products.map((product): ShopEntry => ({
    id: product.id,
    price: product.price,
    view: product.category.toLowerCase(),
    card: <a href={`/products/${product.slug}`}>{product.name}</a>,
  }));
}

/** A shop page as the pages build it: every product, showing `ownView` ('all' on /shop). */
function shop(products = getAllProducts(), ownView = 'all') {
  return <ShopBrowser entries={entriesOf(products)} views={shopViews()} ownView={ownView} />;
}

const grid = () =>
  screen.getAllByRole('list').find((list) => list.querySelector('[data-product-id]'))!;
/** Card ids in DOM order (the reading and Tab order); CSS orders what shows (tests/e2e/shop.spec.ts). */
function cardIds(): number[] {
  return within(grid())
    .getAllByRole('listitem', { hidden: true })
    .map((item) => Number(item.getAttribute('data-product-id')));
}
/** The catalog's ids, newest (highest) first. */
const newestIds = () =>
  getAllProducts()
    .map((product) => product.id)
    .sort((a, b) => b - a);
const categories = () => screen.getByRole('navigation', { name: 'Categories' });
const chip = (name: string) => within(categories()).getByRole('link', { name });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => setUrl('/shop'));
afterEach(() => setUrl('/shop'));

describe('ShopBrowser', () => {
  it("heads each page with its own view, and marks that view's chip as current", () => {
    setUrl('/shop/humor');
    const { unmount } = render(shop(getAllProducts(), 'humor'));
    expect(within(categories()).getAllByRole('link')).toHaveLength(CATEGORIES.length + 1);
    expect(chip('All')).toHaveAttribute('href', '/shop');
    expect(chip('Floral')).toHaveAttribute('href', '/shop/floral');
    expect(chip('Humor')).toHaveAttribute('aria-current', 'page');
    expect(chip('All')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.Humor.title);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Shop›Humor',
    );
    unmount();
    setUrl('/shop');
    render(shop());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop the Collection');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it("holds every card, its own view's first, each with its view, and a count line per view, '1 product' for one", () => {
    setUrl('/shop/inspirational');
    render(shop(getAllProducts(), 'inspirational'));
    // Its own first (its largest paint early in the HTML, and the reading order the order shown), then the rest.
    const inspirational = getProductsInCategory('Inspirational').map((product) => product.id);
    expect(cardIds()).toEqual([
      ...inspirational,
      ...getAllProducts()
        .map((product) => product.id)
        .filter((id) => !inspirational.includes(id)),
    ]);
    // The chip marked current shows its view by CSS (lib/current-link-css.ts), which jsdom applies too.
    const shown = within(grid()).getAllByRole('listitem');
    expect(shown.map((item) => Number(item.getAttribute('data-product-id')))).toEqual(
      getProductsInCategory('Inspirational').map((product) => product.id),
    );
    const first = within(grid()).getAllByRole('listitem', { hidden: true })[0]!;
    expect(first).toHaveAttribute('data-category', 'inspirational');
    const status = screen.getByRole('status');
    expect(status.querySelector('[data-count-for="all"]')).toHaveTextContent(
      `Showing ${getAllProducts().length} products`,
    );
    expect(status.querySelector('[data-count-for="inspirational"]')).toHaveTextContent(
      'Showing 1 product',
    );
  });

  it('follows a chip chosen once live: the address, the heading, the title and the canonical URL; Back returns', async () => {
    const user = userEvent.setup();
    const canonical = Object.assign(document.createElement('link'), {
      rel: 'canonical',
      href: 'https://shop.example/shop',
    });
    document.head.appendChild(canonical);
    render(shop());
    const before = window.history.length;
    // The inline loader marks the chip and keeps the page (lib/inline-loader/link-choices.ts): as it would.
    chip('Feminine').addEventListener('click', (event) => event.preventDefault());
    // The address as the tap's handlers leave it (a listener on the window hears the click last): the
    // address follows only after the frame that shows the category (the loader's and CSS's).
    let addressAtTap = '';
    window.addEventListener('click', () => (addressAtTap = window.location.pathname), {
      once: true,
    });
    await user.click(chip('Feminine'));
    expect(addressAtTap).toBe('/shop');
    // The address, then the heading, title and canonical URL, each in its own frame.
    await waitFor(() => {
      expect(window.location.pathname).toBe('/shop/feminine');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        CATEGORY_COPY.Feminine.title,
      );
      expect(document.title).toBe(`${CATEGORY_COPY.Feminine.title} | Milk & Mischief`);
      expect(canonical.href).toBe('https://shop.example/shop/feminine');
    });
    expect(window.history.length - before).toBe(1);
    act(() => {
      setUrl('/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop the Collection');
    expect(chip('All')).toHaveAttribute('aria-current', 'page');
    expect(chip('Feminine')).not.toHaveAttribute('aria-current');
    expect(canonical.href).toBe('https://shop.example/shop');
    canonical.remove();
  });

  it('keeps a chip chosen before hydration, and writes it to the address once Next watches the history', async () => {
    const before = window.history.length;
    hydrateAfter(shop(), (serverHtml) => {
      // What the inline loader does at a tap before React is live.
      const links = [...serverHtml.querySelectorAll('nav a')];
      links.find((link) => link.textContent === 'All')!.removeAttribute('aria-current');
      links.find((link) => link.textContent === 'Floral')!.setAttribute('aria-current', 'page');
    });
    expect(window.location.pathname).toBe('/shop');
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(window.location.pathname).toBe('/shop/floral');
    expect(window.history.length - before).toBe(1);
    expect(chip('Floral')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CATEGORY_COPY.Floral.title);
  });

  it('adds one history entry per sort chosen, and carries the sort into the chips', async () => {
    const user = userEvent.setup();
    render(shop());
    const before = window.history.length;
    await user.selectOptions(sortSelect(), 'Newest');
    expect(window.history.length - before).toBe(1);
    expect(window.location.search).toBe('?sort=newest');
    expect(cardIds().slice(0, 3)).toEqual(newestIds().slice(0, 3));
    expect(chip('Humor')).toHaveAttribute('href', '/shop/humor?sort=newest');
    await user.selectOptions(sortSelect(), 'Popular');
    expect(window.location.search).toBe('');
    expect(chip('Humor')).toHaveAttribute('href', '/shop/humor');
  });

  it('sorts by price both ways (every catalog price is equal, so tests/e2e/shop.spec.ts cannot)', async () => {
    const user = userEvent.setup();
    const products = getAllProducts().slice(0, 3);
    const priced = products.map((product, index) => ({ ...product, price: [30, 10, 20][index]! }));
    render(shop(priced));
    await user.selectOptions(sortSelect(), 'Price: Low to High');
    expect(cardIds()).toEqual([2, 3, 1]);
    await user.selectOptions(sortSelect(), 'Price: High to Low');
    expect(cardIds()).toEqual([1, 3, 2]);
  });

  it('gives each card its place in every sort, which CSS orders the grid by before React does', () => {
    setUrl('/shop/humor');
    const humor = getProductsInCategory('Humor');
    render(shop(humor, 'humor'));
    // The last in catalog order: last when Popular, first when Newest (the highest id).
    const last = within(grid()).getAllByRole('listitem', { hidden: true }).at(-1)!;
    expect(last).toHaveAttribute('data-product-id', String(humor.at(-1)!.id));
    expect(last.style.getPropertyValue('--order-popular')).toBe(String(humor.length - 1));
    expect(last.style.getPropertyValue('--order-newest')).toBe('0');
  });

  it('shows the sort of the URL it is rendered at (a client-side navigation)', () => {
    setUrl('/shop/humor?sort=newest');
    const humor = getProductsInCategory('Humor');
    render(shop(humor, 'humor'));
    expect(sortSelect()).toHaveValue('newest');
    expect(cardIds()).toEqual(humor.map((product) => product.id).sort((a, b) => b - a));
  });

  it('keeps a sort chosen before hydration over the link, and writes it to the URL', async () => {
    setUrl('/shop?sort=price-asc');
    const before = window.history.length;
    hydrateAfter(shop(), (serverHtml) => {
      serverHtml.querySelector('select')!.value = 'newest';
    });
    expect(sortSelect()).toHaveValue('newest');
    expect(cardIds()[0]).toBe(newestIds()[0]);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(window.location.search).toBe('?sort=newest');
    expect(window.history.length - before).toBe(1);
  });

  it("takes a shared link's sort, which its inline script chose, without a history entry", () => {
    setUrl('/shop?sort=newest');
    const before = window.history.length;
    hydrateAfter(shop(), (serverHtml) => {
      // Its inline script stands right after the select, before the grid.
      const script = serverHtml.querySelector('select')!.parentElement!.nextElementSibling!;
      expect(script.tagName).toBe('SCRIPT');
      // jsdom does not run a script written with innerHTML: run its text as the browser would.
      new Function(script.textContent!)();
    });
    expect(sortSelect()).toHaveValue('newest');
    expect(window.history.length - before).toBe(0);
    expect(cardIds()[0]).toBe(newestIds()[0]);
  });

  it('follows Back and Forward through the sorts', async () => {
    const user = userEvent.setup();
    render(shop());
    await user.selectOptions(sortSelect(), 'Newest');
    act(() => {
      setUrl('/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(sortSelect()).toHaveValue('popular');
    expect(cardIds()[0]).toBe(1);
  });
});
