import type { Product } from '@/data/types';
import { ProductCardGrid } from '@/components/shop/product-card-grid';

/** Two columns on phones, four from lg, inside the page's max-w-6xl container. */
const RELATED_IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, 46vw';

export function RelatedProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-3xl text-ink">
        More designs you&rsquo;ll love
      </h2>
      <ProductCardGrid
        products={products}
        imageSizes={RELATED_IMAGE_SIZES}
        className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4"
      />
    </section>
  );
}
