import type { ReactNode } from 'react';
import {
  CUSTOMERS_CLAIM,
  FREE_SHIPPING_THRESHOLD,
  RETURN_DAYS,
  SHIPS_WITHIN,
} from '@/data/constants';
import { formatWholeMoney } from '@/lib/money';

const iconProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  className: 'size-6 shrink-0 text-brand',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const REASONS: { text: string; icon: ReactNode }[] = [
  {
    text: `Free shipping on orders over ${formatWholeMoney(FREE_SHIPPING_THRESHOLD)}`,
    icon: (
      <svg {...iconProps}>
        <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7" />
        <circle cx="7" cy="17" r="2" />
        <circle cx="17" cy="17" r="2" />
      </svg>
    ),
  },
  {
    text: `${RETURN_DAYS}-day returns`,
    icon: (
      <svg {...iconProps}>
        <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" />
      </svg>
    ),
  },
  {
    text: `Ships within ${SHIPS_WITHIN}`,
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10" />
      </svg>
    ),
  },
  {
    text: `${CUSTOMERS_CLAIM} happy customers`,
    icon: (
      <svg {...iconProps}>
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
    ),
  },
  {
    text: 'Secure checkout',
    icon: (
      <svg {...iconProps}>
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
    ),
  },
];

/** The shop's promises, shown on every product page. */
export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-shop-heading" className="rounded-2xl bg-sage p-5">
      <h2 id="why-shop-heading" className="text-2xl text-ink">
        Why Shop With Us
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {REASONS.map((reason) => (
          <li key={reason.text} className="flex items-center gap-3 font-bold text-ink">
            {reason.icon}
            <span>{reason.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
