/**
 * What a TIFF structure holds besides its pixels: a TIFF file's first directory of tags, and the EXIF
 * block of a JPEG, PNG, WebP or HEIF, which is a TIFF structure too (its GPS position is a directory the
 * first one points to). Only the tags that say how to lay out and decode the pixels count as pixels.
 */
import { COLOR_PROFILE, DAMAGED, EXIF, EXIF_WITH_GPS, IPTC, SECOND_IMAGE, xmpName } from './extras';

/** The tags of baseline and extended TIFF that describe the pixels, by number. */
const PIXEL_TAGS = new Set([
  254, // NewSubfileType
  255, // SubfileType
  256, // ImageWidth
  257, // ImageLength
  258, // BitsPerSample
  259, // Compression
  262, // PhotometricInterpretation
  266, // FillOrder
  273, // StripOffsets
  274, // Orientation
  277, // SamplesPerPixel
  278, // RowsPerStrip
  279, // StripByteCounts
  280, // MinSampleValue
  281, // MaxSampleValue
  282, // XResolution
  283, // YResolution
  284, // PlanarConfiguration
  296, // ResolutionUnit
  317, // Predictor
  318, // WhitePoint
  319, // PrimaryChromaticities
  320, // ColorMap
  322, // TileWidth
  323, // TileLength
  324, // TileOffsets
  325, // TileByteCounts
  338, // ExtraSamples
  339, // SampleFormat
  340, // SMinSampleValue
  341, // SMaxSampleValue
  347, // JPEGTables
  529, // YCbCrCoefficients
  530, // YCbCrSubSampling
  531, // YCbCrPositioning
  532, // ReferenceBlackWhite
]);

const GPS_DIRECTORY = 34853;

/** What the other tags a photo tool or camera writes are called. */
const TAG_NAMES: Record<number, string> = {
  269: 'a document name',
  270: 'a description',
  271: 'the camera',
  272: 'the camera',
  305: 'the software',
  306: 'a date',
  315: 'the author',
  316: 'the computer',
  330: SECOND_IMAGE, // SubIFDs
  33432: 'a copyright',
  33723: IPTC,
  34377: 'Photoshop data',
  34665: EXIF,
  34675: COLOR_PROFILE,
  [GPS_DIRECTORY]: 'a GPS position',
};
const XMP_TAG = 700;

interface Tag {
  tag: number;
  count: number;
  /** Where the value is: in the entry itself when it fits in 4 bytes, else at the offset it holds. */
  valueAt: number;
  /** Its size in bytes. */
  size: number;
  /** Its numbers, for a SHORT or LONG value (the strips' offsets and sizes). */
  numbers: () => number[];
}

/** Sizes of TIFF's field types, by type number (BYTE, ASCII, SHORT, LONG, RATIONAL…). */
const TYPE_SIZES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4, 0, 0, 8, 8, 8];

/** Reads a TIFF structure's header and first directory, or undefined where it is cut short or malformed. */
function firstDirectory(bytes: Buffer): { tags: Tag[]; next: number } | undefined {
  if (bytes.length < 8) return undefined;
  const order = bytes.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const start = u32(4);
  if (start + 2 > bytes.length) return undefined;
  const count = u16(start);
  const end = start + 2 + count * 12;
  if (end + 4 > bytes.length) return undefined;
  const tags: Tag[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + 2 + i * 12;
    const type = u16(at + 2);
    const valueCount = u32(at + 4);
    const size = (TYPE_SIZES[type] ?? 1) * valueCount;
    const valueAt = size <= 4 ? at + 8 : u32(at + 8);
    const numbers = () =>
      Array.from({ length: valueCount }, (_, n) =>
        type === 3 ? u16(valueAt + 2 * n) : u32(valueAt + 4 * n),
      );
    tags.push({ tag: u16(at), count: valueCount, valueAt, size, numbers });
  }
  return { tags, next: u32(end) };
}

const STRIP_OFFSETS = 273;
const STRIP_SIZES = 279;
const TILE_OFFSETS = 324;
const TILE_SIZES = 325;

/** Whether every value and every strip or tile of the pixels lies inside the file. */
function whole(bytes: Buffer, tags: readonly Tag[]): boolean {
  if (tags.some(({ valueAt, size }) => valueAt + size > bytes.length)) return false;
  const numbers = (wanted: number) => tags.find(({ tag }) => tag === wanted)?.numbers() ?? [];
  for (const [offsets, sizes] of [
    [STRIP_OFFSETS, STRIP_SIZES],
    [TILE_OFFSETS, TILE_SIZES],
  ] as const) {
    const sizesOf = numbers(sizes);
    if (numbers(offsets).some((offset, n) => offset + (sizesOf[n] ?? 0) > bytes.length))
      return false;
  }
  return true;
}

/** What a TIFF file holds besides pixels. */
export function tiffExtras(bytes: Buffer): string[] {
  const directory = firstDirectory(bytes);
  if (!directory || !whole(bytes, directory.tags)) return [DAMAGED];
  const extras = new Set<string>();
  for (const { tag, count, valueAt } of directory.tags) {
    if (PIXEL_TAGS.has(tag)) continue;
    if (tag === XMP_TAG) extras.add(xmpName(bytes.subarray(valueAt, valueAt + count)));
    else extras.add(TAG_NAMES[tag] ?? `a TIFF tag ${tag}`);
  }
  if (directory.next !== 0) extras.add(SECOND_IMAGE);
  return [...extras];
}

/** What an EXIF block (the TIFF structure after `Exif\0\0`) is called: with a GPS position when it has one. */
export function exifName(block: Buffer): string {
  const directory = firstDirectory(block);
  return directory?.tags.some(({ tag }) => tag === GPS_DIRECTORY) ? EXIF_WITH_GPS : EXIF;
}
