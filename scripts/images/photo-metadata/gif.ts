/**
 * What a GIF holds besides its pixels, read from its blocks: the images, their palettes, the frame
 * timing and the looping of an animation are pixels; comments, text blocks, XMP, a color profile and
 * other applications' blocks are not.
 */
import { COLOR_PROFILE, COMMENT, DAMAGED, DATA_AFTER, xmpName } from './extras';

/** Application blocks that only say how an animation loops. */
const LOOPING = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);
const XMP_APPLICATION = 'XMP DataXMP';
const ICC_APPLICATION = 'ICCRGBG1012';

/** The end of the data sub-blocks starting at `i` (after their terminating empty block), or -1. */
function afterSubBlocks(bytes: Buffer, from: number): number {
  let i = from;
  while (i < bytes.length) {
    const size = bytes[i]!;
    i += 1 + size;
    if (size === 0) return i;
  }
  return -1;
}

/** The size of a color table from a packed field, or 0 when it has none. */
const colorTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function extensionName(label: number, bytes: Buffer, at: number, end: number): string | undefined {
  if (label === 0xf9) return undefined; // graphic control: a frame's timing and transparency
  if (label === 0xfe) return COMMENT;
  if (label === 0x01) return 'a text block';
  if (label !== 0xff) return `a GIF extension ${label}`;
  const application = bytes.toString('latin1', at + 1, at + 12);
  if (LOOPING.has(application)) return undefined;
  // XMP is written raw after its header, its sub-block sizes being its own bytes.
  if (application === XMP_APPLICATION) return xmpName(bytes.subarray(at + 12, end));
  if (application === ICC_APPLICATION) return COLOR_PROFILE;
  return `an application block (${application.replace(/[^\x20-\x7e]/g, '?')})`;
}

/** `bytes` starts with GIF87a or GIF89a. */
export function gifExtras(bytes: Buffer): string[] {
  const extras = new Set<string>();
  if (bytes.length < 13) return [DAMAGED];
  let i = 13 + colorTable(bytes[10]!);
  while (i < bytes.length) {
    const introducer = bytes[i]!;
    if (introducer === 0x3b) {
      if (i + 1 < bytes.length) extras.add(DATA_AFTER);
      return [...extras];
    }
    let end: number;
    if (introducer === 0x2c) {
      if (i + 10 > bytes.length) break;
      // The image descriptor, its palette, the LZW code size, then the image data.
      end = afterSubBlocks(bytes, i + 10 + colorTable(bytes[i + 9]!) + 1);
    } else if (introducer === 0x21 && i + 2 < bytes.length) {
      const label = bytes[i + 1]!;
      end = afterSubBlocks(bytes, i + 2);
      if (end < 0) break;
      const name = extensionName(label, bytes, i + 2, end);
      if (name) extras.add(name);
    } else {
      break;
    }
    if (end < 0) break;
    i = end;
  }
  return [...extras, DAMAGED];
}
