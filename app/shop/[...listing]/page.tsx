import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { emptyCategoryMetadata, listingMetadata } from '@/lib/seo/listing-metadata';
import { catalogListing, type ListingRoute } from '@/lib/shop-listing';
import { EmptyCategory } from '@/components/shop/empty-category';
import { ShopListing } from '@/components/shop/shop-listing';
import { Container } from '@/components/ui/container';

interface ListingPageProps {
  params: Promise<{ listing: string[] }>;
}

/**
 * Every listing page under /shop but the shop's first: each category's page (`/shop/humor`), and the later
 * pages of every listing (`/shop/page/2`, `/shop/humor/page/2`). All exported at build time; any other path
 * is the 404 page.
 */
export const dynamicParams = false;

export function generateStaticParams(): { listing: string[] }[] {
  return catalogListing()
    .routeSegments()
    .map((listing) => ({ listing }));
}

async function routeFromParams(params: ListingPageProps['params']): Promise<ListingRoute> {
  const route = catalogListing().routeAt((await params).listing);
  if (!route) notFound();
  return route;
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const route = await routeFromParams(params);
  return route.kind === 'empty'
    ? emptyCategoryMetadata(route.category)
    : listingMetadata(route.view, route.page);
}

export default async function ListingPage({ params }: ListingPageProps) {
  const route = await routeFromParams(params);
  return (
    <Container className="py-6 sm:py-10">
      {route.kind === 'empty' ? (
        <EmptyCategory category={route.category} />
      ) : (
        <ShopListing view={route.view} page={route.page} />
      )}
    </Container>
  );
}
