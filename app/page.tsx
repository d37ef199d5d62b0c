import { FeatureGrid } from '@/components/content/feature-grid';
import { FeaturedProducts } from '@/components/home/featured-products';
import { HomeHero } from '@/components/home/home-hero';
import { NewsletterSection } from '@/components/home/newsletter-section';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { JsonLd } from '@/components/seo/json-ld';
import { FEATURED_PRODUCT_COUNT, SHOP_NAME } from '@/data/constants';
import { benefits, hero, newsletter, testimonials } from '@/data/home';
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
      <HomeHero hero={hero} />
      <FeatureGrid
        id="benefits-title"
        title="Made for Feeding, Built for Real Life"
        features={benefits}
        spacing="compact"
        corners="2xl"
      />
      <FeaturedProducts products={getFeaturedProducts(FEATURED_PRODUCT_COUNT)} />
      <TestimonialsSection testimonials={testimonials} />
      <NewsletterSection newsletter={newsletter} />
    </>
  );
}
