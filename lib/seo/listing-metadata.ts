/**
 * The shop's listing pages as search engines and link previews see them: /shop and each category's page,
 * and each later page of either (`/shop/page/2`, `/shop/humor/page/2`), each with its own title, canonical
 * URL, share tags and JSON-LD naming only the designs it shows.
 */
import type { Metadata } from 'next';
import type { WithContext, BreadcrumbList, CollectionPage } from 'schema-dts';
import { CATEGORY_COPY } from '@/data/categories';
import { SHOP_PAGE_SIZE } from '@/data/constants';
import { CONTENT_PAGES, PAGE_PATHS, categoryPath } from '@/data/routes';
import type { Category, Product } from '@/data/types';
import { getAllProducts, getProductsInCategory, type ShopView } from '@/lib/catalog';
import { categoryShareKey, pageShareKey, shareImagePath } from '@/lib/images';
import { formatCount, listingCrumbs, listingHref, pageLabel } from '@/lib/listing-page';
import { breadcrumbJsonLd, collectionPageJsonLd } from './json-ld';
import { pageMetadata } from './metadata';

/** How many designs a category's share image shows, and its alt text names. */
const SHARE_IMAGE_DESIGNS = 3;

/**
 * The designs a category's share image draws (scripts/images/share-pages.ts) and its alt text names: the
 * first few with a print (one shown by photos alone has nothing to draw).
 */
export function categoryShareDesigns<T extends Pick<Product, 'print'>>(
  designs: readonly T[],
): Array<T & { print: NonNullable<T['print']> }> {
  return designs
    .filter(
      (design): design is T & { print: NonNullable<T['print']> } => design.print !== undefined,
    )
    .slice(0, SHARE_IMAGE_DESIGNS);
}

/** The shop's own description: every design, by its number. */
function shopDescription(): string {
  return `Browse all ${getAllProducts().length} zip-access nursing sweatshirts: mama humor, vintage badges, florals, tarot and typography. Filter by category and sort by price or newest.`;
}

const SHOP_SHARE_IMAGE_ALT =
  'A row of Milk & Mischief nursing sweatshirts with humorous and vintage prints';

/** What a category's share image shows, for those who cannot see it: the designs it draws. */
function categoryShareImageAlt(category: Category): string {
  const designs = getProductsInCategory(category);
  const named = categoryShareDesigns(designs).map((product) => product.name);
  const more = designs.filter((product) => product.print).length > named.length ? ' and more' : '';
  return `${category} nursing sweatshirts from Milk & Mischief: ${named.join(', ')}${more}`;
}

/** A later page's title names its number: 'Humor: Funny Nursing Sweatshirts, page 2'. */
export function listingTitle(heading: string, page: number): string {
  return page > 1 ? `${heading}, ${pageLabel(page).toLowerCase()}` : heading;
}

/**
 * A later page's description: its own, saying which designs it shows ('Designs 33–64 of 1,040 in Humor: …'),
 * so no two pages share one.
 */
function laterPageDescription(view: ShopView, page: number): string {
  const first = (page - 1) * SHOP_PAGE_SIZE + 1;
  const last = Math.min(view.count, page * SHOP_PAGE_SIZE);
  const where = view.category ?? 'the whole collection';
  return `Designs ${formatCount(first)}–${formatCount(last)} of ${formatCount(view.count)} in ${where}: zip-access nursing sweatshirts with hidden side zips, for feeds on demand. Page ${page} of ${view.pageCount}.`;
}

/** The metadata of `view`'s `page`. */
export function listingMetadata(view: ShopView, page: number): Metadata {
  const path = listingHref(view, page);
  if (!view.category) {
    return pageMetadata({
      title: listingTitle(CONTENT_PAGES.shop.title, page),
      description: page > 1 ? laterPageDescription(view, page) : shopDescription(),
      path,
      image: shareImagePath(pageShareKey(PAGE_PATHS.shop)),
      imageAlt: SHOP_SHARE_IMAGE_ALT,
    });
  }
  const { title, description } = CATEGORY_COPY[view.category];
  return pageMetadata({
    title: listingTitle(title, page),
    description: page > 1 ? laterPageDescription(view, page) : description,
    path,
    image: shareImagePath(categoryShareKey(view.category)),
    imageAlt: categoryShareImageAlt(view.category),
  });
}

/** A category's page when the category holds no design: kept out of search results, its share tags its own. */
export function emptyCategoryMetadata(category: Category): Metadata {
  const { title, description } = CATEGORY_COPY[category];
  return pageMetadata({
    title,
    description,
    path: categoryPath(category),
    image: shareImagePath(pageShareKey(PAGE_PATHS.shop)),
    imageAlt: SHOP_SHARE_IMAGE_ALT,
    noindex: true,
  });
}

/** The trail of `view`'s `page` as BreadcrumbList, or nothing on the shop's first page. */
export function listingBreadcrumbJsonLd(
  view: ShopView,
  page: number,
): WithContext<BreadcrumbList> | undefined {
  const crumbs = listingCrumbs(view, page);
  if (crumbs.length === 0) return undefined;
  return breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.label, path: crumb.path ?? listingHref(view, page) })),
  );
}

/**
 * A category's page as a CollectionPage listing the designs it shows (in their order), and only those. The
 * shop's own pages have none: /shop measured a slower largest paint with its 0.7 KB (docs/performance.md).
 */
export function listingCollectionJsonLd(
  view: ShopView,
  page: number,
  products: readonly Pick<Product, 'name' | 'slug'>[],
): WithContext<CollectionPage> | undefined {
  if (!view.category) return undefined;
  const { title, description } = CATEGORY_COPY[view.category];
  return collectionPageJsonLd({
    name: listingTitle(title, page),
    description,
    path: listingHref(view, page),
    products,
  });
}
