/**
 * The cart's arithmetic and transitions, as a pure reducer (the rules: docs/product.md, "Cart").
 * A line is identified by product id, size and color: the same sweatshirt in two sizes is two lines.
 */
import { SHIPPING_FEE } from '@/data/constants';
import type { CartItem } from '@/data/types';
import { roundToCents } from '@/lib/money';

export type CartLineKey = Pick<CartItem, 'id' | 'size' | 'color'>;

export type CartAction =
  | { type: 'increment'; line: CartLineKey }
  | { type: 'decrement'; line: CartLineKey }
  | { type: 'remove'; line: CartLineKey };

/** A stable string for React keys and element ids: '3-M-Charcoal Gray'. */
export function cartLineId(line: CartLineKey): string {
  return `${line.id}-${line.size}-${line.color}`;
}

function isLine(item: CartItem, line: CartLineKey): boolean {
  return item.id === line.id && item.size === line.size && item.color === line.color;
}

/** Plus adds one; minus subtracts one and removes the line at 0; remove deletes the line. */
export function cartReducer(items: readonly CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'increment':
      return items.map((item) =>
        isLine(item, action.line) ? { ...item, quantity: item.quantity + 1 } : item,
      );
    case 'decrement':
      return items
        .map((item) =>
          isLine(item, action.line) ? { ...item, quantity: item.quantity - 1 } : item,
        )
        .filter((item) => item.quantity > 0);
    case 'remove':
      return items.filter((item) => !isLine(item, action.line));
  }
}

export function lineTotal(item: CartItem): number {
  return roundToCents(item.price * item.quantity);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

export function subtotal(items: readonly CartItem[]): number {
  return roundToCents(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** A flat fee when the subtotal is above 0, otherwise 0. */
export function shipping(items: readonly CartItem[]): number {
  return subtotal(items) > 0 ? SHIPPING_FEE : 0;
}

export function total(items: readonly CartItem[]): number {
  return roundToCents(subtotal(items) + shipping(items));
}
