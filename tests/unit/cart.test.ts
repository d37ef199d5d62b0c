/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@/data/types';
import {
  cartLineId,
  cartReducer,
  itemCount,
  lineTotal,
  shipping,
  subtotal,
  total,
} from '@/lib/cart';
import { MILK_BAR_LINE, TAROT_LINE } from '../fixtures/cart-items';

const sweatshirt = MILK_BAR_LINE;
const sameDesignOtherSize: CartItem = { ...sweatshirt, size: 'L', quantity: 2 };
const tarot: CartItem = { ...TAROT_LINE, size: 'S', quantity: 3 };

// Plus, minus, minus at 1, remove and the flat shipping fee, as a shopper sees them: cart-view.test.tsx.
describe('cartReducer', () => {
  it('tells lines of the same product apart by size', () => {
    const items = [sweatshirt, sameDesignOtherSize];
    expect(
      cartReducer(items, { type: 'increment', line: sameDesignOtherSize }).map((i) => i.quantity),
    ).toEqual([1, 3]);
    expect(cartReducer(items, { type: 'remove', line: sweatshirt })).toEqual([sameDesignOtherSize]);
  });

  it('tells lines apart by design and by colour too', () => {
    const otherDesign: CartItem = { ...sweatshirt, id: TAROT_LINE.id, name: TAROT_LINE.name };
    const otherColour: CartItem = { ...sweatshirt, color: 'Heather Gray' };
    const items = [sweatshirt, otherDesign, otherColour];
    expect(
      cartReducer(items, { type: 'increment', line: otherDesign }).map((i) => i.quantity),
    ).toEqual([1, 2, 1]);
    expect(cartReducer(items, { type: 'remove', line: otherColour })).toEqual([
      sweatshirt,
      otherDesign,
    ]);
  });

  it('does not change the state it was given', () => {
    const items = [sweatshirt];
    cartReducer(items, { type: 'increment', line: sweatshirt });
    expect(items[0]?.quantity).toBe(1);
  });

  it('ignores an action for a line that is not in the cart', () => {
    const ghost = { id: 99, size: 'XS' as const, color: 'Charcoal Gray' };
    expect(cartReducer([sweatshirt], { type: 'remove', line: ghost })).toEqual([sweatshirt]);
    expect(cartReducer([sweatshirt], { type: 'decrement', line: ghost })).toEqual([sweatshirt]);
  });
});

describe('cart totals', () => {
  it('an empty cart costs nothing, shipping included', () => {
    expect(subtotal([])).toBe(0);
    expect(shipping([])).toBe(0);
    expect(total([])).toBe(0);
    expect(itemCount([])).toBe(0);
  });

  it('sums price × quantity to the cent, without floating-point dust', () => {
    // 39.99 × 5 is 199.95000000000002 in floating point; with 3 more: 319.92, and 325.91 with shipping.
    const items = [{ ...sweatshirt, quantity: 5 }, tarot];
    expect(subtotal(items)).toBe(319.92);
    expect(total(items)).toBe(325.91);
    expect(itemCount(items)).toBe(8);
    expect(lineTotal(tarot)).toBe(119.97);
  });

  it('gives each line a distinct id', () => {
    expect(cartLineId(sweatshirt)).not.toBe(cartLineId(sameDesignOtherSize));
  });
});
