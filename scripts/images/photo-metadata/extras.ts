/**
 * The words for what an image file holds besides its pixels, shared by the readers of each format, so a
 * photo's GPS position reads the same whatever its format. Phones write the position into EXIF (its GPS
 * directory) and, through photo tools, into XMP.
 */

export const EXIF = 'EXIF';
export const EXIF_WITH_GPS = 'EXIF with a GPS position';
const XMP = 'XMP';
const XMP_WITH_GPS = 'XMP with a GPS position';
export const IPTC = 'IPTC';
export const COLOR_PROFILE = 'a color profile';
export const COMMENT = 'a comment';
export const THUMBNAIL = 'a thumbnail';
export const SECOND_IMAGE = 'a second image';
export const DATA_AFTER = 'data after the image';
export const DAMAGED = 'a damaged structure';

/** XMP's words for a position: exif:GPSLatitude, exif:GPSLongitude… (as attributes or elements). */
const XMP_GPS = /GPS(Latitude|Longitude|Altitude|Coordinates)/;

/** What an XMP packet is called: with a GPS position when it holds one. */
export function xmpName(packet: Buffer): string {
  return XMP_GPS.test(packet.toString('latin1')) ? XMP_WITH_GPS : XMP;
}

/** A list without repeats, in the order first found. */
export function unique(names: Iterable<string>): string[] {
  return [...new Set(names)];
}
