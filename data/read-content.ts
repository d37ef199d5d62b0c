/**
 * Reads the shop's content folder (data/content, or CONTENT_DIR: data/content-folder.ts) and checks every
 * file against its schema (data/schema/) and the rules that span files: each design's id, slug and name
 * its own, each featured review naming a design. Pure of the environment: the folder is an argument, so a
 * test can read a folder of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  designEntry,
  orphanedReviewFaults,
  sharedValueFaults,
  type WrittenFile,
} from './schema/across-files';
import { CONTENT_FILES, PAGE_FILES } from './schema/content-files';
import { designSchema, type DesignContent } from './schema/design';
import type { AboutContent, HomeContent, ReviewsContent, SizeGuideContent } from './schema/pages';
import { ContentFaults, faultsFromIssues, type ContentFault } from './schema/faults';

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

interface Parsed<T> extends WrittenFile {
  value?: T;
}

/** A file as messages name it: relative to the working directory when inside it. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** Reads and checks one file: its JSON, then its schema. */
function readFile<T>(
  file: string,
  schema: z.ZodType<T>,
  entryOf: (written: WrittenFile) => string,
  faults: ContentFault[],
): Parsed<T> {
  const shown = shownPath(file);
  if (!existsSync(file)) {
    faults.push({
      file: shown,
      entry: entryOf({ file: shown, data: undefined }),
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
      entry: entryOf({ file: shown, data: undefined }),
      message: `is not valid JSON (${(error as Error).message}). Save it from the editor, or undo the hand edit.`,
    });
    return { file: shown, data: undefined };
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    faults.push(
      ...faultsFromIssues(shown, entryOf({ file: shown, data }), data, result.error.issues),
    );
    return { file: shown, data };
  }
  return { file: shown, data, value: result.data };
}

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

/** Reads and checks the whole folder: the content, when nothing is wrong, and every fault found. */
export function readContent(dir: string): { content?: ShopContent; faults: ContentFault[] } {
  const faults: ContentFault[] = [];
  const designs = designFiles(dir, faults).map((file) =>
    readFile(file, designSchema, designEntry, faults),
  );
  faults.push(...sharedValueFaults(designs));

  const page = <T>({
    file,
    schema,
    entry,
  }: {
    file: string;
    schema: z.ZodType<T>;
    entry: string;
  }) => readFile(path.join(dir, file), schema, () => entry, faults);
  const home = page<HomeContent>(PAGE_FILES.home);
  const about = page<AboutContent>(PAGE_FILES.about);
  const sizeGuide = page<SizeGuideContent>(PAGE_FILES.sizeGuide);
  const reviews = page<ReviewsContent>(PAGE_FILES.reviews);
  if (reviews.value)
    faults.push(...orphanedReviewFaults(reviews.file, reviews.value.featured, designs));

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
