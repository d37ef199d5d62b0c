import Link from 'next/link';
import type { Product } from '@/data/types';
import { ProductCardGrid } from '@/components/shop/product-card-grid';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { PAGE_PATHS } from '@/data/routes';

const FEATURED_IMAGE_SIZES =
  '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw';

export function FeaturedProducts({ products }: { products: Product[] }) {
  return (
    <section aria-labelledby="featured-title" className="bg-surface py-16">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl text-ink sm:text-4xl">
              Mama Favorites
            </h2>
            <p className="mt-2 text-muted">
              The designs moms keep reordering for their mom friends.
            </p>
          </div>
          <Link href={PAGE_PATHS.shop} className={buttonVariants({ intent: 'secondary' })}>
            Shop All Designs
          </Link>
        </div>
        <ProductCardGrid
          products={products}
          imageSizes={FEATURED_IMAGE_SIZES}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </Container>
    </section>
  );
}
