import type { Product } from '@/data/types';
import { catalogListing } from '@/lib/shop-listing';
import { ProductCard } from './product-card';

/** Product cards inside a titled section (their names are h3s); `className` lays out the grid. */
export function ProductCardGrid({
  products,
  imageSizes,
  className,
}: {
  products: readonly Product[];
  /** A card image's `sizes`, matching the grid's columns. */
  imageSizes: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            card={catalogListing().card(product)}
            headingLevel="h3"
            imageSizes={imageSizes}
          />
        </li>
      ))}
    </ul>
  );
}
