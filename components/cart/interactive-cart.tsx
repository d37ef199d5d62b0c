'use client';

import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import type { CartItem } from '@/data/types';
import { cartLineId, cartReducer, type CartAction } from '@/lib/cart';
import { CartContents } from './cart-contents';

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
 * A cart with lines, editable: plus, minus (to 0 removes the line) and remove, with what changed announced.
 * Shows the empty state once the last line is gone.
 */
export function InteractiveCart({
  initialItems,
  emptyState,
}: {
  initialItems: CartItem[];
  emptyState: ReactNode;
}) {
  const [items, dispatch] = useReducer(cartReducer, initialItems);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRemoval = useRef(false);
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const emptyStateBox = useRef<HTMLDivElement>(null);

  // A removed line takes its focused button with it: move focus somewhere sensible instead of to <body>.
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    const heading =
      items.length > 0 ? linesHeading.current : emptyStateBox.current?.querySelector('h2');
    heading?.focus();
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
        <div ref={emptyStateBox}>{emptyState}</div>
      ) : (
        <CartContents items={items} onAction={act} linesHeadingRef={linesHeading} />
      )}
    </>
  );
}
