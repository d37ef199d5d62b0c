/**
 * What a WebP holds besides its pixels, read from its RIFF chunks: the image data (lossy, lossless, its
 * alpha, an animation's frames) and the extended header are pixels; EXIF, XMP, a color profile and any
 * other chunk are not.
 */
import { COLOR_PROFILE, DAMAGED, DATA_AFTER, xmpName } from './extras';
import { exifName } from './tiff';

const PIXEL_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
const EXIF_HEADER = 'Exif\0\0';

function chunkName(type: string, data: Buffer): string {
  if (type === 'EXIF') {
    // The EXIF block, sometimes (against the format's word) still behind JPEG's `Exif\0\0`.
    const header = data.toString('latin1', 0, EXIF_HEADER.length) === EXIF_HEADER;
    return exifName(header ? data.subarray(EXIF_HEADER.length) : data);
  }
  if (type === 'XMP ') return xmpName(data);
  if (type === 'ICCP') return COLOR_PROFILE;
  return `a ${type.trim()} chunk`;
}

/** `bytes` starts with RIFF, its size, and WEBP. */
export function webpExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return [DAMAGED];
  let i = 12;
  while (i + 8 <= end) {
    const type = bytes.toString('latin1', i, i + 4);
    const size = bytes.readUInt32LE(i + 4);
    if (i + 8 + size > end) return [...extras, DAMAGED];
    if (!PIXEL_CHUNKS.has(type)) extras.add(chunkName(type, bytes.subarray(i + 8, i + 8 + size)));
    i += 8 + size + (size % 2); // chunks are padded to an even size
  }
  if (i !== end) extras.add(DAMAGED);
  if (end < bytes.length) extras.add(DATA_AFTER);
  return [...extras];
}
