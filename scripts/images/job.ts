/** One image, drawn or from the owner's photo, and the files it is written to. */
import { imageAtWidth } from '@/lib/images';

type ImageFormat = 'webp' | 'jpeg';

export interface ImageOutput {
  /** Path under public/, starting with '/' (as the site references it). */
  path: string;
  width: number;
  height: number;
  format: ImageFormat;
}

/** A rectangle of the largest output, in pixels. */
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An owner's photo, fitted into `box` (photo-fit.ts) over the drawing, or alone when there is none. */
export interface PhotoLayer {
  /** The photo file, absolute. */
  file: string;
  /** sha256 of its bytes: the cache key, so an unchanged photo is never decoded again. */
  sha256: string;
  box: Box;
}

export interface ImageJob {
  /** A stable name for the cache manifest: the path its files are named from, e.g. '/images/hero.webp'. */
  key: string;
  /** The SVG, rendered at the largest output's size; absent when a photo fills the whole image. */
  svg?: string;
  /**
   * The SVG is drawn on a transparent ground and its files keep the transparency (a product's views, which
   * the page shows over a backdrop of the theme's colors). Otherwise the files are opaque.
   */
  transparent?: boolean;
  /** The owner's photos laid over the SVG, each in its box. */
  photos?: readonly PhotoLayer[];
  outputs: ImageOutput[];
}

/** The largest output's size: a job is drawn at it, and every output is scaled down from there. */
export function largestSize(outputs: readonly ImageOutput[]): { width: number; height: number } {
  return {
    width: Math.max(...outputs.map((output) => output.width)),
    height: Math.max(...outputs.map((output) => output.height)),
  };
}

/** Outputs for `path` ('/images/x.webp') at each width (lib/images.ts's imageFiles), `aspect` high. */
export function widthOutputs(
  path: string,
  widths: readonly number[],
  aspect: number,
): ImageOutput[] {
  return widths.map((width) => ({
    path: imageAtWidth(path, width),
    width,
    height: Math.round(width * aspect),
    format: 'webp',
  }));
}
