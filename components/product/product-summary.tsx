import { MONEY_LOCALE } from '@/data/constants';
import type { Product } from '@/data/types';
import { Badge } from '@/components/ui/badge';
import { Price } from '@/components/ui/price';
import { Stars } from '@/components/ui/stars';
import { ProductAvailability } from './product-availability';

export function ProductSummary({ product }: { product: Product }) {
  return (
    <div className="flex flex-col gap-3">
      {product.badge && <Badge badge={product.badge} className="self-start" />}
      <h1 className="text-3xl text-ink sm:text-4xl">{product.name}</h1>
      <a
        href="#reviews"
        className="flex min-h-11 flex-wrap items-center gap-2 self-start rounded-lg text-ink hover:text-brand-dark"
      >
        <Stars rating={product.rating} className="size-5" />
        <span className="font-bold" aria-hidden="true">
          {product.rating}
        </span>
        <span className="text-muted underline underline-offset-4">
          {product.reviews.toLocaleString(MONEY_LOCALE)} reviews
        </span>
      </a>
      <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
      <ProductAvailability availability={product.availability} />
      <p className="text-lg text-ink">{product.description}</p>
    </div>
  );
}
