import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartEmptyState } from '@/components/cart/cart-empty-state';
import { CartView } from '@/components/cart/cart-view';
import { ErrorScreen } from '@/components/errors/error-screen';
import type { CartItem } from '@/data/types';
import { competingClasses } from '../e2e/support/class-conflicts';
import { MILK_BAR_LINE } from '../fixtures/cart-items';

/**
 * The markup no exported page shows until a shopper acts (cart lines, the checkout note) or something fails
 * (the error screen): tests/e2e/every-route.spec.ts checks the pages themselves, tests/e2e/a11y.spec.ts the dialogs.
 */
function competingInDocument(): { classList: string; competing: string[] }[] {
  return [...document.querySelectorAll('[class]')]
    .map((element) => element.getAttribute('class') ?? '')
    .map((classList) => ({ classList, competing: competingClasses(classList) }))
    .filter((entry) => entry.competing.length > 0);
}

const item: CartItem = { ...MILK_BAR_LINE, quantity: 2 };

describe('class lists: no two classes set the same property', () => {
  it('in a cart with lines and its checkout note', async () => {
    const user = userEvent.setup();
    render(<CartView initialItems={[item]} emptyState={<CartEmptyState />} />);
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(competingInDocument()).toEqual([]);
  });

  it('on the route error screen', () => {
    render(<ErrorScreen error={new Error('Boom')} onRetry={() => {}} />);
    expect(competingInDocument()).toEqual([]);
  });

  it('notices two classes that compete', () => {
    document.body.innerHTML = '<button class="text-ink px-6 text-muted hover:bg-blush"></button>';
    expect(competingInDocument()).toEqual([
      { classList: 'text-ink px-6 text-muted hover:bg-blush', competing: ['text-ink'] },
    ]);
  });
});
