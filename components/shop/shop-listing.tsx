import { getProductById, type ShopView } from '@/lib/catalog';
import {
  listingBreadcrumbJsonLd,
  listingCollectionJsonLd,
  listingTitle,
} from '@/lib/seo/listing-metadata';
import { pageTitle } from '@/lib/seo/metadata';
import { catalogListing } from '@/lib/shop-listing';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopBrowser } from './shop-browser';
import { ShopListStyle } from './shop-list-style';

/**
 * A page of the shop: /shop, a category's page, or a later page of either. It holds its own page of designs
 * whole, and the first cards of every list a chip or the sort can switch to (lib/shop-listing.ts's pageSeed),
 * which the island shows at once and fills in once live (components/shop/shop-browser.tsx).
 */
export function ShopListing({ view, page }: { view: ShopView; page: number }) {
  const listing = catalogListing();
  const seed = listing.pageSeed(view, page);
  const shown = seed.own.ids.map((id) => {
    const product = getProductById(id);
    if (!product) throw new Error(`No design ${id} in the catalog`);
    return { name: product.name, slug: product.slug };
  });
  const breadcrumbs = listingBreadcrumbJsonLd(view, page);
  const collection = listingCollectionJsonLd(view, page, shown);
  return (
    <>
      {breadcrumbs && <JsonLd data={breadcrumbs} />}
      {collection && <JsonLd data={collection} />}
      <ShopListStyle views={listing.views} />
      <ShopBrowser
        views={listing.views}
        ownView={view.key}
        ownPage={page}
        ownTitle={pageTitle(listingTitle(view.heading, page))}
        cards={seed.cards}
        lists={seed.lists}
      />
    </>
  );
}
