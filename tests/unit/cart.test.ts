/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { SHIPPING_FEE } from '@/data/constants';
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

describe('cartReducer', () => {
  it('plus adds one to that line only', () => {
    const next = cartReducer([sweatshirt, tarot], { type: 'increment', line: sweatshirt });
    expect(next.map((item) => item.quantity)).toEqual([2, 3]);
  });

  it('minus subtracts one', () => {
    const next = cartReducer([sweatshirt, tarot], { type: 'decrement', line: tarot });
    expect(next.map((item) => item.quantity)).toEqual([1, 2]);
  });

  it('minus from 1 removes the line', () => {
    const next = cartReducer([sweatshirt, tarot], { type: 'decrement', line: sweatshirt });
    expect(next).toEqual([tarot]);
  });

  it('remove deletes the line whatever its quantity', () => {
    const next = cartReducer([sweatshirt, tarot], { type: 'remove', line: tarot });
    expect(next).toEqual([sweatshirt]);
  });

  it('tells lines of the same product apart by size', () => {
    const items = [sweatshirt, sameDesignOtherSize];
    expect(
      cartReducer(items, { type: 'increment', line: sameDesignOtherSize }).map((i) => i.quantity),
    ).toEqual([1, 3]);
    expect(cartReducer(items, { type: 'remove', line: sweatshirt })).toEqual([sameDesignOtherSize]);
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

  it('charges the flat shipping fee when the subtotal is above 0', () => {
    expect(SHIPPING_FEE).toBe(5.99);
    expect(shipping([sweatshirt])).toBe(5.99);
    // 39.99 + 5.99 is 45.980000000000004 in floating point.
    expect(total([sweatshirt])).toBe(45.98);
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
