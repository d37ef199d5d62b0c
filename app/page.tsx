import { FeaturedProducts } from '@/components/home/featured-products';
import { HomeSections } from '@/components/home/home-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { FEATURED_PRODUCT_COUNT, SHOP_NAME } from '@/data/constants';
import { home } from '@/data/home';
import { getFeaturedProducts } from '@/lib/catalog';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('home', {
  description:
    'Funny, vintage and floral nursing sweatshirts with hidden side zips for easy breastfeeding. Organic cotton, free shipping over $50 and 30-day returns.',
  imageAlt: `${SHOP_NAME}: zip-access nursing sweatshirts with funny, vintage and floral designs`,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={webSiteJsonLd()} />
      <HomeSections
        copy={home}
        featured={<FeaturedProducts products={getFeaturedProducts(FEATURED_PRODUCT_COUNT)} />}
      />
    </>
  );
}
