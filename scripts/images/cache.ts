/**
 * The incremental-build cache: a manifest of each image's input hash. A drawing's SVG holds everything it
 * is drawn from (the design's fields, the drawing code's shapes, the fonts' glyphs as paths), so its hash
 * is the SVG's, its outputs' (paths, sizes, format, transparency) and the renderer's; a photo's, the
 * sha256 of its bytes and its box instead of an SVG. An image whose hash is unchanged and whose
 * files all exist is not redrawn: a second run after one design changed draws that design's images only
 * (and a listing's share image that shows it), a change to the fonts or the drawing code every image its
 * SVG changes, a change to the renderer every image.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_MAX_BYTES } from '@/lib/images';
import { writeWhole } from '../write-whole';
import type { ImageJob } from './job';
import { SHARE_COLORS } from './share';

/**
 * What turns an SVG or a photo into files besides them: the rasterizing, fitting, resizing and encoding
 * (render.ts, photo-fit.ts, with the values they take from elsewhere), and sharp with the libvips and
 * librsvg it bundles. Their source text, so any edit to them redraws every image.
 */
const RENDERER = (() => {
  const hash = createHash('sha256').update(
    JSON.stringify({
      sharp: sharp.versions,
      shareImageMaxBytes: SHARE_IMAGE_MAX_BYTES,
      photoPaper: SHARE_COLORS.paper,
    }),
  );
  for (const file of ['render.ts', 'photo-fit.ts']) {
    hash.update('\0').update(readFileSync(path.join(__dirname, file)));
  }
  return hash.digest('hex');
})();

export type Manifest = Record<string, string>;

export function jobHash(job: ImageJob): string {
  const hash = createHash('sha256')
    .update(RENDERER)
    .update('\0')
    .update(JSON.stringify({ outputs: job.outputs, transparent: job.transparent ?? false }))
    .update('\0')
    .update(job.svg ?? '');
  for (const { sha256, box } of job.photos ?? []) {
    hash.update(`\0${sha256}\0${JSON.stringify(box)}`);
  }
  return hash.digest('hex');
}

export function readManifest(file: string): Manifest {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Manifest) : {};
  } catch {
    // A corrupt manifest only costs a full regeneration.
    return {};
  }
}

export function writeManifest(file: string, manifest: Manifest): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeWhole(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** True when the job's files exist and were produced from the same inputs. */
export function isUpToDate(
  job: ImageJob,
  hash: string,
  manifest: Manifest,
  publicDir: string,
): boolean {
  return (
    manifest[job.key] === hash && job.outputs.every((o) => existsSync(path.join(publicDir, o.path)))
  );
}
