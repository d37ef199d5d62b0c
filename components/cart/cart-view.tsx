'use client';

import { Suspense, lazy, type ReactNode } from 'react';
import type { CartItem } from '@/data/types';

// The cart starts empty and nothing in the shop fills it yet, so the code that edits lines and sums them is
// fetched only when there are lines: the page's first load carries none of it.
const InteractiveCart = lazy(() =>
  import('./interactive-cart').then((module) => ({ default: module.InteractiveCart })),
);

/** The cart: its lines with quantity controls and the order summary, or `emptyState`. */
export function CartView({
  initialItems = [],
  emptyState,
}: {
  initialItems?: CartItem[];
  /** What an empty cart shows (CartEmptyState, rendered on the server). */
  emptyState: ReactNode;
}) {
  if (initialItems.length === 0) return emptyState;
  return (
    <Suspense fallback={<p className="text-muted">Loading your cart…</p>}>
      <InteractiveCart initialItems={initialItems} emptyState={emptyState} />
    </Suspense>
  );
}
