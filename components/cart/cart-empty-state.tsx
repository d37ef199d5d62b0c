import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { PAGE_PATHS } from '@/data/routes';

/**
 * Artwork rather than an icon: a bag with a heart, in the brand's tokens (so it follows the dark
 * theme).
 */
function EmptyBagIllustration() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className="size-28">
      <circle cx="60" cy="60" r="56" className="fill-blush" />
      <path
        d="M34 46h52l-4 46a6 6 0 0 1-6 5.5H44a6 6 0 0 1-6-5.5z"
        className="fill-cream stroke-brand"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M47 46v-6a13 13 0 0 1 26 0v6"
        fill="none"
        className="stroke-brand"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M60 84s-11-6.4-11-14a6 6 0 0 1 11-3.4A6 6 0 0 1 71 70c0 7.6-11 14-11 14z"
        className="fill-brand"
        opacity="0.85"
      />
    </svg>
  );
}

/** Rendered on the server and handed to the cart island, which shows it while the cart has no lines. */
export function CartEmptyState() {
  return (
    <section
      aria-labelledby="cart-empty-heading"
      className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-line bg-surface px-6 py-12 text-center shadow-sm sm:px-12"
    >
      <EmptyBagIllustration />
      <h2
        id="cart-empty-heading"
        // The cart moves focus here when its last line is removed.
        tabIndex={-1}
        className="mt-6 text-2xl text-ink focus:outline-none"
      >
        Your cart is empty
      </h2>
      <p className="mt-3 text-muted">
        Nothing in here yet but good intentions. Find a sweatshirt that makes feeding on demand a
        little easier and a lot funnier.
      </p>
      <Link href={PAGE_PATHS.shop} className={buttonVariants({ className: 'mt-8' })}>
        Start Shopping
      </Link>
    </section>
  );
}
