import Link from 'next/link';
import { ChevronLeft } from 'lucide';
import { CartEmptyState } from '@/components/cart/cart-empty-state';
import { CartView } from '@/components/cart/cart-view';
import { CartPromises } from '@/components/cart/cart-promises';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('cart', {
  description: `Your ${SHOP_NAME} shopping cart: review your nursing sweatshirts, sizes and colors before checkout.`,
  imageAlt: `${SHOP_NAME} shopping cart`,
});

/** The cart is local to the page and starts empty: nothing in the shop adds to it yet. */
export default function CartPage() {
  return (
    <Container className="py-10 md:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-widest text-brand-dark uppercase">Your bag</p>
          <h1 className="mt-2 text-4xl text-ink sm:text-5xl">Shopping Cart</h1>
        </div>
        <Link
          href={PAGE_PATHS.shop}
          className={buttonVariants({ intent: 'ghost', className: '-mx-4' })}
        >
          <Icon icon={ChevronLeft} className="size-5" />
          Continue Shopping
        </Link>
      </div>
      <CartView emptyState={<CartEmptyState />} />
      <CartPromises />
    </Container>
  );
}
