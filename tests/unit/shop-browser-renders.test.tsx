import { expect, it } from '@jest/globals';
import { shopListing } from '@/lib/shop-listing';
import { ProductCard } from '@/components/shop/product-card';
import { ShopBrowser } from '@/components/shop/shop-browser';
import { useExportedHtml } from '@/components/ui/inline-script';
import { fixtureCatalog } from '../fixtures/catalog';
import { hydrateAfter } from './support/hydrate';

/**
 * How often the island renders its cards, which its every render reaching them would multiply on a phone
 * (84 cards on a shop page of 260 designs). What the cards show is tests/unit/shop-browser.test.tsx's.
 * (The global `jest`, not @jest/globals', so that next/jest hoists these mocks above the imports.)
 */
jest.mock('@/components/shop/product-card', () => ({
  ProductCard: jest.fn(({ card }: { card: { href: string; name: string } }) => (
    <a href={card.href}>{card.name}</a>
  )),
}));
/** What the island's renders are told: true while it hydrates the exported HTML, false once it is live. */
jest.mock('@/components/ui/inline-script', () => {
  const actual = jest.requireActual<typeof import('@/components/ui/inline-script')>(
    '@/components/ui/inline-script',
  );
  return { ...actual, useExportedHtml: jest.fn(actual.useExportedHtml) };
});

it('renders each card once as it hydrates, though the island renders again as soon as it is live', () => {
  const listing = shopListing(fixtureCatalog({ Humor: 35, Floral: 5 }));
  const view = listing.views[0]!;
  const seed = listing.pageSeed(view, 1);
  const ui = (
    <ShopBrowser
      views={listing.views}
      ownView={view.key}
      ownPage={1}
      ownTitle="Shop | Milk & Mischief"
      cards={seed.cards}
      lists={seed.lists}
    />
  );
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.history.replaceState(null, '', view.href);
  const renders = jest.mocked(ProductCard).mock.calls;
  const { container } = hydrateAfter(ui, (serverHtml) => {
    expect(serverHtml.querySelector('script')).not.toBeNull();
    renders.length = 0;
    jest.mocked(useExportedHtml).mockClear();
  });
  // Hydrated, then live: the island has rendered again.
  expect(jest.mocked(useExportedHtml).mock.results.map((result) => result.value)).toEqual([
    true,
    false,
  ]);
  const held = [...container.querySelectorAll('[data-product-id]')].map((item) =>
    Number(item.getAttribute('data-product-id')),
  );
  expect(held.length).toBeGreaterThan(32);
  expect(renders.map(([props]) => props.card.id).sort()).toEqual(held.sort());
});
