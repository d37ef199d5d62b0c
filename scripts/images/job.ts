/** One image, drawn or from the owner's photo, and the files it is written to. */

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
  /** A stable name for the cache manifest: its default file's path, e.g. '/images/hero.webp'. */
  key: string;
  /** The SVG, rendered at the largest output's size; absent when a photo fills the whole image. */
  svg?: string;
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

/** Outputs for `path` ('/images/x.webp') at each width plus the unsuffixed file at `defaultWidth`. */
export function widthOutputs(
  path: string,
  widths: readonly number[],
  defaultWidth: number,
  aspect: number,
  suffixed: (path: string, width: number) => string,
): ImageOutput[] {
  const at = (width: number, file: string): ImageOutput => ({
    path: file,
    width,
    height: Math.round(width * aspect),
    format: 'webp',
  });
  return [...widths.map((w) => at(w, suffixed(path, w))), at(defaultWidth, path)];
}
