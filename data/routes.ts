/** The site's pages, by the one path each lives at. A product's page is productPath(slug) in lib/catalog. */
export const PAGE_PATHS = {
  home: '/',
  shop: '/shop',
  cart: '/cart',
  about: '/about',
  reviews: '/reviews',
  sizeGuide: '/size-guide',
} as const;
