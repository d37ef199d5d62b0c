/** Navigation and footer entries, shared by the header, the mobile menu and the footer. */

import { PAGE_PATHS } from './routes';
export interface NavLink {
  label: string;
  href: string;
}

export const NAV_LINKS: NavLink[] = [
  { label: 'Shop', href: PAGE_PATHS.shop },
  { label: 'About', href: PAGE_PATHS.about },
  { label: 'Reviews', href: PAGE_PATHS.reviews },
  { label: 'Size Guide', href: PAGE_PATHS.sizeGuide },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Shop All', href: PAGE_PATHS.shop },
  { label: 'Size Guide', href: PAGE_PATHS.sizeGuide },
  { label: 'About Us', href: PAGE_PATHS.about },
  { label: 'Reviews', href: PAGE_PATHS.reviews },
];

/** The footer's Support entries have no destination yet, so they are shown as information, not links. */
export const FOOTER_SUPPORT_ITEMS = ['Contact Us', 'Shipping Info', 'Returns', 'FAQ'] as const;

/** The cart badge always shows 0: nothing in the shop adds to the cart. */
export const CART_BADGE_COUNT = 0;
