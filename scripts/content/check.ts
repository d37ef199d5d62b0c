/**
 * `npm run content` (the first step of `npm run build`): reads every content file (data/content, or
 * CONTENT_DIR) and checks it against the schema (data/schema/) before anything is drawn or built. A fault
 * stops the build with one line per fault: the file, the entry, the field, what it holds and what it
 * allows (data/schema/faults.ts).
 */
import { contentDir, contentDirName } from '../../data/content-folder';
import { readContent } from '../../data/read-content';
import { ContentFaults } from '../../data/schema/faults';

const { content, faults } = readContent(contentDir());
if (!content) {
  console.error(`content: ${new ContentFaults(faults).message}`);
  process.exit(1);
}
console.log(
  `content: ${content.designs.length} designs and the pages' copy in ${contentDirName()}/ match the schema`,
);
