import { productImagePath } from '@/data/image-paths';
import { PRODUCT_IMAGE_WIDTHS, widestImage } from '@/lib/images';

/**
 * The file of a design's front view the built site holds, its widest (the image step writes each view at
 * its widths only): what the build looks for to list the designs it holds pictures of, and what the
 * preview shows of one.
 */
export const builtFrontImage = (slug: string): string =>
  widestImage(productImagePath(slug, 'front'), PRODUCT_IMAGE_WIDTHS);
