'use client';

import Link from 'next/link';
import type { RefObject } from 'react';
import type { CartItem } from '@/data/types';
import { cartLineId, type CartAction } from '@/lib/cart';
import { CartLine } from './cart-line';
import { OrderSummary } from './order-summary';
import { PAGE_PATHS } from '@/data/routes';

export function CartContents({
  items,
  onAction,
  linesHeadingRef,
}: {
  items: readonly CartItem[];
  onAction: (action: CartAction) => void;
  linesHeadingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="cart-lines-heading">
        <h2
          id="cart-lines-heading"
          ref={linesHeadingRef}
          tabIndex={-1}
          className="mb-4 text-xl text-ink focus:outline-none"
        >
          Items in your cart
        </h2>
        <ul className="space-y-4">
          {items.map((item) => (
            <CartLine key={cartLineId(item)} item={item} onAction={onAction} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          Need a different size?{' '}
          <Link
            href={PAGE_PATHS.sizeGuide}
            className="font-bold text-brand-dark underline underline-offset-4"
          >
            Check the size guide
          </Link>
        </p>
      </section>
      <OrderSummary items={items} />
    </div>
  );
}
