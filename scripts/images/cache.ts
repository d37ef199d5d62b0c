/**
 * The incremental-build cache: a manifest of each image's input hash (its SVG, its photo's content, its
 * outputs and the generator version). An image whose hash is unchanged and whose files all exist is not
 * redrawn.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ImageJob } from './job';

/** Bump when the rendering pipeline changes in a way the SVG does not show (encoder settings, resizing). */
const GENERATOR_VERSION = 'artwork-1';
/** Bump when the photo pipeline changes (photo-fit.ts, photo-check.ts), to redraw every photo. */
const PHOTO_VERSION = 'photo-2';

export type Manifest = Record<string, string>;

export function jobHash(job: ImageJob): string {
  const hash = createHash('sha256')
    .update(GENERATOR_VERSION)
    .update('\0')
    .update(JSON.stringify(job.outputs))
    .update('\0')
    .update(job.svg ?? '');
  // Only a job with photos hashes more, so drawings keep the hashes they had before photos existed.
  for (const { sha256, box } of job.photos ?? []) {
    hash.update(`\0${PHOTO_VERSION}\0${sha256}\0${JSON.stringify(box)}`);
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
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(partial, file);
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
