/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { CATEGORY_COPY } from '@/data/categories';
import { contentPagePaths } from '@/data/routes';
import { CATEGORIES } from '@/data/types';
import { getAllProducts, getProductsInCategory } from '@/lib/catalog';
import { categoryBreadcrumbJsonLd, collectionPageJsonLd } from '@/lib/seo/json-ld';
import { DESCRIPTION_LENGTH } from '@/lib/seo/metadata';
import { indexablePaths } from '@/lib/seo/routes';
import { SITE_URL } from '@/lib/seo/site-url';

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

  it('is in the sitemap, with the indexed content pages and every product', () => {
    const paths = indexablePaths();
    expect(paths).toHaveLength(
      contentPagePaths({ indexed: true }).length + CATEGORIES.length + getAllProducts().length,
    );
    expect(paths).toEqual(expect.arrayContaining(['/shop', '/shop/humor', '/shop/inspirational']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells search engines its trail, Home › Shop › Humor', () => {
    const crumbs = categoryBreadcrumbJsonLd('Humor').itemListElement as unknown as Array<
      Record<string, unknown>
    >;
    expect(crumbs.map((crumb) => [crumb.position, crumb.name, crumb.item])).toEqual([
      [1, 'Home', SITE_URL],
      [2, 'Shop', `${SITE_URL}/shop`],
      [3, 'Humor', `${SITE_URL}/shop/humor`],
    ]);
  });

  it('lists its products as a CollectionPage, in the order its cards show them', () => {
    const products = getProductsInCategory('Feminine');
    const page = collectionPageJsonLd({
      name: CATEGORY_COPY.Feminine.title,
      description: CATEGORY_COPY.Feminine.description,
      path: '/shop/feminine',
      products,
    }) as unknown as Record<string, Record<string, unknown>>;
    expect(page['@type']).toBe('CollectionPage');
    expect(page['@id']).toBe(`${SITE_URL}/shop/feminine#page`);
    expect(page.url).toBe(`${SITE_URL}/shop/feminine`);
    expect(page.isPartOf).toEqual({ '@id': `${SITE_URL}/#website` });
    expect(page.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `${SITE_URL}/products/girl-mama-pink`,
          name: 'Girl Mama Pink Typography Sweatshirt',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: `${SITE_URL}/products/girl-mama-bow-collection`,
          name: 'Girl Mama Bow Collection Sweatshirt',
        },
      ],
    });
  });
});
