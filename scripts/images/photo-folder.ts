/**
 * The owner's photo folder (data/photos, or PHOTOS_DIR): which file replaces which drawing, which photos
 * of a design no view uses (left out of the build, with a warning: a photo replaced in the editor stays
 * in the folder until she deletes it), and every file that breaks the naming contract, each named with
 * what to do about it. Reads names only, never pixels (photo-check.ts does that). data/photos/README.md
 * states the contract for the owner.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { meantName } from './photo-names';

const PHOTO_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'webp', 'avif'];

/** The folder's own README, and what file managers and git leave in folders; never read as photos. */
const IGNORED = new Set(['README.md', '.gitkeep', '.DS_Store', 'Thumbs.db', 'desktop.ini']);
export const isIgnored = (name: string) => IGNORED.has(name) || name.startsWith('._');

/** A photo a design's content file names for one of its views: uploaded through the editor, under its own name. */
interface NamedPhoto {
  view: string;
  /** The file name the content gives ('img_1234.jpg'); the photo is the file of that stem, any extension. */
  file: string;
  /** '/images/products/<slug>/<view>.webp'. */
  image: string;
}

/** The drawings a photo may replace, by the name the photo must have. Values are image paths. */
export interface PhotoSlots {
  /** slug → view → '/images/products/<slug>/<view>.webp'. */
  products: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** slug → the photos its content file names (data/products.ts: designPhotoFiles). */
  named?: ReadonlyMap<string, readonly NamedPhoto[]>;
  /** 'lauren-hayes' → '/images/team/lauren-hayes.webp'. */
  team: ReadonlyMap<string, string>;
  hero: string;
}

export interface PhotoFolder {
  /** Image path → the photo file (absolute) that replaces its drawing. */
  photos: Map<string, string>;
  /** Photos in a design's folder that no view uses: not published, each with the sentence saying so. */
  unused: UnusedPhoto[];
  /** One sentence per problem, starting with the file it is about. */
  problems: string[];
}

export interface UnusedPhoto {
  /** The photo file (absolute). */
  file: string;
  /** Starts with the file: why it is left out, and that it can be deleted. */
  warning: string;
}

const LOWER_CASE = 'names are lower case.';

const VIEW = 'a view';
/** What the owner may do with a photo no view uses: it stays in the folder, unpublished, until she deletes it. */
const UNUSED_PHOTO =
  "so it is not published: the build leaves it out. Choose it for one of the design's photos in the editor, or delete it if you no longer need it (in the editor: a photo field's Choose an image, select it, Delete selected).";

/**
 * Where the owner's originals are kept once their published copies replace them (photo-adopt.ts): in the
 * photo folder, so she finds them, and never read as photos.
 */
export const ORIGINALS_FOLDER = 'originals';

/** The folder of team photos, beside the product folders. */
export const TEAM_FOLDER = 'team';
/** The home page's photo's name, before its extension, at the top of the folder. */
export const HERO_NAME = 'hero';

/** How a file or folder is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

function splitName(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0
    ? { stem: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() }
    : { stem: name, extension: '' };
}

const isPhotoExtension = (extension: string) => PHOTO_EXTENSIONS.includes(extension);

/** Whether a file of this name is one the photo folder reads as a photo (by its extension, in any case). */
export const isPhotoName = (name: string) => isPhotoExtension(splitName(name).extension);

/** Whether `file` is the photo a content file names as `named`: the same stem, any extension. */
const sameStem = (file: string, named: string) =>
  splitName(path.basename(file)).stem === splitName(named).stem;

