/**
 * Postbuild step, first of all: holds what `next build` exported to every assumption the steps after it make
 * about Next's output (./next-output-contract.ts), so that a Next whose output differs fails the build here,
 * naming each assumption it broke, what relies on it and where, instead of shipping pages that start wrong.
 * An export the postbuild has already rewritten (the step run again on its own) is no longer Next's output,
 * and is left alone.
 */
import { HYDRATE_SRC_ATTRIBUTE } from '../../lib/inline-loader/contract';
import { exportedPageFiles, siteDir, siteFileReader } from '../site-dir';
import { checkNextOutput, EXPORT_ASSUMPTIONS, PAGE_ASSUMPTIONS } from './next-output-contract';

function main(): void {
  const dir = siteDir();
  const pages = exportedPageFiles(dir);
  if (pages.length === 0) throw new Error(`No HTML in ${dir}: run next build first.`);
  const readSiteFile = siteFileReader(dir);
  if (pages.some((page) => readSiteFile(`/${page}`).includes(HYDRATE_SRC_ATTRIBUTE))) {
    console.log(
      "next output: the pages are rewritten already, so there is no output of Next's to check",
    );
    return;
  }
  checkNextOutput({ pages, readSiteFile });
  const count = PAGE_ASSUMPTIONS.length + EXPORT_ASSUMPTIONS.length;
  console.log(
    `next output: ${pages.length} pages hold the ${count} assumptions the rewrite makes about Next's output`,
  );
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
