/**
 * What a photo file holds besides its pixels, read from its structure: a JPEG's segments and a PNG's
 * chunks. A file with nothing else is bare, and is published from the photo folder as it is; any other
 * file (EXIF with its GPS position, XMP, IPTC, a color profile, a comment, a thumbnail, a second image
 * after the first, or a format other than JPEG and PNG) is replaced by its published copy
 * (photo-copy.ts). Only what is listed here as pixels counts as pixels, so anything unknown is taken off.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's pixels: header, palette and its transparency, the image data, the end, the pixel ratio. */
const PNG_PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'pHYs']);

/** The names of what `bytes` holds besides pixels; empty for a bare JPEG or PNG. */
export function photoExtras(bytes: Buffer): string[] {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegExtras(bytes);
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngExtras(bytes);
  return ['a format other than JPEG or PNG'];
}

const JPEG_APP_NAMES: Record<number, string> = {
  0xe1: 'EXIF or XMP',
  0xe2: 'a color profile',
  0xed: 'IPTC',
  0xee: 'Adobe color data',
};

function jpegExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  let i = 2;
  for (;;) {
    if (i + 2 > bytes.length || bytes[i] !== 0xff) return [...extras, 'a damaged structure'];
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      if (i + 2 < bytes.length) extras.add('data after the image');
      return [...extras];
    }
    if (i + 4 > bytes.length) return [...extras, 'a damaged structure'];
    const length = bytes.readUInt16BE(i + 2);
    if (marker === 0xe0) {
      // APP0: a bare JFIF header (16 bytes) is pixels' business; JFXX or a thumbnail in it is not.
      const jfif = bytes.toString('latin1', i + 4, i + 9) === 'JFIF\0';
      if (!jfif || length !== 16) extras.add('a thumbnail or JFIF extension');
    } else if (marker >= 0xe1 && marker <= 0xef) {
      extras.add(JPEG_APP_NAMES[marker] ?? `an APP${marker - 0xe0} segment`);
    } else if (marker === 0xfe) {
      extras.add('a comment');
    }
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xff00 nor a restart.
      while (i + 1 < bytes.length) {
        const next = bytes[i + 1]!;
        if (bytes[i] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
        i++;
      }
    }
  }
}

function pngExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  let i = PNG_SIGNATURE.length;
  while (i + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (!PNG_PIXEL_CHUNKS.has(type)) extras.add(`a ${type} chunk`);
    if (type === 'IEND') {
      if (i < bytes.length) extras.add('data after the image');
      return [...extras];
    }
  }
  return [...extras, 'a damaged structure'];
}
