import { useState } from 'react';
import { Lock } from 'lucide';
import { buttonVariants } from '@/components/ui/button-variants';
import { Icon } from '@/components/ui/icon';
import { CONTACT_EMAIL } from '@/data/constants';
import type { CartItem } from '@/data/types';
import { itemCount, shipping, subtotal, total } from '@/lib/cart';
import { formatMoney } from '@/lib/money';

/**
 * Subtotal, shipping and total, and the checkout button. Checkout is not built yet, so the button says so
 * in place, and tells the shopper how to order meanwhile, instead of pretending.
 */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const [checkoutRequested, setCheckoutRequested] = useState(false);
  const count = itemCount(items);
  const shippingFee = shipping(items);

  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-3xl border border-line bg-surface p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-xl text-ink">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-ink" data-testid="order-summary">
        <div className="flex justify-between gap-4">
          <dt>
            Subtotal{' '}
            <span className="text-muted">({count === 1 ? '1 item' : `${count} items`})</span>
          </dt>
          <dd className="font-bold tabular-nums" data-testid="summary-subtotal">
            {formatMoney(subtotal(items))}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Shipping</dt>
          <dd className="font-bold tabular-nums" data-testid="summary-shipping">
            {formatMoney(shippingFee)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-3 text-lg">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold text-brand-dark tabular-nums" data-testid="summary-total">
            {formatMoney(total(items))}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className={buttonVariants({ className: 'mt-6 w-full' })}
        aria-describedby={checkoutRequested ? 'checkout-status' : undefined}
        onClick={() => setCheckoutRequested(true)}
      >
        Proceed to Checkout
      </button>
      <p id="checkout-status" role="status" className="text-sm text-ink empty:hidden">
        {checkoutRequested && (
          <span className="mt-3 block rounded-2xl bg-brand-soft p-3">
            Online checkout is coming soon. Until then, email{' '}
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="font-bold text-brand-dark underline underline-offset-4"
            >
              {CONTACT_EMAIL}
            </a>{' '}
            and we will get your order to you.
          </span>
        )}
      </p>
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-muted">
        <Icon icon={Lock} className="size-4 shrink-0" />
        Secure checkout powered by Stripe
      </p>
    </section>
  );
}
