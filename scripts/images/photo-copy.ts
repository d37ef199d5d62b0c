/**
 * The published copy of an owner's photo: what the photo folder keeps, and what git commits, in place of
 * the file she dropped. Upright (the EXIF orientation applied to the pixels before the EXIF goes), in
 * sRGB, at most COPY_MAX px on its longer side, and encoded from bare pixels, so no metadata can come
 * along. JPEG at quality 92 without chroma subsampling, or PNG (lossless) when it has transparency.
 *
 * The site is always drawn from this copy, on the owner's computer as on a host that builds from git, so
 * both publish the same images, and the copy of a copy is never made (it is bare: photo-bare.ts).
 */
import sharp from 'sharp';
import { PHOTO_INPUT } from './photo-fit';

/**
 * Twice the largest frame a photo is drawn in (the hero, 1280 px wide): room for sharper screens and a
 * larger layout later, without committing a phone's 12 MP original (a copy is 0.5–1.5 MB).
 */
export const COPY_MAX = 2560;
/**
 * Measured on 6 real photos: the 1024 px images drawn from the copy differ from those drawn from the
 * original by 0.2–0.4 of 255 on average, at most 7, and by more than 2 in under 0.7% of values (the WebP
 * they are published as differs from either by more).
 */
const JPEG = { quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true } as const;
const PNG = { compressionLevel: 9 } as const;

export interface PublishedCopy {
  bytes: Buffer;
  extension: 'jpg' | 'png';
}

/** Decodes the whole photo (a decoder warning throws: photo-fit.ts's PHOTO_INPUT) and encodes its copy. */
export async function publishedCopy(file: string): Promise<PublishedCopy> {
  const { data, info } = await sharp(file, PHOTO_INPUT)
    .resize(COPY_MAX, COPY_MAX, { fit: 'inside', withoutEnlargement: true, kernel: 'lanczos3' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (info.channels === 4 && !isOpaque(data)) {
    return { bytes: await pixels.png(PNG).toBuffer(), extension: 'png' };
  }
  return { bytes: await pixels.removeAlpha().jpeg(JPEG).toBuffer(), extension: 'jpg' };
}

function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}
