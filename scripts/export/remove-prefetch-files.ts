/**
 * Postbuild step, after the check of Next's output: deletes the segment-prefetch files of the pages no
 * link prefetches (./prefetch-files.ts; the pages: NO_PREFETCH_PATH_PREFIXES in data/routes.ts), four a
 * page: every product page's, as a link to one never prefetches. What makes that hold for a link added
 * later: tests/e2e/support/fixtures.ts fails any test whose page links such a page with prefetching on.
 */
import { NO_PREFETCH_PATH_PREFIXES } from '../../data/routes';
import { siteDir } from '../site-dir';
import { removePrefetchFiles } from './prefetch-files';

try {
  const removed = removePrefetchFiles(siteDir(), NO_PREFETCH_PATH_PREFIXES);
  console.log(
    `export: removed ${removed} prefetch files of pages no link prefetches (${NO_PREFETCH_PATH_PREFIXES.join(', ')})`,
  );
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
