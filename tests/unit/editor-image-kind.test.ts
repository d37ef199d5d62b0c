/** @jest-environment node */
/**
 * The editor tells a photo's kind by its first bytes, not its name (scripts/admin/editor/image-kind.ts):
 * what Decap CMS redraws itself goes to it, everything else is redrawn by the editor first or refused.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { imageKind } from '@/scripts/admin/editor/image-kind';
import { IPHONE_HEIC } from '@/tests/fixtures/iphone-photo';

const picture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe('the kind of a photo, by its first bytes', () => {
  it.each([
    ['jpeg', () => picture().jpeg().toBuffer()],
    ['png', () => picture().png().toBuffer()],
    ['webp', () => picture().webp().toBuffer()],
    ['gif', () => picture().gif().toBuffer()],
    ['tiff', () => picture().tiff().toBuffer()],
    ['tiff', () => picture().tiff({ compression: 'lzw', predictor: 'horizontal' }).toBuffer()],
    ['avif', () => picture().avif().toBuffer()],
  ] as const)('%s, as sharp writes it', async (kind, write) => {
    expect(imageKind(new Uint8Array(await write()))).toBe(kind);
  });

  it('a HEIC, as an iPhone writes it (HEVC in HEIF), whatever its name says', () => {
    expect(imageKind(new Uint8Array(readFileSync(IPHONE_HEIC.file)))).toBe('heic');
  });

  it('a BMP by its signature; nothing for text, a PDF or a video of the same box format', () => {
    expect(imageKind(new TextEncoder().encode('BM6\0\0\0'))).toBe('bmp');
    expect(imageKind(new TextEncoder().encode('hello, this is text'))).toBeUndefined();
    expect(imageKind(new TextEncoder().encode('%PDF-1.7\n'))).toBeUndefined();
    const mp4 = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypisom\0\0\0\0isomiso2'),
    ]);
    expect(imageKind(mp4)).toBeUndefined();
  });
});
