/**
 * The shop's content, read once per process from the content folder (data/content-folder.ts) and checked
 * (data/read-content.ts): the data modules (products.ts, home.ts, about.ts, size-guide.ts, reviews.ts)
 * shape it for the pages. Anything wrong stops every reader with the list of faults.
 */
import { contentDir } from './content-folder';
import { loadContent } from './read-content';

export const content = loadContent(contentDir());
