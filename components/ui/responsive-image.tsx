import type { ImgHTMLAttributes } from 'react';
import { DARK_SCHEME_MEDIA, srcSet, widestImage } from '@/lib/images';

interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** Base path of a generated image, e.g. '/images/products/milk-bar/front.webp'. */
  path: string;
  /**
   * Where the dark theme's version is (`darkImagePath(path)`, at the same widths), for a drawing that has
   * one (the hero, the size chart): a phone set to dark gets it instead.
   */
  darkPath?: string;
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
 * A generated image with srcset/sizes and fixed dimensions, its widest file as `src`. `priority` makes it eager
 * with fetchpriority=high (the LCP image); otherwise a `fetchPriority` given is kept (`low` for small images
 * that sit in the first view beside the largest one, which Chromium would otherwise raise to high once they
 * are laid out).
 *
 * With a `darkPath` it is a `<picture>` whose source for the dark scheme is that version; the picture draws no
 * box of its own (`display: contents`), so the image lays out exactly as a lone one. React preloads an eager
 * `<img>` by itself, but not one in a `<picture>`, whose source it cannot know: the page's HTML gets a preload
 * for each scheme's file from the export instead (scripts/export/inline-stylesheets.ts), and the RSC payload
 * none, which matters as every page prefetches the payloads of the pages its header links to (a preload
 * there would download the home page's hero on every product page).
 */
export function ResponsiveImage({
  path,
  darkPath,
  widths,
  sizes,
  priority = false,
  alt,
  ...rest
}: ResponsiveImageProps) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- images are pre-generated at every width; next/image adds JS we do not need
    <img
      {...rest}
      alt={alt}
      src={widestImage(path, widths)}
      srcSet={srcSet(path, widths)}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : rest.fetchPriority}
    />
  );
  if (!darkPath) return image;
  return (
    <picture className="contents">
      <source media={DARK_SCHEME_MEDIA} srcSet={srcSet(darkPath, widths)} sizes={sizes} />
      {image}
    </picture>
  );
}
