/** Rasterises a job's SVG once (librsvg through sharp) and writes every output size from that bitmap. */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { ImageJob, ImageOutput } from './job';

/** Flat art compresses well; 80 keeps edges and small lettering clean. */
const WEBP = { quality: 80, effort: 2 } as const;
/** Share images: quantised to a palette, which flat art survives without visible banding. */
const PNG = { palette: true, quality: 90, effort: 6, compressionLevel: 9 } as const;

async function encode(pixels: Buffer, info: OutputInfo, output: ImageOutput): Promise<Buffer> {
  let image = sharp(pixels, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (output.width !== info.width || output.height !== info.height) {
    image = image.resize(output.width, output.height, { kernel: 'lanczos3' });
  }
  return output.format === 'png' ? image.png(PNG).toBuffer() : image.webp(WEBP).toBuffer();
}

/** Writes the job's files under `publicDir`; returns the bytes written. */
export async function renderJob(job: ImageJob, publicDir: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(job.svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encoded = new Map<string, Buffer>();
  let bytes = 0;
  for (const output of job.outputs) {
    // The unsuffixed default is the same bitmap as one of the sized files: encode it once.
    const key = `${output.width}x${output.height}.${output.format}`;
    let buffer = encoded.get(key);
    if (!buffer) {
      buffer = await encode(data, info, output);
      encoded.set(key, buffer);
    }
    const file = path.join(publicDir, output.path);
    mkdirSync(path.dirname(file), { recursive: true });
    // Write then rename, so a build reading public/ meanwhile never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, buffer);
    renameSync(partial, file);
    bytes += buffer.length;
  }
  return bytes;
}
