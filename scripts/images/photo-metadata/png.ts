/**
 * What a PNG holds besides its pixels, read from its chunks: only the header, the palette and its
 * transparency, the image data, the end and the pixel ratio are pixels; EXIF, text (where XMP goes), a
 * color profile, a date and any other chunk are not.
 */
import { inflateSync } from 'node:zlib';
import { COLOR_PROFILE, DAMAGED, DATA_AFTER, xmpName } from './extras';
import { exifName } from './tiff';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's pixels: header, palette and its transparency, the image data, the end, the pixel ratio. */
const PNG_PIXEL_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND', 'pHYs']);
/** Where XMP goes in a PNG: a text chunk with this keyword. */
const XMP_KEYWORD = 'XML:com.adobe.xmp';

/**
 * A text chunk's keyword and text: tEXt holds it as it is, zTXt compressed, iTXt either way, after a
 * language tag and a translated keyword.
 */
function textChunk(type: string, data: Buffer): { keyword: string; text: Buffer } {
  const keywordEnd = Math.max(data.indexOf(0), 0);
  const keyword = data.toString('latin1', 0, keywordEnd);
  let at = keywordEnd + 1;
  let compressed = type === 'zTXt';
  if (type === 'zTXt') at += 1; // compression method
  if (type === 'iTXt') {
    compressed = data[at] === 1;
    at = data.indexOf(0, data.indexOf(0, at + 2) + 1) + 1; // past the language tag and translated keyword
  }
  const text = data.subarray(at);
  try {
    return { keyword, text: compressed ? inflateSync(text) : text };
  } catch {
    return { keyword, text };
  }
}

function chunkName(type: string, data: Buffer): string {
  if (type === 'eXIf') return exifName(data);
  if (type === 'iCCP') return COLOR_PROFILE;
  if (type === 'tEXt' || type === 'zTXt' || type === 'iTXt') {
    const { keyword, text } = textChunk(type, data);
    return keyword === XMP_KEYWORD ? xmpName(text) : `text ("${keyword}")`;
  }
  if (type === 'tIME') return 'a date';
  return `a ${type} chunk`;
}

export function pngExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  let i = PNG_SIGNATURE.length;
  while (i + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    if (!PNG_PIXEL_CHUNKS.has(type))
      extras.add(chunkName(type, bytes.subarray(i + 8, i + 8 + length)));
    i += 12 + length;
    if (type === 'IEND') {
      if (i < bytes.length) extras.add(DATA_AFTER);
      return [...extras];
    }
  }
  return [...extras, DAMAGED];
}
