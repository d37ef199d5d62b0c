import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartEmptyState } from '@/components/cart/cart-empty-state';
import { CartView } from '@/components/cart/cart-view';
import type { CartItem } from '@/data/types';
import { MILK_BAR_LINE, TAROT_LINE } from '../fixtures/cart-items';

const milkBar = MILK_BAR_LINE;
const tarot = TAROT_LINE;

function summaryValue(label: 'Subtotal' | 'Shipping' | 'Total'): string {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  const term = within(summary).getByText(new RegExp(`^${label}`), { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** The quantity as read out inside the line's stepper, e.g. 'Quantity: 2'. */
function lineQuantity(name: string): string {
  const stepper = screen.getByRole('group', { name: `Quantity of ${name}` });
  return within(stepper).getByTestId('cart-line-quantity').textContent ?? '';
}

/**
 * Renders a cart with lines; the lines' code loads on demand, so wait for them, longer than Testing Library's
 * default second: the first test's import compiled the module on a busy machine in more than that.
 */
async function renderCart(items: CartItem[]): Promise<void> {
  render(<CartView initialItems={items} emptyState={<CartEmptyState />} />);
  await screen.findAllByTestId('cart-line', {}, { timeout: 10_000 });
}

// The empty cart and its way back to the shop, as exported: tests/e2e/cart.spec.ts.
describe('CartView', () => {
  it('lists each line with its image, size, color and price, and sums them', async () => {
    await renderCart([milkBar, tarot]);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const [first] = lines;
    expect(
      within(first!).getByRole('heading', { name: 'Milk Bar Sweatshirt' }),
    ).toBeInTheDocument();
    expect(
      within(first!).getByRole('img', { name: 'Milk Bar Sweatshirt in Charcoal Gray' }),
    ).toHaveAttribute('src', expect.stringContaining('/images/products/milk-bar/front-'));
    expect(within(first!).getByText('M')).toBeInTheDocument();
    expect(within(first!).getByText('Charcoal Gray')).toBeInTheDocument();
    expect(within(first!).getByText('$39.99 each')).toBeInTheDocument();

    expect(summaryValue('Subtotal')).toBe('$119.97');
    expect(summaryValue('Shipping')).toBe('$5.99');
    expect(summaryValue('Total')).toBe('$125.96');
    expect(screen.getByText('Secure checkout powered by Stripe')).toBeInTheDocument();
  });

  it('plus and minus change one line and the summary', async () => {
    const user = userEvent.setup();
    await renderCart([milkBar, tarot]);

    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Milk Bar Sweatshirt' }),
    );
    expect(lineQuantity('Milk Bar Sweatshirt')).toBe('Quantity: 2');
    expect(lineQuantity('New Mom Tarot Sweatshirt')).toBe('Quantity: 2');
    expect(summaryValue('Subtotal')).toBe('$159.96');
    expect(summaryValue('Total')).toBe('$165.95');
    expect(screen.getByText('Quantity of Milk Bar Sweatshirt is now 2')).toHaveAttribute(
      'role',
      'status',
    );

    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of New Mom Tarot Sweatshirt' }),
    );
    expect(lineQuantity('New Mom Tarot Sweatshirt')).toBe('Quantity: 1');
    expect(summaryValue('Subtotal')).toBe('$119.97');
    expect(summaryValue('Total')).toBe('$125.96');
  });

  it('minus at 1 removes the line', async () => {
    const user = userEvent.setup();
    await renderCart([milkBar, tarot]);

    await user.click(
      screen.getByRole('button', { name: 'Decrease quantity of Milk Bar Sweatshirt' }),
    );
    expect(screen.queryByRole('heading', { name: 'Milk Bar Sweatshirt' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(summaryValue('Subtotal')).toBe('$79.98');
    expect(summaryValue('Total')).toBe('$85.97');
    expect(screen.getByText('Milk Bar Sweatshirt removed from cart')).toHaveAttribute(
      'role',
      'status',
    );
    // Focus does not fall to <body> when the pressed button disappears.
    expect(screen.getByRole('heading', { name: 'Items in your cart' })).toHaveFocus();
  });

  it('removing the last line shows the empty state and zero shipping', async () => {
    const user = userEvent.setup();
    await renderCart([milkBar, tarot]);

    await user.click(
      screen.getByRole('button', { name: 'Remove New Mom Tarot Sweatshirt from cart' }),
    );
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(summaryValue('Total')).toBe('$45.98');

    await user.click(screen.getByRole('button', { name: 'Remove Milk Bar Sweatshirt from cart' }));
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('Proceed to Checkout says honestly that checkout is not open yet', async () => {
    const user = userEvent.setup();
    await renderCart([milkBar]);
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });

    await user.click(button);
    expect(button).toHaveAccessibleDescription(/Online checkout is coming soon/);
    expect(screen.getByRole('link', { name: 'hello@milkandmischief.com' })).toHaveAttribute(
      'href',
      'mailto:hello@milkandmischief.com',
    );
  });
});
