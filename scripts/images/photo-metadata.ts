/**
 * What an image file holds besides its pixels, whatever the format a photo can come in: JPEG and PNG,
 * WebP, HEIF (HEIC, the iPhone's format, and AVIF), TIFF and GIF, told apart by their first bytes, not by
 * their names. Each format's reader (photo-metadata/) names what it finds: EXIF (saying when it holds a
 * GPS position), XMP, IPTC, a color profile, comments, thumbnails, a second image, and any part it does
 * not know, since only what is known to be pixels counts as pixels.
 */
import { DAMAGED } from './photo-metadata/extras';
import { gifExtras } from './photo-metadata/gif';
import { heifExtras } from './photo-metadata/heif';
import { jpegExtras } from './photo-metadata/jpeg';
import { PNG_SIGNATURE, pngExtras } from './photo-metadata/png';
import { tiffExtras } from './photo-metadata/tiff';
import { webpExtras } from './photo-metadata/webp';

type ImageFormat = 'JPEG' | 'PNG' | 'WebP' | 'AVIF' | 'HEIC' | 'HEIF' | 'TIFF' | 'GIF';

export interface ImageContents {
  format: ImageFormat;
  /** What it holds besides its pixels, in words ('EXIF with a GPS position', 'XMP'…); empty when bare. */
  extras: string[];
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);

/** A HEIF file's format by the brands of its `ftyp` box, or undefined for another ISO media file (a video). */
function heifFormat(bytes: Buffer): ImageFormat | undefined {
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands: string[] = [];
  // The major brand, then (after the minor version) the compatible brands.
  for (let i = 8; i + 4 <= size; i += i === 8 ? 8 : 4)
    brands.push(bytes.toString('latin1', i, i + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'AVIF';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'HEIC';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'HEIF';
  return undefined;
}

function formatOf(bytes: Buffer): ImageFormat | undefined {
  const text = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'PNG';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'WebP';
  if (bytes.length >= 12 && text(4, 8) === 'ftyp') return heifFormat(bytes);
  if (text(0, 4) === 'II*\0' || text(0, 4) === 'MM\0*') return 'TIFF';
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'GIF';
  return undefined;
}

const READERS: Record<ImageFormat, (bytes: Buffer) => string[]> = {
  JPEG: jpegExtras,
  PNG: pngExtras,
  WebP: webpExtras,
  AVIF: heifExtras,
  HEIC: heifExtras,
  HEIF: heifExtras,
  TIFF: tiffExtras,
  GIF: gifExtras,
};

/** The format of `bytes` and what they hold besides pixels, or undefined when they are none of these formats. */
export function imageContents(bytes: Buffer): ImageContents | undefined {
  const format = formatOf(bytes);
  if (!format) return undefined;
  try {
    return { format, extras: READERS[format](bytes) };
  } catch (error) {
    // A size or offset pointing past the end of the file: a structure cut short.
    if (error instanceof RangeError) return { format, extras: [DAMAGED] };
    throw error;
  }
}
