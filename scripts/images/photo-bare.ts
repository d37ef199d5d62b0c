/**
 * Whether a photo in the photo folder is bare: a JPEG or PNG holding nothing but its pixels
 * (photo-metadata.ts reads what else a file holds). A bare photo is published from the photo folder as
 * it is; any other (EXIF with its GPS position, XMP, IPTC, a color profile, a comment, a thumbnail, a
 * second image after the first, or a format other than JPEG and PNG) is replaced by its published copy
 * (photo-copy.ts). Only what is known to be pixels counts as pixels, so anything unknown is taken off.
 */
import { imageContents } from './photo-metadata';

/** The names of what `bytes` holds besides pixels; empty for a bare JPEG or PNG. */
export function photoExtras(bytes: Buffer): string[] {
  const contents = imageContents(bytes);
  if (contents?.format === 'JPEG' || contents?.format === 'PNG') return contents.extras;
  return ['a format other than JPEG or PNG'];
}
