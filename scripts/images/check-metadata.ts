/**
 * `npm run metadata` (in `npm run build` before anything is drawn, and in CI before the tests): fails on
 * any image git holds or would commit that carries more than its pixels, naming each with what it holds
 * and what to do (committed-metadata.ts).
 */
import { photosDirName } from '../build-config';
import { PROJECT_ROOT } from '../site-dir';
import { checkCommittedMetadata } from './committed-metadata';

const result = checkCommittedMetadata(PROJECT_ROOT, photosDirName());
if (!result) {
  console.log('metadata: not a git checkout, so no image is in git to check');
  process.exit(0);
}
for (const file of result.pending) {
  console.log(
    `metadata: ${file} holds metadata; the image step replaces it by its bare copy before you commit`,
  );
}
if (result.problems.length > 0) {
  const count = result.problems.length;
  console.error(
    [
      `metadata: ${count} image${count === 1 ? '' : 's'} in git, or about to be, carr${count === 1 ? 'ies' : 'y'} more than pixels:`,
      ...result.problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
  );
  process.exit(1);
}
console.log(
  `metadata: the ${result.checked} images git holds or would commit carry nothing but their pixels`,
);
