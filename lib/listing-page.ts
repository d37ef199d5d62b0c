/**
 * How a page of a shop listing names itself, in its HTML and once the island has it show another view: its
 * breadcrumbs (and their JSON-LD), the heading of a later page, and the line counting what it shows. Pure,
 * and small enough for the shop's island.
 */
import { PAGE_PATHS, listingPagePath } from '@/data/routes';
import { MONEY_LOCALE } from '@/data/constants';

/** What a listing is, for its trail: All (the shop itself) or a category, and where its first page is. */
export interface ListingName {
  label: string;
  href: string;
  category: string | null;
}

/** One step of a trail: the current page has no path. */
export interface ListingCrumb {
  label: string;
  path?: string;
}

/** 'Page 2', the last step of a later page's trail. */
export function pageLabel(page: number): string {
  return `Page ${page}`;
}

/**
 * The trail to a listing's page: none on the shop's first page (it is the shop); Home › Shop › Humor on a
 * category's; a later page adds its number (Home › Shop › Page 2, Home › Shop › Humor › Page 2).
 */
export function listingCrumbs(listing: ListingName, page: number): ListingCrumb[] {
  if (!listing.category && page === 1) return [];
  const trail: ListingCrumb[] = [
    { label: 'Home', path: PAGE_PATHS.home },
    { label: 'Shop', path: PAGE_PATHS.shop },
  ];
  if (listing.category) trail.push({ label: listing.category, path: listing.href });
  if (page > 1) trail.push({ label: pageLabel(page) });
  // The last step is the page itself, which links nowhere.
  const last = trail.length - 1;
  return trail.map((crumb, index) => (index === last ? { label: crumb.label } : crumb));
}

/** The path of the listing's `page`. */
export function listingHref(listing: ListingName, page: number): string {
  return listingPagePath(listing.href, page);
}

/** Made on first use: a page's first Intl formatter costs milliseconds a phone's hydration need not pay. */
let numberFormat: Intl.NumberFormat | undefined;
/** 1040 → '1,040'. */
export function formatCount(count: number): string {
  numberFormat ??= new Intl.NumberFormat(MONEY_LOCALE);
  return numberFormat.format(count);
}

/**
 * What the count line says while `first`…`last` (1 first) of `total` designs show: 'Showing 5 products' when
 * that is all of them, 'Showing 33–64 of 1,040 products' when the listing has more.
 */
export function countText(first: number, last: number, total: number): string {
  const noun = total === 1 ? 'product' : 'products';
  if (first <= 1 && last >= total) return `Showing ${formatCount(total)} ${noun}`;
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`;
}
