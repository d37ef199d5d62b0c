import Link from 'next/link';
import { ShoppingBag } from 'lucide';
import { SHOP_NAME } from '@/data/constants';
import { PAGE_PATHS } from '@/data/routes';
import { CART_BADGE_COUNT, NAV_LINKS } from '@/data/site';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { iconButtonVariants } from '@/components/ui/icon-button-variants';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      <Container className="relative flex h-16 items-center justify-between gap-4">
        <Link
          href={PAGE_PATHS.home}
          className="flex min-h-11 items-center gap-2 rounded-lg font-display text-xl text-ink"
        >
          <BrandMark />
          <span>{SHOP_NAME}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks
            links={NAV_LINKS}
            className="flex items-center gap-1"
            linkClassName="inline-flex min-h-11 items-center rounded-full px-4 font-bold text-ink hover:bg-blush aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-dark"
          />
        </nav>
        <div className="flex items-center gap-1">
          <Link
            href={PAGE_PATHS.cart}
            className={iconButtonVariants({ className: 'relative' })}
            aria-label={`Cart, ${CART_BADGE_COUNT} items`}
          >
            <Icon icon={ShoppingBag} />
            <span
              aria-hidden="true"
              data-testid="cart-count"
              className="absolute -top-0.5 -right-0.5 flex size-5 items-center justify-center rounded-full bg-brand text-xs font-bold text-on-brand"
            >
              {CART_BADGE_COUNT}
            </span>
          </Link>
          <MobileMenu links={NAV_LINKS} />
        </div>
      </Container>
    </header>
  );
}
