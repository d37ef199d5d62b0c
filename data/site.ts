/** Navigation and footer entries, shared by the header, the mobile menu and the footer. */

export interface NavLink {
  label: string;
  href: string;
}

export const NAV_LINKS: NavLink[] = [
  { label: 'Shop', href: '/shop' },
  { label: 'About', href: '/about' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Size Guide', href: '/size-guide' },
];

export const FOOTER_QUICK_LINKS: NavLink[] = [
  { label: 'Shop All', href: '/shop' },
  { label: 'Size Guide', href: '/size-guide' },
  { label: 'About Us', href: '/about' },
  { label: 'Reviews', href: '/reviews' },
];

/** The spec lists these Support entries but gives them no destination, so they are shown as information, not links. */
export const FOOTER_SUPPORT_ITEMS = ['Contact Us', 'Shipping Info', 'Returns', 'FAQ'] as const;

/** The cart badge always shows 0: nothing in the shop adds to the cart. */
export const CART_BADGE_COUNT = 0;
