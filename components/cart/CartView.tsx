'use client';

import Link from 'next/link';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { CartItem } from '@/data/types';
import { cartLineId, cartReducer, type CartAction } from '@/lib/cart';
import { CartEmptyState } from './CartEmptyState';
import { CartLine } from './CartLine';
import { OrderSummary } from './OrderSummary';

/** What a screen reader hears after an action, since the control that was pressed may be gone. */
function announcementFor(action: CartAction, items: readonly CartItem[]): string {
  const before = items.find((item) => cartLineId(item) === cartLineId(action.line));
  if (!before) return '';
  const quantityAfter =
    action.type === 'increment'
      ? before.quantity + 1
      : action.type === 'decrement'
        ? before.quantity - 1
        : 0;
  return quantityAfter > 0
    ? `Quantity of ${before.name} is now ${quantityAfter}`
    : `${before.name} removed from cart`;
}

/**
 * The cart: its lines with quantity controls, and the order summary. The cart is local to the page and
 * starts empty (nothing in the shop adds to it); `initialItems` lets a caller start it with lines.
 */
export function CartView({ initialItems = [] }: { initialItems?: CartItem[] }) {
  const [items, dispatch] = useReducer(cartReducer, initialItems);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRemoval = useRef(false);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);

  // A removed line takes its focused button with it: move focus somewhere sensible instead of to <body>.
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    (items.length > 0 ? linesHeading : emptyHeading).current?.focus();
  }, [items]);

  function act(action: CartAction) {
    const removes =
      action.type === 'remove' ||
      (action.type === 'decrement' &&
        items.some((item) => cartLineId(item) === cartLineId(action.line) && item.quantity === 1));
    setAnnouncement(announcementFor(action, items));
    dispatch(action);
    focusAfterRemoval.current = removes;
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <CartEmptyState headingRef={emptyHeading} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <section aria-labelledby="cart-lines-heading">
            <h2
              id="cart-lines-heading"
              ref={linesHeading}
              tabIndex={-1}
              className="mb-4 text-xl text-ink focus:outline-none"
            >
              Items in your cart
            </h2>
            <ul className="space-y-4">
              {items.map((item) => (
                <CartLine key={cartLineId(item)} item={item} onAction={act} />
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted">
              Need a different size?{' '}
              <Link
                href="/size-guide"
                className="font-bold text-brand-dark underline underline-offset-4"
              >
                Check the size guide
              </Link>
            </p>
          </section>
          <OrderSummary items={items} />
        </div>
      )}
    </>
  );
}
