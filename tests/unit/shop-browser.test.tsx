import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllProducts } from '@/lib/catalog';
import { SHOP_CATEGORIES } from '@/lib/shop-query';
import { ShopBrowser, type ShopEntry } from '@/components/shop/shop-browser';
import { hydrateAfter } from './support/hydrate';

/** Entries as the shop page builds them, with a plain named card so the test reads names. */
function entriesOf(products = getAllProducts()): ShopEntry[] {
  return products.map((product) => ({
    id: product.id,
    category: product.category,
    price: product.price,
    card: <a href={`/products/${product.slug}`}>{product.name}</a>,
  }));
}

/** Card ids in grid order, shown or not: CSS hides the other categories' cards (tests/e2e/shop.spec.ts). */
function cardIds(): number[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => Number(item.getAttribute('data-product-id')));
}

const radio = (name: string) => screen.getByRole('radio', { name });
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
/** The count sentence for a category (CSS shows the one of the checked category). */
const countFor = (category: string) =>
  screen.getByRole('status').querySelector(`[data-count-for="${category}"]`);

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

beforeEach(() => {
  setUrl('/shop');
  window.HTMLElement.prototype.scrollIntoView = () => {};
});
afterEach(() => setUrl('/shop'));

describe('ShopBrowser', () => {
  it('writes the count of every category, "1 product" for one', () => {
    render(<ShopBrowser entries={entriesOf()} />);
    expect(countFor('All')).toHaveTextContent(/^Showing 26 products$/);
    expect(countFor('Feminine')).toHaveTextContent(/^Showing 2 products$/);
    expect(countFor('Inspirational')).toHaveTextContent(/^Showing 1 product$/);
    expect(screen.getByRole('status').children).toHaveLength(SHOP_CATEGORIES.length);
  });

  it('adds one history entry per change, none for pressing the current choice again', async () => {
    const user = userEvent.setup();
    render(<ShopBrowser entries={entriesOf()} />);
    const before = window.history.length;
    await user.click(radio('Humor'));
    await user.click(radio('Humor'));
    await user.selectOptions(sortSelect(), 'Newest');
    expect(window.history.length - before).toBe(2);
    expect(window.location.search).toBe('?category=Humor&sort=newest');
  });

  it('sorts by price both ways (every catalog price is equal, so tests/e2e/shop.spec.ts cannot)', async () => {
    const user = userEvent.setup();
    const products = getAllProducts().slice(0, 3);
    const priced = products.map((product, index) => ({ ...product, price: [30, 10, 20][index]! }));
    render(<ShopBrowser entries={entriesOf(priced)} />);
    await user.selectOptions(sortSelect(), 'Price: Low to High');
    expect(cardIds()).toEqual([2, 3, 1]);
    await user.selectOptions(sortSelect(), 'Price: High to Low');
    expect(cardIds()).toEqual([1, 3, 2]);
  });

  it('keeps a category the shopper chose before hydration over the link, and writes it to the URL', () => {
    setUrl('/shop?category=Humor&sort=newest');
    hydrateAfter(<ShopBrowser entries={entriesOf()} />, (serverHtml) => {
      serverHtml.querySelector<HTMLInputElement>('input[value="Vintage"]')!.click();
    });
    expect(radio('Vintage')).toBeChecked();
    expect(window.location.search).toBe('?category=Vintage&sort=newest');
    expect(sortSelect()).toHaveValue('newest');
  });
});
