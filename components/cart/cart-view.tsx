'use client';

import { Suspense, lazy } from 'react';
import type { CartItem } from '@/data/types';
import { CartEmptyState } from './cart-empty-state';

// The cart starts empty and nothing in the shop fills it yet, so the code that edits lines and sums them is
// fetched only when there are lines: the page's first load carries just the empty state.
const InteractiveCart = lazy(() =>
  import('./interactive-cart').then((module) => ({ default: module.InteractiveCart })),
);

/** The cart: its lines with quantity controls and the order summary, or the empty state. */
export function CartView({ initialItems = [] }: { initialItems?: CartItem[] }) {
  if (initialItems.length === 0) return <CartEmptyState />;
  return (
    <Suspense fallback={<p className="text-muted">Loading your cart…</p>}>
      <InteractiveCart initialItems={initialItems} />
    </Suspense>
  );
}
