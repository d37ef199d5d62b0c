/**
 * What the build would say about the content once a file is saved or a design deleted, for the editor to
 * refuse it first: the file's schema (data/schema/), and the rules across files against the other files as
 * they are saved (data/schema/across-files.ts). The same functions as the build's, so the same words. Pure:
 * the widgets (checks-widget.ts) and the delete guard (main.ts) hand it the files.
 */
import {
  designEntry,
  orphanedReviewFaults,
  sharedValueFaults,
  type WrittenFile,
} from '@/data/schema/across-files';
import { CONTENT_FILES, PAGE_FILES } from '@/data/schema/content-files';
import { designSchema } from '@/data/schema/design';
import { faultsFromIssues, formatFault, type ContentFault } from '@/data/schema/faults';
import type { ReviewsContent } from '@/data/schema/pages';

/** The content as it is saved now: every design, and the reviews page (whose reviews name designs). */
export interface SavedContent {
  designs: readonly WrittenFile[];
  reviews?: WrittenFile;
}

const isDesignFile = (file: string) =>
  file.split(/[\\/]/).at(-2) === CONTENT_FILES.designs && file.endsWith('.json');

/** The page a file is, by the end of its path, if it is one. */
function pageOf(file: string) {
  return Object.values(PAGE_FILES).find(
    (page) => file === page.file || file.endsWith(`/${page.file}`),
  );
}

/** The featured reviews of the reviews page as saved, when it passes its schema. */
function featuredReviews(reviews: WrittenFile | undefined): ReviewsContent['featured'] | undefined {
  const parsed = reviews && PAGE_FILES.reviews.schema.safeParse(reviews.data);
  return parsed?.success ? parsed.data.featured : undefined;
}

/** Faults the reviews page gets from a change of the designs, `before` to `after`, that it had not. */
function newOrphans(
  reviews: WrittenFile | undefined,
  before: readonly WrittenFile[],
  after: readonly WrittenFile[],
): ContentFault[] {
  const featured = featuredReviews(reviews);
  if (!reviews || !featured) return [];
  const had = new Set(orphanedReviewFaults(reviews.file, featured, before).map(formatFault));
  return orphanedReviewFaults(reviews.file, featured, after).filter(
    (fault) => !had.has(formatFault(fault)),
  );
}

/** Everything the build would refuse in `edited` (a design or a page, its path and its data) once saved. */
export function faultsOfSave(edited: WrittenFile, saved: SavedContent): ContentFault[] {
  if (isDesignFile(edited.file)) {
    const parsed = designSchema.safeParse(edited.data, { reportInput: true });
    const own = parsed.success
      ? []
      : faultsFromIssues(edited.file, designEntry(edited), edited.data, parsed.error.issues);
    const others = saved.designs.filter((design) => design.file !== edited.file);
    const clashes = sharedValueFaults([...others, edited]).filter(
      (fault) => fault.file === edited.file,
    );
    return [...own, ...clashes, ...newOrphans(saved.reviews, saved.designs, [...others, edited])];
  }
  const page = pageOf(edited.file);
  if (!page) return [];
  const parsed = page.schema.safeParse(edited.data, { reportInput: true });
  if (!parsed.success)
    return faultsFromIssues(edited.file, page.entry, edited.data, parsed.error.issues);
  return page === PAGE_FILES.reviews
    ? orphanedReviewFaults(edited.file, (parsed.data as ReviewsContent).featured, saved.designs)
    : [];
}

/** Everything the build would refuse once the design in `file` is deleted: a featured review naming it. */
export function faultsOfDeletion(file: string, saved: SavedContent): ContentFault[] {
  const others = saved.designs.filter((design) => design.file !== file);
  return newOrphans(saved.reviews, saved.designs, others);
}

/** The number a new design takes: one above the highest. */
export function nextDesignNumber(designs: readonly WrittenFile[]): number {
  const numbers = designs.map((design) => (design.data as { id?: unknown } | null)?.id);
  return Math.max(0, ...numbers.filter((id): id is number => Number.isInteger(id))) + 1;
}
