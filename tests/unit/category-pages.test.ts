/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { CATEGORY_COPY } from '@/data/categories';
import { contentPagePaths } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import {
  listingBreadcrumbJsonLd,
  listingCollectionJsonLd,
  listingMetadata,
  listingTitle,
} from '@/lib/seo/listing-metadata';
import { DESCRIPTION_LENGTH } from '@/lib/seo/metadata';
import { indexablePagesOf } from '@/lib/seo/routes';
import { SITE_URL } from '@/lib/seo/site-url';
import { shopListing } from '@/lib/shop-listing';
import { fixtureCatalog } from '../fixtures/catalog';

/** 60 designs: All over two pages, Humor over two, Floral on one; the other categories hold none. */
const CATALOG = fixtureCatalog({ Humor: 50, Floral: 10 });
const listing = shopListing(CATALOG);
const view = (key: string) => listing.views.find((each) => each.key === key)!;

// Each page as exported (title, canonical, share image, JSON-LD against the visible cards, the sitemap):
// tests/e2e/seo.spec.ts; its cards and chips: tests/e2e/shop.spec.ts.
describe("each category's page", () => {
  it('has a title that names its category', () => {
    for (const category of CATEGORIES) expect(CATEGORY_COPY[category].title).toContain(category);
  });

  it('has a description of its own, not one sentence with the name swapped', () => {
    const descriptions = CATEGORIES.map((category) => CATEGORY_COPY[category].description);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    }
    const withoutNames = CATEGORIES.map((category) =>
      CATEGORY_COPY[category].description.replace(new RegExp(category, 'gi'), '…'),
    );
    expect(new Set(withoutNames).size).toBe(CATEGORIES.length);
    // Not even the same opening: each says something of its own designs from its first words.
    expect(new Set(withoutNames.map((text) => text.split(' ').slice(0, 3).join(' '))).size).toBe(
      CATEGORIES.length,
    );
  });
});

describe('the listing pages', () => {
  it('are in the sitemap, each page of each category that holds a design, with the content pages and every product', () => {
    const paths = indexablePagesOf(listing, CATALOG, []).map((page) => page.path);
    expect(paths).toEqual([
      ...contentPagePaths({ indexed: true }),
      '/shop/page/2',
      '/shop/humor',
      '/shop/humor/page/2',
      '/shop/floral',
      ...CATALOG.map((design) => `/products/${design.slug}`),
    ]);
  });

  it('each have a title of their own, a later page naming its number', () => {
    expect(listingTitle(CATEGORY_COPY.Humor.title, 1)).toBe(CATEGORY_COPY.Humor.title);
    expect(listingTitle(CATEGORY_COPY.Humor.title, 2)).toBe(`${CATEGORY_COPY.Humor.title}, page 2`);
  });

  it('each have a description of their own, a later page naming the designs it shows', () => {
    expect(listingMetadata(view('humor'), 1).description).toBe(CATEGORY_COPY.Humor.description);
    expect(listingMetadata(view('humor'), 2).description).toBe(
      'Designs 33–50 of 50 in Humor: zip-access nursing sweatshirts with hidden side zips, for feeds on demand. Page 2 of 2.',
    );
    expect(listingMetadata(view('all'), 2).description).toBe(
      'Designs 33–60 of 60 in the whole collection: zip-access nursing sweatshirts with hidden side zips, for feeds on demand. Page 2 of 2.',
    );
  });

  it('tell search engines their trail: Home › Shop › Humor, then › Page 2; none on the shop itself', () => {
    const crumbs = (key: string, page: number) =>
      (
        listingBreadcrumbJsonLd(view(key), page)?.itemListElement as unknown as
          Array<Record<string, unknown>> | undefined
      )?.map((crumb) => [crumb.position, crumb.name, crumb.item]);
    expect(crumbs('humor', 1)).toEqual([
      [1, 'Home', SITE_URL],
      [2, 'Shop', `${SITE_URL}/shop`],
      [3, 'Humor', `${SITE_URL}/shop/humor`],
    ]);
    expect(crumbs('humor', 2)).toEqual([
      [1, 'Home', SITE_URL],
      [2, 'Shop', `${SITE_URL}/shop`],
      [3, 'Humor', `${SITE_URL}/shop/humor`],
      [4, 'Page 2', `${SITE_URL}/shop/humor/page/2`],
    ]);
    expect(crumbs('all', 2)).toEqual([
      [1, 'Home', SITE_URL],
      [2, 'Shop', `${SITE_URL}/shop`],
      [3, 'Page 2', `${SITE_URL}/shop/page/2`],
    ]);
    expect(crumbs('all', 1)).toBeUndefined();
  });

  it("list, on a category's page, the designs it shows and only those, in their order", () => {
    const humor = view('humor');
    const shown = listing.pageProducts(humor, 'popular', 2);
    const page = listingCollectionJsonLd(humor, 2, shown) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    expect(page['@type']).toBe('CollectionPage');
    expect(page['@id']).toBe(`${SITE_URL}/shop/humor/page/2#page`);
    expect(page.url).toBe(`${SITE_URL}/shop/humor/page/2`);
    expect(page.name).toBe(`${CATEGORY_COPY.Humor.title}, page 2`);
    expect(page.isPartOf).toEqual({ '@id': `${SITE_URL}/#website` });
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 50 - 32,
      itemListElement: shown.map((design, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${SITE_URL}/products/${design.slug}`,
        name: design.name,
      })),
    });
    // The shop's own pages carry none (a slower largest paint on /shop: docs/performance.md).
    expect(listingCollectionJsonLd(view('all'), 2, shown)).toBeUndefined();
  });
});
