/**
 * Packs PNG images into one .ico file (the ICO container: a 6-byte header, a 16-byte entry per image, then
 * the images). Each frame stays a PNG, which every browser and Windows since Vista read inside an ICO.
 */

export interface IcoFrame {
  /** Width and height in pixels, 1 to 256. */
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const ICON_TYPE = 1;
const BITS_PER_PIXEL = 32;

export function packIco(frames: IcoFrame[]): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(ICON_TYPE, 2);
  header.writeUInt16LE(frames.length, 4);

  let offset = HEADER_BYTES + ENTRY_BYTES * frames.length;
  const entries = frames.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`An ICO frame is 1 to 256 pixels wide, not ${size}`);
    }
    const entry = Buffer.alloc(ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // color planes
    entry.writeUInt16LE(BITS_PER_PIXEL, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });

  return Buffer.concat([header, ...entries, ...frames.map((frame) => frame.png)]);
}
