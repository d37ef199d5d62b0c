/**
 * Draws a job once at its largest size (the SVG rasterised by librsvg through sharp, the owner's photo
 * fitted over it or alone) and writes every output size from that bitmap.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_MAX_BYTES } from '@/lib/images';
import { writeWhole } from '../write-whole';
import { type ImageJob, type ImageOutput, largestSize } from './job';
import { fitPhoto, type RawImage } from './photo-fit';

/**
 * Flat art compresses well; 80 keeps edges and small lettering clean. A transparent drawing's alpha is
 * quantized (alphaQuality 50) rather than kept lossless: a product's 12 files weigh 196 KB instead of 268
 * (6 designs measured), with no step seen in a shadow or the table's grain over either theme's backdrop.
 * Effort 4 would save 5% more at twice the time.
 */
const WEBP = { quality: 80, effort: 2, alphaQuality: 50 } as const;
/**
 * Share images: JPEG without chroma subsampling, so brand-colored lettering keeps its edges and a photo
 * shows without the dithering a 256-color PNG gave it. Qualities tried in turn until the image fits
 * SHARE_IMAGE_MAX_BYTES: the first fits every drawing (44–75 KB) and each of 9 real photos measured in a
 * product's share image (59–147 KB); the others are for a photo of pure noise.
 */
const SHARE_JPEG = { chromaSubsampling: '4:4:4', mozjpeg: true } as const;
const SHARE_QUALITIES = [85, 75, 60, 45] as const;

async function encode(bitmap: RawImage, output: ImageOutput): Promise<Buffer> {
  const { info } = bitmap;
  let image = sharp(bitmap.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (output.width !== info.width || output.height !== info.height) {
    image = image.resize(output.width, output.height, { kernel: 'lanczos3' });
  }
  if (output.format === 'webp') return image.webp(WEBP).toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of SHARE_QUALITIES) {
    jpeg = await image
      .clone()
      .jpeg({ ...SHARE_JPEG, quality })
      .toBuffer();
    if (jpeg.length <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return jpeg;
}

/** The SVG's pixels: RGBA when `transparent` (its ground stays see-through), else RGB. */
async function rasterize(svg: string, transparent: boolean): Promise<RawImage> {
  const image = sharp(Buffer.from(svg));
  const { data, info } = await (transparent ? image.ensureAlpha() : image.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    info: { width: info.width, height: info.height, channels: transparent ? 4 : 3 },
  };
}

/** The job's bitmap at its largest size. Raw pixels: nothing of a photo's metadata comes along. */
async function draw(job: ImageJob): Promise<RawImage> {
  const { svg, photos = [] } = job;
  const fitted = await Promise.all(
    photos.map(async ({ file, box }) => ({
      box,
      ...(await fitPhoto(file, box.width, box.height)),
    })),
  );
  if (svg === undefined) {
    if (fitted.length !== 1) throw new Error(`${job.key}: a job without an SVG needs one photo`);
    return fitted[0]!;
  }
  const base = await rasterize(svg, job.transparent ?? false);
  if (fitted.length === 0) return base;
  const { data } = await sharp(base.data, { raw: base.info })
    .composite(
      fitted.map(({ data, info, box }) => ({
        input: data,
        raw: info,
        left: box.left,
        top: box.top,
      })),
    )
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Photos are laid over opaque drawings only (share images): what they make is opaque too.
  return { data, info: { ...base.info, channels: 3 } };
}

/** Writes the job's files under `publicDir`; returns the bytes written. */
export async function renderJob(job: ImageJob, publicDir: string): Promise<number> {
  const bitmap = await draw(job);
  const size = largestSize(job.outputs);
  if (bitmap.info.width !== size.width || bitmap.info.height !== size.height) {
    throw new Error(
      `${job.key}: drawn at ${bitmap.info.width}×${bitmap.info.height}, its largest output is ${size.width}×${size.height}`,
    );
  }
  // Encode everything before writing anything, so a failure leaves the job's old files as they were.
  const encoded: Buffer[] = [];
  for (const output of job.outputs) encoded.push(await encode(bitmap, output));
  let bytes = 0;
  for (const [index, output] of job.outputs.entries()) {
    const buffer = encoded[index]!;
    const file = path.join(publicDir, output.path);
    mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all: a build reading public/ meanwhile never sees half a file, and a failed write
    // leaves nothing behind that the export would copy.
    writeWhole(file, buffer);
    bytes += buffer.length;
  }
  return bytes;
}
