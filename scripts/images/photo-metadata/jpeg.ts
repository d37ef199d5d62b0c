/**
 * What a JPEG holds besides its pixels, read from its segments: the application segments (EXIF, XMP, a
 * color profile, IPTC, a second image's index), comments, and anything after the image's end (where
 * phones put a second image: a depth map or a thumbnail).
 */
import {
  COLOR_PROFILE,
  COMMENT,
  DAMAGED,
  DATA_AFTER,
  IPTC,
  SECOND_IMAGE,
  THUMBNAIL,
  xmpName,
} from './extras';
import { exifName } from './tiff';

const EXIF_HEADER = 'Exif\0\0';
const XMP_HEADERS = ['http://ns.adobe.com/xap/1.0/\0', 'http://ns.adobe.com/xmp/extension/\0'];

/** What an application segment (APP1 to APP15) holding `payload` is. */
function applicationSegment(marker: number, payload: Buffer): string {
  const starts = (text: string) => payload.toString('latin1', 0, text.length) === text;
  if (marker === 0xe1) {
    if (starts(EXIF_HEADER)) return exifName(payload.subarray(EXIF_HEADER.length));
    const xmp = XMP_HEADERS.find(starts);
    if (xmp) return xmpName(payload.subarray(xmp.length));
  }
  if (marker === 0xe2) {
    if (starts('ICC_PROFILE\0')) return COLOR_PROFILE;
    if (starts('MPF\0')) return SECOND_IMAGE;
  }
  if (marker === 0xed) return IPTC;
  if (marker === 0xee) return 'Adobe color data';
  return `an APP${marker - 0xe0} segment`;
}

export function jpegExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  let i = 2;
  for (;;) {
    if (i + 2 > bytes.length || bytes[i] !== 0xff) return [...extras, DAMAGED];
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      if (i + 2 < bytes.length) extras.add(DATA_AFTER);
      return [...extras];
    }
    if (i + 4 > bytes.length) return [...extras, DAMAGED];
    const length = bytes.readUInt16BE(i + 2);
    if (marker === 0xe0) {
      // APP0: a bare JFIF header (16 bytes) is pixels' business; JFXX or a thumbnail in it is not.
      const jfif = bytes.toString('latin1', i + 4, i + 9) === 'JFIF\0';
      if (!jfif || length !== 16) extras.add(THUMBNAIL);
    } else if (marker >= 0xe1 && marker <= 0xef) {
      extras.add(applicationSegment(marker, bytes.subarray(i + 4, i + 2 + length)));
    } else if (marker === 0xfe) {
      extras.add(COMMENT);
    }
    i += 2 + length;
    if (marker === 0xda) i = endOfScan(bytes, i);
  }
}

/**
 * Where the entropy-coded data that starts at `i` ends: at the next marker that is neither a stuffed
 * 0xff00 nor a restart (0xffd0 to 0xffd7). Found with indexOf, which scans a phone's photo in a
 * millisecond or two.
 */
function endOfScan(bytes: Buffer, from: number): number {
  let i = from;
  for (;;) {
    i = bytes.indexOf(0xff, i);
    if (i < 0 || i + 1 >= bytes.length) return bytes.length;
    const next = bytes[i + 1]!;
    if (next !== 0 && !(next >= 0xd0 && next <= 0xd7)) return i;
    i++;
  }
}
