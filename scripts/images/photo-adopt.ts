/**
 * Puts a photo's published copy (photo-copy.ts) where the owner dropped the photo, and keeps her original
 * in the originals folder beside the photos (data/photos/originals/), which holds a .gitignore of its own
 * so that `git add -A` never takes it, whatever folder PHOTOS_DIR names. An original is never overwritten
 * or deleted: a later one for the same picture is kept beside it as `front (2).jpg`, and one already
 * kept byte for byte is not kept twice.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORIGINALS_FOLDER } from './photo-folder';
import type { PublishedCopy } from './photo-copy';

const IGNORE_EVERYTHING =
  "# The owner's original photos, with their metadata: never committed.\n*\n";

export interface Adopted {
  /** The published copy, where the photo was. */
  photo: string;
  /** Where the original now is. */
  original: string;
}

/** The originals folder, made with its .gitignore if needed. */
function originalsFolder(photosDir: string): string {
  const folder = path.join(photosDir, ORIGINALS_FOLDER);
  mkdirSync(folder, { recursive: true });
  const ignore = path.join(folder, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, IGNORE_EVERYTHING);
  return folder;
}

/** Where to keep `file`'s bytes under `wanted`: wanted itself, 'name (2).ext'…, or one holding them already. */
function keepingPlace(wanted: string, bytes: Buffer): { place: string; kept: boolean } {
  const { dir, name, ext } = path.parse(wanted);
  for (let n = 1; ; n++) {
    const place = n === 1 ? wanted : path.join(dir, `${name} (${n})${ext}`);
    if (!existsSync(place)) return { place, kept: false };
    if (readFileSync(place).equals(bytes)) return { place, kept: true };
  }
}

/**
 * Replaces `file`, in `photosDir`, by `copy` (named after it, with the copy's extension) and keeps the
 * original. Each step is a rename inside the photo folder: at every moment the original is either where
 * it was or in the originals folder, and the copy appears whole or not at all.
 */
export function adoptCopy(photosDir: string, file: string, copy: PublishedCopy): Adopted {
  const folder = originalsFolder(photosDir);
  const { place, kept } = keepingPlace(
    path.join(folder, path.relative(photosDir, file)),
    readFileSync(file),
  );
  const { dir, name } = path.parse(file);
  const photo = path.join(dir, `${name}.${copy.extension}`);
  const partial = path.join(folder, `.${name}.${process.pid}.partial`);
  writeFileSync(partial, copy.bytes);
  if (kept) rmSync(file);
  else {
    mkdirSync(path.dirname(place), { recursive: true });
    renameSync(file, place);
  }
  renameSync(partial, photo);
  return { photo, original: place };
}
