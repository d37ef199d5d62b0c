/**
 * Reads the shop's content folder (data/content, or CONTENT_DIR: data/content-folder.ts) and checks every
 * file against its schema (data/schema/) and the rules that span files: each design's id, slug and name
 * its own, each featured review naming a design. Pure of the environment: the folder is an argument, so a
 * test can read a folder of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { designSchema, type DesignContent } from './schema/design';
import {
  aboutSchema,
  homeSchema,
  reviewsSchema,
  sizeGuideSchema,
  type AboutContent,
  type HomeContent,
  type ReviewsContent,
  type SizeGuideContent,
} from './schema/pages';
import { ContentFaults, faultsFromIssues, shownPath, type ContentFault } from './schema/faults';

/** Where each kind of content lives in the folder. */
export const CONTENT_FILES = {
  designs: 'designs',
  home: 'pages/home.json',
  about: 'pages/about.json',
  sizeGuide: 'pages/size-guide.json',
  reviews: 'pages/reviews.json',
} as const;

export interface ShopContent {
  /** In catalog order (by id). */
  designs: DesignContent[];
  home: HomeContent;
  about: AboutContent;
  sizeGuide: SizeGuideContent;
  reviews: ReviewsContent;
}

/** What file managers and git leave in folders; never read as content. */
const IGNORED = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini', '.gitkeep']);

interface Parsed<T> {
  file: string;
  data: unknown;
  value?: T;
}

/** Reads and checks one file: its JSON, then its schema. */
function readFile<T>(
  file: string,
  schema: z.ZodType<T>,
  entryOf: (data: unknown) => string,
  faults: ContentFault[],
): Parsed<T> {
  const shown = shownPath(file);
  if (!existsSync(file)) {
    faults.push({
      file: shown,
      entry: entryOf(undefined),
      message: 'is missing. The shop needs this file: restore it from the repository.',
    });
    return { file: shown, data: undefined };
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    faults.push({
      file: shown,
      entry: entryOf(undefined),
      message: `is not valid JSON (${(error as Error).message}). Save it from the editor, or undo the hand edit.`,
    });
    return { file: shown, data: undefined };
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    faults.push(...faultsFromIssues(shown, entryOf(data), data, result.error.issues));
    return { file: shown, data };
  }
  return { file: shown, data, value: result.data };
}

const designEntry = (file: string) => (data: unknown) => {
  const name = rawField(data, 'name');
  return typeof name === 'string' && name !== ''
    ? `design "${name}"`
    : `design ${path.basename(file, '.json')}`;
};

/** The design files, by name, so the faults come in the same order on every machine. */
function designFiles(dir: string, faults: ContentFault[]): string[] {
  const folder = path.join(dir, CONTENT_FILES.designs);
  if (!existsSync(folder)) {
    faults.push({
      file: shownPath(folder),
      entry: 'the designs',
      message: 'is missing. The designs folder holds one file per design, <slug>.json.',
    });
    return [];
  }
  const files: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (IGNORED.has(name) || name.startsWith('._')) continue;
    if (name.endsWith('.json')) files.push(path.join(folder, name));
    else
      faults.push({
        file: shownPath(path.join(folder, name)),
        entry: 'the designs',
        message: 'is not a design file. Keep only one <slug>.json file per design in this folder.',
      });
  }
  return files;
}

/**
 * A top-level field of a file's data as written, whether or not the file passed its schema (undefined
 * when the file holds no group of fields: null, a list, a string or a number have none of these).
 */
function rawField(data: unknown, key: 'id' | 'slug' | 'name'): unknown {
  return (data as Record<string, unknown> | null | undefined)?.[key];
}

/**
 * A fault on every design but the first that shares `key`'s value with another. Read from the files as
 * written, so a design with another fault still shows a clash.
 */
function unique(
  designs: Parsed<DesignContent>[],
  key: 'id' | 'slug' | 'name',
  rule: string,
  faults: ContentFault[],
): void {
  const first = new Map<unknown, string>();
  for (const design of designs) {
    const value = rawField(design.data, key);
    if (value === undefined || value === '') continue;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, design.file);
    else
      faults.push({
        file: design.file,
        entry: designEntry(design.file)(design.data),
        field: key,
        message: `is ${JSON.stringify(value)}, which ${earlier} has too. ${rule}`,
      });
  }
}

/** Reads and checks the whole folder: the content, when nothing is wrong, and every fault found. */
export function readContent(dir: string): { content?: ShopContent; faults: ContentFault[] } {
  const faults: ContentFault[] = [];
  const designs = designFiles(dir, faults).map((file) =>
    readFile(file, designSchema, designEntry(file), faults),
  );
  unique(designs, 'id', 'Each design has a number of its own: give it the next free one.', faults);
  unique(designs, 'slug', 'Each design has an address of its own.', faults);
  unique(designs, 'name', 'Each design has a name of its own.', faults);

  const page = <T>(file: string, schema: z.ZodType<T>, entry: string) =>
    readFile(path.join(dir, file), schema, () => entry, faults);
  const home = page(CONTENT_FILES.home, homeSchema, 'the home page');
  const about = page(CONTENT_FILES.about, aboutSchema, 'the about page');
  const sizeGuide = page(CONTENT_FILES.sizeGuide, sizeGuideSchema, 'the size guide');
  const reviews = page(CONTENT_FILES.reviews, reviewsSchema, 'the reviews page');

  // A design file that is not JSON, or holds no design (null, a list), hides its name: its review would look
  // orphaned.
  const names = new Set(designs.map((design) => rawField(design.data, 'name')));
  const namesKnown = designs.every((design) => typeof rawField(design.data, 'name') === 'string');
  if (namesKnown)
    reviews.value?.featured.forEach((review, index) => {
      if (!names.has(review.product)) {
        faults.push({
          file: reviews.file,
          entry: 'the reviews page',
          field: `featured › ${index + 1} (${review.name}) › product`,
          message: `is ${JSON.stringify(review.product)}, which no design is named. A featured review names a design by its name, as the design's file gives it.`,
        });
      }
    });

  if (faults.length > 0 || !home.value || !about.value || !sizeGuide.value || !reviews.value) {
    return { faults };
  }
  return {
    content: {
      designs: designs
        .flatMap((design) => (design.value ? [design.value] : []))
        .sort((a, b) => a.id - b.id),
      home: home.value,
      about: about.value,
      sizeGuide: sizeGuide.value,
      reviews: reviews.value,
    },
    faults,
  };
}

/** The content of `dir`, or a ContentFaults error listing everything wrong with it. */
export function loadContent(dir: string): ShopContent {
  const { content, faults } = readContent(dir);
  if (!content) throw new ContentFaults(faults);
  return content;
}