/** 'a, b or c' (or 'and'). */
const list = (names: readonly string[], word: 'or' | 'and') =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${word} ${names.at(-1)}` : (names[0] ?? '');

const EXTENSION_LIST = list(
  PHOTO_EXTENSIONS.map((extension) => `.${extension}`),
  'or',
);

/** A folder's entries by name, so the problems come in the same order on every machine. */
const entries = (folder: string) =>
  readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));

/** Reads `dir`: a missing folder holds no photos. */
export function readPhotoFolder(dir: string, slots: PhotoSlots): PhotoFolder {
  const found = new Map<string, string[]>();
  const unused: UnusedPhoto[] = [];
  const problems: string[] = [];
  const shown = displayPath(dir);
  if (!existsSync(dir)) return { photos: new Map(), unused, problems };
  const add = (image: string, file: string) =>
    found.set(image, [...(found.get(image) ?? []), file]);

  /**
   * Files in `folder` named `<stem>.<ext>` where stem is a key of `names`, or the stem of a photo the
   * design's content file names (`named`). In a design's folder (`what` is VIEW), a photo of another name,
   * or one named after a view for which the content file names another photo, is left out with a warning.
   */
  function readFiles(
    folder: string,
    names: ReadonlyMap<string, string>,
    what: string,
    named: readonly NamedPhoto[] = [],
  ): void {
    const namedStems = new Map(named.map((photo) => [splitName(photo.file).stem, photo.image]));
    const namedFor = new Map(named.map((photo) => [photo.image, photo]));
    const unusedStems = new Map<string, string[]>();
    const leaveOut = (file: string, stem: string, why: string) => {
      unused.push({ file, warning: `${displayPath(file)}: ${why}, ${UNUSED_PHOTO}` });
      unusedStems.set(stem, [...(unusedStems.get(stem) ?? []), file]);
    };
    for (const entry of entries(folder)) {
      if (isIgnored(entry.name)) continue;
      const file = path.join(folder, entry.name);
      if (statSync(file).isDirectory()) {
        problems.push(
          `${displayPath(file)}/: no folders are read inside ${displayPath(folder)}/. Move its photos up a level, or remove it.`,
        );
        continue;
      }
      const { stem, extension } = splitName(entry.name);
      const byName = names.get(stem);
      const image = namedStems.get(stem) ?? byName;
      const meant = image ? undefined : meantName(stem, names.keys());
      // A photo named after a view whose photo the content file names otherwise: an earlier one, replaced.
      const replacedBy = byName && !namedStems.has(stem) ? namedFor.get(byName) : undefined;
      if (!isPhotoExtension(extension)) {
        problems.push(
          `${displayPath(file)}: not a photo the shop reads. Save photos as ${EXTENSION_LIST}, and keep nothing else here.`,
        );
      } else if (meant?.reason === 'case') {
        problems.push(`${displayPath(file)}: ${LOWER_CASE} Rename it ${meant.name}.${extension}.`);
      } else if (replacedBy) {
        leaveOut(
          file,
          stem,
          `the design's file names ${replacedBy.file} as its ${replacedBy.view} photo, not this one`,
        );
      } else if (!image && what === VIEW) {
        const guess = meant
          ? ` (if it is meant as the ${meant.name} photo, name it ${meant.name}.${extension})`
          : '';
        leaveOut(file, stem, `no view of the design uses this photo${guess}`);
      } else if (!image) {
        const guess = meant ? ` Did you mean ${meant.name}.${extension}?` : '';
        problems.push(
          `${displayPath(file)}: "${stem}" is not ${what}.${guess} Name the photo ${list([...names.keys()], 'or')}, followed by ${EXTENSION_LIST}.`,
        );
      } else {
        add(image, file);
      }
    }
    // The build replaces a photo by its copy under the same name, .jpg or .png: two of one name would clash.
    for (const files of unusedStems.values()) {
      if (files.length > 1) {
        problems.push(
          `${list(files.map(displayPath), 'and')}: ${files.length} photos of the same name. Keep one and remove the others.`,
        );
      }
    }
  }

  for (const entry of entries(dir)) {
    if (isIgnored(entry.name) || entry.name === ORIGINALS_FOLDER) continue;
    const file = path.join(dir, entry.name);
    if (statSync(file).isDirectory()) {
      const views = slots.products.get(entry.name);
      if (views) readFiles(file, views, VIEW, slots.named?.get(entry.name));
      else if (entry.name === TEAM_FOLDER) readFiles(file, slots.team, 'a team member');
      else {
        const meant = meantName(entry.name, [...slots.products.keys(), TEAM_FOLDER]);
        problems.push(
          meant?.reason === 'case'
            ? `${displayPath(file)}/: ${LOWER_CASE} Rename the folder ${meant.name}.`
            : `${displayPath(file)}/: no product has the slug "${entry.name}".${meant ? ` Did you mean ${meant.name}?` : ''} Name the folder after a product's slug (the end of its /products/<slug> address, the name of its file in data/content/designs/), or remove it.`,
        );
      }
      continue;
    }
    const { stem, extension } = splitName(entry.name);
    if (stem === HERO_NAME && isPhotoExtension(extension)) {
      add(slots.hero, file);
    } else if (stem.toLowerCase() === HERO_NAME && isPhotoExtension(extension)) {
      problems.push(`${displayPath(file)}: ${LOWER_CASE} Rename it ${HERO_NAME}.${extension}.`);
    } else {
      problems.push(
        `${displayPath(file)}: only README.md and the home page's photo, ${HERO_NAME} followed by ${EXTENSION_LIST}, belong at the top of ${shown}/. Put a product's photos in ${shown}/<slug>/ and the team's in ${shown}/${TEAM_FOLDER}/.`,
      );
    }
  }

  for (const [slug, named] of slots.named ?? []) {
    for (const photo of named) {
      if (
        found.has(photo.image) &&
        found.get(photo.image)!.some((file) => sameStem(file, photo.file))
      )
        continue;
      problems.push(
        `${displayPath(path.join(dir, slug))}/: the design's content file names ${photo.file} as its ${photo.view} photo, and this folder has no such photo. Upload it again in the editor, or clear that photo there.`,
      );
    }
  }

  const photos = new Map<string, string>();
  for (const [image, files] of found) {
    if (files.length > 1) {
      problems.push(
        `${list(files.map(displayPath), 'and')}: ${files.length} photos for the same picture. Keep one and remove the others.`,
      );
    } else {
      photos.set(image, files[0]!);
    }
  }
  return { photos, unused, problems };
}
