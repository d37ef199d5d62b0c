import type { ImgHTMLAttributes } from 'react';
import { imageAtWidth, srcSet } from '@/lib/images';

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** Base path of a generated image, e.g. '/images/products/milk-bar/front.webp'. */
  path: string;
  alt: string;
  /** Widths the generator wrote for this image. */
  widths: readonly number[];
  /** Intrinsic size (for the aspect ratio; prevents layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is displayed. */
  sizes: string;
  priority?: boolean;
}

/**
 * A generated image with srcset/sizes and fixed dimensions. `priority` makes it eager with fetchpriority=high
 * (the LCP image); otherwise a `fetchPriority` given is kept (`low` for small images that sit in the first view
 * beside the largest one, which Chromium would otherwise raise to high once they are laid out).
 */
export function ResponsiveImage({
  path,
  widths,
  sizes,
  priority = false,
  alt,
  ...rest
}: ResponsiveImageProps) {
  const fallbackWidth = widths[widths.length - 1] ?? rest.width;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- images are pre-generated at every width; next/image adds JS we do not need
    <img
      {...rest}
      alt={alt}
      src={imageAtWidth(path, fallbackWidth)}
      srcSet={srcSet(path, widths)}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
    />
  );
}
