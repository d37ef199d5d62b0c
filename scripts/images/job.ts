/** One drawn image and the files it is written to. */

export type ImageFormat = 'webp' | 'png';

export interface ImageOutput {
  /** Path under public/, starting with '/' (as the site references it). */
  path: string;
  width: number;
  height: number;
  format: ImageFormat;
}

export interface ImageJob {
  /** A stable name for the cache manifest, e.g. 'products/milk-bar/front'. */
  key: string;
  /** The SVG, rendered at the largest output's size. */
  svg: string;
  outputs: ImageOutput[];
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
