import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllProducts } from '@/lib/catalogue';
import { SHOP_CATEGORIES, SORT_OPTIONS } from '@/lib/shop-query';
import { ShopBrowser, type ShopEntry } from '@/components/shop/ShopBrowser';

/** Entries as the shop page builds them, with a plain named card so the test reads names. */
function entriesOf(products = getAllProducts()): ShopEntry[] {
  return products.map((product) => ({
    id: product.id,
    category: product.category,
    price: product.price,
    card: <a href={`/products/${product.slug}`}>{product.name}</a>,
  }));
}

/** Names of the cards a shopper sees, in order. */
function shownNames(): string[] {
  const grid = screen.getByRole('list');
  return within(grid)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hidden)
    .map((item) => item.textContent ?? '');
}

function shownIds(): number[] {
  const grid = screen.getByRole('list');
  return within(grid)
    .getAllByRole('listitem', { hidden: true })
    .filter((item) => !item.hidden)
    .map((item) => Number(item.getAttribute('data-product-id')));
}

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  setUrl('/shop');
  window.HTMLElement.prototype.scrollIntoView = () => {};
});
afterEach(() => setUrl('/shop'));

describe('ShopBrowser', () => {
  it('starts on All and Popular: all 26 cards in catalogue order', () => {
    render(<ShopBrowser entries={entriesOf()} />);
    expect(shownIds()).toEqual(getAllProducts().map((product) => product.id));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 26 products');
  });

  it('offers the 14 categories, All first, and the four sorts in the spec order', () => {
    render(<ShopBrowser entries={entriesOf()} />);
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...SHOP_CATEGORIES]);
    expect(SHOP_CATEGORIES).toHaveLength(14);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Popular', 'Price: Low to High', 'Price: High to Low', 'Newest']);
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Popular',
      'Price: Low to High',
      'Price: High to Low',
      'Newest',
    ]);
  });

  it('filters to a category at once, marks it pressed and puts it in the URL', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    await user.click(screen.getByRole('button', { name: 'Feminine' }));
    expect(shownNames()).toEqual([
      'Girl Mama Pink Typography Sweatshirt',
      'Girl Mama Bow Collection Sweatshirt',
    ]);
    expect(screen.getByRole('button', { name: 'Feminine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 products');
    expect(window.location.search).toBe('?category=Feminine');
  });

  it('adds one history entry per change, none for pressing the current choice again', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Humor' }));
    await user.click(screen.getByRole('button', { name: 'Humor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(window.history.length - before).toBe(2);
    expect(window.location.search).toBe('?category=Humor&sort=newest');
  });

  it('sorts Newest with the highest id first, combined with the category', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(shownIds()[0]).toBe(26);
    expect(shownIds()).toEqual([...shownIds()].sort((a, b) => b - a));
    await user.click(screen.getByRole('button', { name: 'Modern' }));
    expect(shownIds()).toEqual([25, 24]);
    expect(window.location.search).toBe('?category=Modern&sort=newest');
  });

  it('sorts by price both ways', async () => {
    const user = userEvent.setup();
    const products = getAllProducts().slice(0, 3);
    const priced = products.map((product, index) => ({ ...product, price: [30, 10, 20][index]! }));
    render(<ShopBrowser entries={entriesOf(priced)} />);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Price: Low to High');
    expect(shownIds()).toEqual([2, 3, 1]);
    await user.selectOptions(sort, 'Price: High to Low');
    expect(shownIds()).toEqual([1, 3, 2]);
  });

  it('applies the query of a shared link after it mounts, ignoring unknown values', () => {
    setUrl('/shop?category=Humor&sort=newest');
    render(<ShopBrowser entries={entriesOf()} />);
    const humor = getAllProducts().filter((product) => product.category === 'Humor');
    expect(shownIds()).toEqual(humor.map((product) => product.id).sort((a, b) => b - a));
    expect(screen.getByRole('button', { name: 'Humor' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('falls back to All and Popular for values it does not know', () => {
    setUrl('/shop?category=Socks&sort=cheapest');
    render(<ShopBrowser entries={entriesOf()} />);
    expect(shownIds()).toHaveLength(26);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
  });

  it('follows the back button (popstate) to the previous choice', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    await user.click(screen.getByRole('button', { name: 'Floral' }));
    await user.click(screen.getByRole('button', { name: 'Feminine' }));
    act(() => {
      setUrl('/shop?category=Floral');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'Floral' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['Mama Blue Floral Sweatshirt']);
  });

  it('says so when a category has no products, with a way back to All', async () => {
    const user = userEvent.setup();
    const withoutFloral = getAllProducts().filter((product) => product.category !== 'Floral');
    render(<ShopBrowser entries={entriesOf(withoutFloral)} />);
    await user.click(screen.getByRole('button', { name: 'Floral' }));
    expect(screen.getByText('No products in this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 products');
    expect(shownIds()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(shownIds()).toHaveLength(withoutFloral.length);
    expect(screen.queryByText('No products in this category yet.')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('says "1 product" for a single result', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    await user.click(screen.getByRole('button', { name: 'Inspirational' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 1 product$/);
  });
});
