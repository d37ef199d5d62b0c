/**
 * What a shop card shows of a design (components/shop/product-card.tsx), but its places in the sorts, which
 * only a whole catalog has (lib/shop-listing.ts adds them). Apart from the catalog, so the editor's preview
 * (scripts/admin/editor/preview/) draws the card of the design she is typing with the same code.
 */
import type { Product } from '@/data/types';
import { productImageAlt } from './images';
import type { ShopCard } from './shop-lists';

export function shopCard(product: Product, href: string): Omit<ShopCard, 'places'> {
  return {
    id: product.id,
    href,
    name: product.name,
    description: product.description,
    price: product.price,
    ...(product.originalPrice !== undefined && { originalPrice: product.originalPrice }),
    ...(product.badge !== undefined && { badge: product.badge }),
    colors: product.colors,
    availability: product.availability,
    image: product.images[0] ?? '',
    imageAlt: productImageAlt(product, 0),
  };
}
