import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PRODUCT_VIEWS, type Product } from '@/data/types';
import { getAllProducts, getProductBySlug } from '@/lib/catalog';
import {
  PRODUCT_IMAGE_SIZE,
  PRODUCT_IMAGE_WIDTHS,
  productBackdropClass,
  productImageAlt,
  productShareKey,
  shareImagePath,
} from '@/lib/images';
import { relatedProducts } from '@/lib/related-products';
import { productBreadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/json-ld';
import { ProductOpenGraph } from '@/components/seo/product-open-graph';
import { ProductBreadcrumbs } from '@/components/product/product-breadcrumbs';
import { ProductFeatures } from '@/components/product/product-features';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductSummary } from '@/components/product/product-summary';
import { PurchaseBarSlot } from '@/components/product/purchase-bar-slot';
import { OutOfStockDialog } from '@/components/product/out-of-stock-dialog';
import { PurchasePanel } from '@/components/product/purchase-panel';
import { SizeGuideDialog } from '@/components/product/size-guide-dialog';
import { RelatedProducts } from '@/components/product/related-products';
import { WhyShopWithUs } from '@/components/product/why-shop-with-us';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { swatchColor } from '@/lib/swatches';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { productPath } from '@/data/routes';

/** Main image: the content width on phones (1rem padding each side), half of the max-w-6xl container from md. */
const MAIN_IMAGE_SIZES =
  '(min-width: 1152px) 528px, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2rem)';
/** A thumbnail: a quarter of the gallery, less the gaps between the four. */
const THUMBNAIL_SIZES =
  '(min-width: 1152px) 123px, (min-width: 768px) calc(12.5vw - 1.25rem), calc(25vw - 1rem)';

interface ProductPageProps {
  params: Promise<{ slug: string }>;
}

/** Every product page is exported at build time; any other slug is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return getAllProducts().map((product) => ({ slug: product.slug }));
}

async function productFromParams(params: ProductPageProps['params']): Promise<Product> {
  const { slug } = await params;
  const product = getProductBySlug(slug);
  if (!product) notFound();
  return product;
}

function productMetadata(product: Product): Metadata {
  return pageMetadata({
    title: product.name,
    description: product.searchDescription,
    path: productPath(product.slug),
    image: shareImagePath(productShareKey(product.slug)),
    imageAlt: productImageAlt(product, 0),
    openGraphType: 'product',
  });
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  return productMetadata(await productFromParams(params));
}

export default async function ProductPage({ params }: ProductPageProps) {
  const product = await productFromParams(params);
  const images = product.images.map((path, index) => ({
    path,
    alt: productImageAlt(product, index),
    backdropClass: productBackdropClass(product.id, PRODUCT_VIEWS[index]),
  }));

  return (
    <div>
      <JsonLd data={productBreadcrumbJsonLd(product)} />
      <JsonLd data={productJsonLd(product)} />
      <ProductOpenGraph price={product.price} />
      <Container className="flex flex-col gap-14 py-6 sm:py-10">
        <div className="flex flex-col gap-6">
          <ProductBreadcrumbs name={product.name} />
          <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
            <div className="md:sticky md:top-24 md:self-start">
              <ProductGallery
                key={product.slug}
                images={images}
                widths={PRODUCT_IMAGE_WIDTHS}
                size={PRODUCT_IMAGE_SIZE}
                mainSizes={MAIN_IMAGE_SIZES}
                thumbnailSizes={THUMBNAIL_SIZES}
              />
            </div>
            <div className="flex flex-col gap-8">
              <ProductSummary product={product} />
              <PurchasePanel
                key={product.slug}
                productName={product.name}
                price={product.price}
                colors={product.colors.map((name) => ({ value: name, swatch: swatchColor(name) }))}
                sizes={product.sizes}
              />
              <ProductFeatures features={product.features} />
              <WhyShopWithUs />
            </div>
          </div>
        </div>
        <ReviewsSection productName={product.name} reviews={product.customerReviews} />
        <RelatedProducts products={relatedProducts(product, getAllProducts())} />
      </Container>
      <PurchaseBarSlot />
      <OutOfStockDialog productName={product.name} />
      <SizeGuideDialog />
      {/* Toasts come only from this page's islands (Share, Notify Me). Here rather than in the root
          layout, which would add react-hot-toast's UI to every page: +4.3 KiB gzip measured. */}
      <Toaster />
    </div>
  );
}
