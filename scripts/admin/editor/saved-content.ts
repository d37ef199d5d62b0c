/**
 * The other content files as saved, which a file is checked against before it is saved (entry-faults.ts):
 * every design and the reviews page, read through Decap's own `query`, so through whichever backend it
 * uses (the local helper, or GitHub online). Read again each time a form opens; what this page saved or
 * deleted since is laid over what was read, as Decap may answer a repeated query from its cache.
 */
import type { WrittenFile } from '@/data/schema/across-files';
import type { DecapMap, ControlProps } from './decap';
import type { SavedContent } from './entry-faults';
import { DESIGNS_COLLECTION, PAGES_COLLECTION, REVIEWS_PAGE } from './form-names';

let latest: SavedContent | undefined;
/** Files saved (their data) or deleted (null) by this page since it opened, by path. */
const changedHere = new Map<string, unknown>();

/** The designs' folder, as the form's collection names it (a new design's file is not known before). */
let designsFolder: string | undefined;
const isNewDesign = (file: string) =>
  designsFolder !== undefined && file.startsWith(`${designsFolder}/`);

/** `content` with what this page saved or deleted since laid over it. */
function withChangesHere(content: SavedContent): SavedContent {
  const designs = new Map(content.designs.map((design) => [design.file, design.data]));
  let reviews = content.reviews;
  for (const [file, data] of changedHere) {
    if (reviews && file === reviews.file) reviews = { file, data };
    else if (data === null) designs.delete(file);
    else if (designs.has(file) || isNewDesign(file)) designs.set(file, data);
  }
  return { designs: [...designs].map(([file, data]) => ({ file, data })), reviews };
}

function hits(action: Awaited<ReturnType<ControlProps['query']>>): WrittenFile[] {
  if (!action.payload.hits) throw new Error(String(action.payload.error ?? 'no answer'));
  return action.payload.hits.map(({ path, data }) => ({ file: path, data }));
}

/** Reads the designs and the reviews page through the form's `query`, and keeps them for `savedContent`. */
export async function loadSavedContent(
  props: Pick<ControlProps, 'query' | 'forID'>,
): Promise<SavedContent> {
  const [designs, reviews] = await Promise.all([
    props.query(props.forID, DESIGNS_COLLECTION, ['slug'], '').then(hits),
    props.query(props.forID, PAGES_COLLECTION, ['slug'], '', REVIEWS_PAGE).then(hits),
  ]);
  latest = withChangesHere({ designs, reviews: reviews[0] });
  return latest;
}

/** The content last read, with this page's saves since, or undefined before the first read. */
export function savedContent(): SavedContent | undefined {
  return latest && withChangesHere(latest);
}

/** Where a design's file is, new or not: its path, or its folder's and its address. */
export function entryFile(entry: DecapMap, collection?: DecapMap): string {
  const file = entry.get('path');
  if (typeof file === 'string' && file !== '') return file;
  const folder = collection?.get('folder');
  if (typeof folder === 'string') designsFolder = folder;
  const slug = (entry.get('data') as DecapMap | undefined)?.get('slug');
  return `${designsFolder ?? ''}/${String(slug ?? '')}.json`;
}

/** Records a file this page saved (Decap's postSave). */
export function rememberSaved(entry: DecapMap): void {
  changedHere.set(entryFile(entry), (entry.get('data') as DecapMap).toJS());
}

/** Records a design this page deleted (Decap's postUnpublish, which follows a deletion). */
export function rememberDeleted(entry: DecapMap): void {
  changedHere.set(entryFile(entry), null);
}
