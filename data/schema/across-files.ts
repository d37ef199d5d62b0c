/**
 * The content rules that span files: each design's number, address and name its own, and each featured
 * review naming a design. The build applies them to the whole folder (data/read-content.ts); the editor
 * applies the same functions to the file being saved and the others as they are (scripts/admin/editor/),
 * so both say the same words. Free of Node, so the editor's browser bundle can carry it.
 */
import type { ContentFault } from './faults';

/** A content file as written: its path as messages show it, and its parsed JSON (anything). */
export interface WrittenFile {
  file: string;
  data: unknown;
}

/** The fields each design holds alone, and what the message about a shared one says. */
export const DESIGN_FIELDS_OF_ITS_OWN = {
  id: 'Each design has a number of its own: give it the next free one.',
  slug: 'Each design has an address of its own.',
  name: 'Each design has a name of its own.',
} as const;

type OwnField = keyof typeof DESIGN_FIELDS_OF_ITS_OWN;

/**
 * A top-level field of a file's data as written, whether or not the file passed its schema (undefined
 * when the file holds no group of fields: null, a list, a string or a number have none of these).
 */
function rawField(data: unknown, key: OwnField): unknown {
  return (data as Record<string, unknown> | null | undefined)?.[key];
}

/** A file's name without its folder and its .json ('milk-bar'), with either kind of slash. */
const fileStem = (file: string) => (file.split(/[\\/]/).at(-1) ?? file).replace(/\.json$/, '');

/** How messages name a design: by its name, or by its file when it has none. */
export function designEntry({ file, data }: WrittenFile): string {
  const name = rawField(data, 'name');
  return typeof name === 'string' && name !== '' ? `design "${name}"` : `design ${fileStem(file)}`;
}

/**
 * A fault on every design but the first that shares the value of a field of its own with another, in the
 * order given. Read from the files as written, so a design with another fault still shows a clash.
 */
export function sharedValueFaults(designs: readonly WrittenFile[]): ContentFault[] {
  const faults: ContentFault[] = [];
  for (const [key, rule] of Object.entries(DESIGN_FIELDS_OF_ITS_OWN) as Array<[OwnField, string]>) {
    const first = new Map<unknown, string>();
    for (const design of designs) {
      const value = rawField(design.data, key);
      if (value === undefined || value === '') continue;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, design.file);
      else
        faults.push({
          file: design.file,
          entry: designEntry(design),
          field: key,
          message: `is ${JSON.stringify(value)}, which ${earlier} has too. ${rule}`,
        });
    }
  }
  return faults;
}

/**
 * A fault for each featured review that names no design of `designs`. None when a design file hides its
 * name (not JSON, or holding no design): its review would look orphaned.
 */
export function orphanedReviewFaults(
  reviewsFile: string,
  featured: ReadonlyArray<{ name: string; product: string }>,
  designs: readonly WrittenFile[],
): ContentFault[] {
  if (!designs.every((design) => typeof rawField(design.data, 'name') === 'string')) return [];
  const names = new Set(designs.map((design) => rawField(design.data, 'name')));
  return featured.flatMap((review, index) =>
    names.has(review.product)
      ? []
      : [
          {
            file: reviewsFile,
            entry: 'the reviews page',
            field: `featured › ${index + 1} (${review.name}) › product`,
            message: `is ${JSON.stringify(review.product)}, which no design is named. A featured review names a design by its name, as the design's file gives it.`,
          },
        ],
  );
}
