/** @jest-environment node */
/**
 * What an image file holds besides its pixels, in every format a photo can reach the repository in:
 * photos sharp writes here carrying a GPS position (tests/fixtures/private-photos.ts) are named with it,
 * the same photos bare are bare, and a file cut short or of no known format says so.
 */
import sharp from 'sharp';
import { imageContents } from '@/scripts/images/photo-metadata';
import { photoExtras } from '@/scripts/images/photo-bare';
import {
  barePhoto,
  GPS_NAMED,
  intoGif,
  photoWithGps,
  PRIVATE_FORMATS,
  tiffWithGpsDirectory,
} from '@/tests/fixtures/private-photos';
import { PRIVATE_XMP } from '@/scripts/e2e/test-photos';

const FORMAT_NAMES = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
  tiff: 'TIFF',
  gif: 'GIF',
} as const;

const pixels = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3060a0' } });

describe.each(PRIVATE_FORMATS)('a %s photo', (format) => {
  it('holding nothing but its pixels is bare', async () => {
    expect(imageContents(await barePhoto(format))).toEqual({
      format: FORMAT_NAMES[format],
      extras: [],
    });
  });

  it('carrying a GPS position says so', async () => {
    expect(imageContents(await photoWithGps(format))).toEqual({
      format: FORMAT_NAMES[format],
      extras: [GPS_NAMED[format]],
    });
  });

  it('cut short is damaged', async () => {
    const whole = await photoWithGps(format);
    const contents = imageContents(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(contents?.extras).toContain('a damaged structure');
  });
});

describe('what each format holds besides pixels, named', () => {
  it('JPEG: EXIF without a position, XMP, a color profile, a comment, a second image after the end', async () => {
    const jpeg = await pixels()
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .withXmp(PRIVATE_XMP)
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 7]), Buffer.from('hello')]);
    const withComment = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
    const second = Buffer.concat([withComment, await pixels().jpeg().toBuffer()]);
    expect(imageContents(second)?.extras.sort()).toEqual(
      [
        'EXIF',
        'XMP with a GPS position',
        'a color profile',
        'a comment',
        'data after the image',
      ].sort(),
    );
  });

  it('PNG: XMP (compressed text) with a position, a color profile', async () => {
    const png = await pixels().withXmp(PRIVATE_XMP).withIccProfile('p3').png().toBuffer();
    expect(imageContents(png)?.extras.sort()).toEqual(
      ['XMP with a GPS position', 'a color profile'].sort(),
    );
  });

  it('WebP, AVIF and HEIC: XMP with a position and a color profile', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const image = await pixels()
        .withXmp(PRIVATE_XMP)
        .withIccProfile('p3')
        .toFormat(format)
        .toBuffer();
      expect({ format, extras: imageContents(image)?.extras.sort() }).toEqual({
        format,
        extras: ['XMP with a GPS position', 'a color profile'].sort(),
      });
    }
  });

  it('TIFF: a GPS directory, and a color profile', async () => {
    expect(imageContents(tiffWithGpsDirectory())).toEqual({
      format: 'TIFF',
      extras: ['a GPS position'],
    });
    // A real TIFF, as sharp reads it.
    await expect(sharp(tiffWithGpsDirectory()).metadata()).resolves.toMatchObject({
      format: 'tiff',
    });
    const profiled = await pixels().withIccProfile('p3').tiff().toBuffer();
    expect(imageContents(profiled)?.extras).toEqual(['a color profile']);
  });

  it('GIF: a comment; its looping block is pixels', async () => {
    const animated = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .gif({ loop: 0 })
      .toBuffer();
    const comment = Buffer.from([0x21, 0xfe, 5, ...Buffer.from('hello'), 0]);
    expect(imageContents(intoGif(animated, comment))?.extras).toEqual(['a comment']);
  });

  it('a HEIF that sharp writes is AVIF here: it cannot encode HEVC, the codec of the iPhone’s HEIC', async () => {
    await expect(pixels().heif({ compression: 'hevc' }).toBuffer()).rejects.toThrow(
      /Unsupported compression/,
    );
  });

  it('bytes of no image format are not read', () => {
    expect(imageContents(Buffer.from('not an image at all'))).toBeUndefined();
  });
});

describe('a bare photo, as the image step publishes it', () => {
  it('is a JPEG or PNG holding nothing but its pixels', async () => {
    expect(photoExtras(await barePhoto('jpeg'))).toEqual([]);
    expect(photoExtras(await barePhoto('png'))).toEqual([]);
    expect(photoExtras(await photoWithGps('jpeg'))).toEqual(['EXIF with a GPS position']);
  });

  it('is never another format, however bare', async () => {
    for (const format of ['webp', 'avif', 'tiff', 'gif'] as const) {
      expect(photoExtras(await barePhoto(format))).toEqual(['a format other than JPEG or PNG']);
    }
  });
});
