import Link from 'next/link';
import { CartView } from '@/components/cart/cart-view';
import { Icon } from '@/components/ui/icon';
import { ghostButton } from '@/components/ui/button-styles';
import { RETURN_DAYS, SHOP_NAME } from '@/data/constants';
import { shareImagePath } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { PAGE_PATHS } from '@/data/routes';

export const metadata = pageMetadata({
  title: 'Your Cart',
  description: `Your ${SHOP_NAME} shopping cart: review your nursing sweatshirts, sizes and colors before checkout.`,
  path: PAGE_PATHS.cart,
  image: shareImagePath('cart'),
  imageAlt: `${SHOP_NAME} shopping cart`,
  // Every crawler sees an empty cart: nothing to show in results.
  noindex: true,
});

/** The cart page. The cart is local to the page and starts empty: nothing in the shop adds to it (spec §1). */
export default function CartPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">Your bag</p>
          <h1 className="mt-2 text-4xl text-ink sm:text-5xl">Shopping Cart</h1>
        </div>
        <Link href={PAGE_PATHS.shop} className={`${ghostButton} -mx-4 text-brand-dark`}>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12.5 4.5L7 10l5.5 5.5" />
          </svg>
          Continue Shopping
        </Link>
      </div>
      <CartView />
      <ul
        className="mt-10 grid grid-cols-3 gap-2 text-sm text-muted sm:gap-3"
        aria-label="Our promises"
      >
        <li className="flex flex-col items-center justify-center gap-1 rounded-2xl bg-white/60 px-2 py-3 text-center ring-1 ring-line sm:flex-row sm:gap-2 sm:px-4">
          <Icon name="return" className="size-5 text-brand-dark" />
          {RETURN_DAYS}-day returns
        </li>
        <li className="flex flex-col items-center justify-center gap-1 rounded-2xl bg-white/60 px-2 py-3 text-center ring-1 ring-line sm:flex-row sm:gap-2 sm:px-4">
          <Icon name="leaf" className="size-5 text-brand-dark" />
          Organic cotton
        </li>
        <li className="flex flex-col items-center justify-center gap-1 rounded-2xl bg-white/60 px-2 py-3 text-center ring-1 ring-line sm:flex-row sm:gap-2 sm:px-4">
          <Icon name="lock" className="size-5 text-brand-dark" />
          Secure checkout
        </li>
      </ul>
    </div>
  );
}
