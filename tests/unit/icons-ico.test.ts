/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { packIco } from '@/scripts/icons/ico';

/** Stand-ins for PNG bytes: the packer copies them as they are. */
const frame = (size: number, length: number) => ({ size, png: Buffer.alloc(length, size) });

describe('packIco', () => {
  it('writes the ICO header, one directory entry per frame, then the frames in order', () => {
    const frames = [frame(16, 10), frame(32, 20), frame(48, 30)];
    const ico = packIco(frames);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    let offset = 6 + 16 * 3;
    frames.forEach(({ size, png }, index) => {
      const entry = 6 + 16 * index;
      expect({
        width: ico.readUInt8(entry),
        height: ico.readUInt8(entry + 1),
        planes: ico.readUInt16LE(entry + 4),
        bitsPerPixel: ico.readUInt16LE(entry + 6),
        length: ico.readUInt32LE(entry + 8),
        offset: ico.readUInt32LE(entry + 12),
      }).toEqual({
        width: size,
        height: size,
        planes: 1,
        bitsPerPixel: 32,
        length: png.length,
        offset,
      });
      expect(ico.subarray(offset, offset + png.length)).toEqual(png);
      offset += png.length;
    });
    expect(ico).toHaveLength(offset);
  });

  it('writes 256 pixels as 0, as the format says, and refuses sizes it cannot hold', () => {
    expect(packIco([frame(256, 4)]).readUInt8(6)).toBe(0);
    expect(() => packIco([frame(257, 4)])).toThrow('1 to 256 pixels');
    expect(() => packIco([frame(0, 4)])).toThrow('1 to 256 pixels');
  });
});
