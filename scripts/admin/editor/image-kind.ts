/**
 * What kind of image a file is, read from its first bytes rather than its name or the type the browser
 * guessed from the name (a phone's HEIC renamed .jpg is still a HEIC).
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'gif' | 'tiff' | 'bmp';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** HEIF's brands (ISO/IEC 23008-12) whose images are HEVC, as phones write them; AVIF's are AV1. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The kind of image `bytes` (at least the file's first 32) begin, or undefined for anything else. */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (['II*\0', 'MM\0*'].includes(ascii(bytes, 0, 4))) return 'tiff';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF names avif among them, a HEIC does not.
    const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4)
      brands.push(ascii(bytes, at, 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  }
  return undefined;
}
