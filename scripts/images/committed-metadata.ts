/**
 * The second line of defence for the owner's privacy: no image git holds or would commit carries more
 * than its pixels (EXIF and its GPS position, XMP, IPTC, a comment…; a color profile aside), whatever its
 * format (photo-metadata.ts). The photo pipeline strips what reaches the photo folder, and the editor
 * strips what it uploads; this catches what reaches the repository another way: a photo added by hand
 * into another folder, one committed before the build stripped it, one the editor committed online.
 *
 * What git holds is read from its index; what it would commit, from the working copy. One exception: a
 * photo in the photo folder that is not in git yet, or changed since, is the image step's to replace by
 * its bare copy before anything is committed (data/photos/README.md): it is listed as pending, not as a
 * problem, so that dropping a photo in and building keeps working.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageContents } from './photo-metadata';
import { COLOR_PROFILE } from './photo-metadata/extras';
import { isPhotoName, ORIGINALS_FOLDER } from './photo-folder';
import { blobBytes, gitFiles } from './git-files';

/**
 * The names an image goes by: every format photo-metadata.ts reads, and others a photo may come in
 * (JPEG XL, BMP, a camera's raw DNG), which it cannot vouch for and so refuses.
 */
const IMAGE_EXTENSIONS = new Set([
  ...['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'apng', 'webp', 'avif', 'heic', 'heif', 'hif'],
  ...['tif', 'tiff', 'gif', 'dng', 'jxl', 'bmp'],
]);

/**
 * Test fixtures that carry metadata on purpose, each known by its bytes' SHA-256: a real iPhone HEIC for the
 * editor's upload test, whose phone metadata (a GPS position, a camera, a name) scripts/e2e/test-photos.ts
 * invented; sharp cannot write HEVC, so it is kept rather than made (tests/fixtures/iphone-photo.ts). Any
 * other bytes under the same name are checked as every image is.
 */
const INVENTED_METADATA: ReadonlyMap<string, string> = new Map([
  [
    'tests/fixtures/iphone-photo.heic',
    'f2f380730f087c02083a622a359d5250db36a18efeab954dd1c9d4dfb97b5d88',
  ],
]);

/** Hashes only a file under one of those names: every other image is read as it is. */
function isInvented(file: string, bytes: Buffer): boolean {
  const known = INVENTED_METADATA.get(file);
  return known !== undefined && known === createHash('sha256').update(bytes).digest('hex');
}

const isImageName = (file: string) =>
  IMAGE_EXTENSIONS.has(path.extname(file).slice(1).toLowerCase());

export interface MetadataCheck {
  /** How many images were read. */
  checked: number;
  /** One sentence per image that carries more than its pixels: the file, what it holds, what to do. */
  problems: string[];
  /** Photos in the photo folder that carry more, which the image step replaces by bare copies. */
  pending: string[];
}

/** 'a, b and c'. */
const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

const FIX_IN_PHOTO_FOLDER =
  'Run `npm run images`: it replaces the photo by a bare copy and keeps your original where git never looks (data/photos/README.md). Then commit.';
const FIX_CONVERT =
  'Export it again as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible), put that in its place and commit.';
const FIX_ELSEWHERE = 'Save it again without its metadata, or remove it, and commit.';
const FIX_STAGE =
  'Its working copy is bare already: `git add -A` stages that in its place. Then commit.';
const HISTORY =
  ' If it was committed, earlier commits still hold it: docs/owner.md says how to take it out of the history.';

/** What to do about an image, by where it is. */
function fix(file: string, photosDir: string): string {
  if (!file.startsWith(`${photosDir}/`)) return FIX_ELSEWHERE;
  return isPhotoName(file) ? FIX_IN_PHOTO_FOLDER : FIX_CONVERT;
}

/**
 * What a copy of an image holds besides its pixels that says something of the photo, or undefined when its
 * format is none this reads. A color profile says only how to show its colors, and browsers write one into
 * every JPEG and WebP they draw (Chromium an sRGB profile), so into each photo the editor redraws and
 * commits online: counting it would refuse every photo she publishes.
 */
export const privateExtrasOf = (bytes: Buffer) =>
  imageContents(bytes)?.extras.filter((extra) => extra !== COLOR_PROFILE);

/** The working copy's bytes, or undefined when the file is gone. */
function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Checks the images of `root` that git holds or would commit; `photosDir` is the photo folder, relative
 * to `root` with '/' separators. Undefined when `root` is not in a git work tree: there is no history to
 * keep clean, and the image step strips the photo folder all the same.
 */
export function checkCommittedMetadata(root: string, photosDir: string): MetadataCheck | undefined {
  const files = gitFiles(root);
  if (!files) return undefined;
  const originals = `${photosDir}/${ORIGINALS_FOLDER}/`;
  const replacedByTheImageStep = (file: string) =>
    file.startsWith(`${photosDir}/`) && !file.startsWith(originals) && isPhotoName(file);

  // The working copies git would commit: files changed since staged, and new ones.
  const working = new Map<string, string[] | undefined>();
  for (const file of [...files.changed, ...files.untracked].filter(isImageName)) {
    const bytes = readIfThere(path.join(root, file));
    if (bytes) working.set(file, isInvented(file, bytes) ? [] : privateExtrasOf(bytes));
  }
  const staged = [...files.staged].filter(([file]) => isImageName(file));
  const result: MetadataCheck = {
    checked: staged.length + working.size,
    problems: [],
    pending: [],
  };

  for (const [file, blob] of staged) {
    // Unchanged since staged, the working copy holds the same bytes: read without asking git.
    const changed = files.changed.has(file);
    const bytes = changed ? blobBytes(root, blob) : readFileSync(path.join(root, file));
    const held = isInvented(file, bytes) ? [] : privateExtrasOf(bytes);
    if (!held) result.problems.push(unreadable(file, 'git holds'));
    else if (held.length > 0) {
      const what = changed && working.get(file)?.length === 0 ? FIX_STAGE : fix(file, photosDir);
      result.problems.push(
        `${file}: git holds it with ${list(held)}, which anyone with the repository can read. ${what}${HISTORY}`,
      );
    }
  }
  for (const [file, held] of working) {
    if (!held) result.problems.push(unreadable(file, '`git add -A` would commit'));
    else if (held.length === 0) continue;
    else if (replacedByTheImageStep(file)) result.pending.push(file);
    else {
      result.problems.push(
        `${file}: holds ${list(held)}, and \`git add -A\` would commit it. ${fix(file, photosDir)}`,
      );
    }
  }
  return result;
}

function unreadable(file: string, who: string): string {
  const extension = path.extname(file).slice(1).toLowerCase();
  return `${file}: ${who} this image, in a format this check cannot read (.${extension}), so it cannot vouch that it holds nothing but its pixels. Save it as JPEG or PNG, or remove it, and commit.`;
}
