/**
 * A design as the shop shows it, drawn from what she is typing: its card in the shop's grid, then its
 * product page's summary, features, promises and reviews, by the shop's own components. The page's other
 * parts (the size and color choices, the related designs) are the same for every design, or need the whole
 * catalog, which the preview does not have.
 */
import { productPath } from '@/data/routes';
import type { Product } from '@/data/types';
import { productImageAlt } from '@/lib/images';
import { shopCard } from '@/lib/shop-card';
import { ProductCard } from '@/components/shop/product-card';
import { ProductFeatures } from '@/components/product/product-features';
import { ProductSummary } from '@/components/product/product-summary';
import { WhyShopWithUs } from '@/components/product/why-shop-with-us';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { ProductBreadcrumbs } from '@/components/product/product-breadcrumbs';
import { Container } from '@/components/ui/container';
import { DesignPictureView, useDesignPicture } from './design-picture';

export function DesignPreview({ product, photoUrl }: { product: Product; photoUrl?: string }) {
  const picture = useDesignPicture(photoUrl, product.slug, product.print !== undefined);
  const card = shopCard(product, productPath(product.slug));
  const alt = productImageAlt(product, 0);
  return (
    <Container className="flex flex-col gap-14 py-6 sm:py-10">
      <section aria-labelledby="preview-card" className="flex flex-col gap-3">
        <h2 id="preview-card" className="text-xl text-muted">
          Its card in the shop
        </h2>
        <div className="max-w-xs" data-preview="card">
          <ProductCard
            card={{ ...card, image: picture.kind === 'built' ? card.image : '' }}
            picture={
              picture.kind === 'built' ? undefined : (
                <DesignPictureView picture={picture} alt={alt} shape="card" />
              )
            }
            headingLevel="h3"
            imagePriority
            noscriptImage={false}
          />
        </div>
      </section>
      <div className="flex flex-col gap-6" data-preview="page">
        <ProductBreadcrumbs name={product.name} />
        <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <DesignPictureView picture={picture} alt={alt} />
          <div className="flex flex-col gap-8">
            <ProductSummary product={product} />
            <ProductFeatures features={product.features} />
            <WhyShopWithUs />
          </div>
        </div>
        <ReviewsSection productName={product.name} reviews={product.customerReviews} />
      </div>
    </Container>
  );
}
