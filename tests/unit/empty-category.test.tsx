import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { CATEGORY_COPY } from '@/data/categories';
import { emptyCategoryMetadata } from '@/lib/seo/listing-metadata';
import { indexablePagesOf } from '@/lib/seo/routes';
import { shopListing } from '@/lib/shop-listing';
import { EmptyCategory } from '@/components/shop/empty-category';
import { fixtureCatalog } from '../fixtures/catalog';

/**
 * A category the owner emptied (she moved its last design to another): issue 50's "an empty category is
 * honest". Here Floral holds nothing; Humor and Vintage hold the designs.
 */
const catalog = fixtureCatalog({ Humor: 3, Vintage: 2 });
const listing = shopListing(catalog);

describe('a category holding no design', () => {
  it('has its page, which says so and leads to the whole collection, with no card of another category', () => {
    expect(listing.routeAt(['floral'])).toEqual({ kind: 'empty', category: 'Floral' });
    const { container } = render(<EmptyCategory category="Floral" />);
    expect(
      screen.getByRole('heading', { level: 1, name: CATEGORY_COPY.Floral.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No Floral designs right now: new ones are on their way.',
    );
    expect(screen.getByRole('link', { name: 'Browse All Designs' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(container.querySelector('[data-product-id]')).toBeNull();
  });

  it('keeps it out of search results, as every noindex page, with no canonical URL; a shared link leads to it', () => {
    const metadata = emptyCategoryMetadata('Floral');
    expect(metadata.robots).toMatchObject({ index: false });
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(String(metadata.openGraph?.url)).toMatch(/\/shop\/floral$/);
  });

  it('has no chip in the shop and no place in the sitemap', () => {
    expect(listing.views.map((view) => view.label)).toEqual(['All', 'Humor', 'Vintage']);
    const paths = indexablePagesOf(listing, catalog, []).map((page) => page.path);
    expect(paths).toContain('/shop/humor');
    expect(paths.filter((path) => path.startsWith('/shop/floral'))).toEqual([]);
  });
});
