import { productOpenGraphTags } from '@/lib/seo/metadata';

/**
 * A product page's og:type and price tags, which Next's metadata cannot write (see productOpenGraphTags).
 * React 19 moves a <meta> rendered anywhere into <head>, where the exported HTML carries it.
 */
export function ProductOpenGraph({ price }: { price: number }) {
  return productOpenGraphTags(price).map((tag) => (
    <meta key={tag.property} property={tag.property} content={tag.content} />
  ));
}
