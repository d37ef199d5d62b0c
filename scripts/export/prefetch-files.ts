/**
 * Next's segment-prefetch files. For every page it exports `<page>.html`, `<page>.txt` (the payload a
 * client-side navigation to the page fetches) and, in a folder named as the page, `__next._tree.txt`,
 * `__next._index.txt`, `__next._full.txt` and `__next.<segment>.__PAGE__.txt`, which only its prefetch asks
 * for: a `<Link>` with prefetching on, coming into view. A page no link prefetches needs none of them
 * (data/routes.ts, NO_PREFETCH_PATH_PREFIXES); at 1,040 designs they would be 4,160 files.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedPageFiles } from '../site-dir';

const PREFETCH_FILE = /^__next\..+\.txt$/;

/** The path of the page an exported HTML file is: 'products/milk-bar.html' → '/products/milk-bar'. */
function pagePathOf(htmlFile: string): string {
  return `/${htmlFile.replace(/\.html$/, '')}`;
}

/**
 * The prefetch files, relative to `dir` ('products/milk-bar/__next._tree.txt'), of the exported pages
 * whose paths start with one of `prefixes`. A page's folder also holds the folders of the pages below it
 * (/shop/humor's under /shop's): only its own files are its.
 */
function prefetchFilesOf(dir: string, prefixes: readonly string[]): string[] {
  return exportedPageFiles(dir)
    .filter((page) => prefixes.some((prefix) => pagePathOf(page).startsWith(prefix)))
    .flatMap((page) => {
      const folder = page.replace(/\.html$/, '');
      // None written, or removed by an earlier run.
      if (!existsSync(path.join(dir, folder))) return [];
      return readdirSync(path.join(dir, folder), { withFileTypes: true })
        .filter((entry) => entry.isFile() && PREFETCH_FILE.test(entry.name))
        .map((entry) => `${folder}/${entry.name}`);
    });
}

/**
 * Deletes the prefetch files of the pages under `prefixes` from the export in `dir`, and each page's folder
 * left empty. Returns how many files. Running it again removes nothing more.
 */
export function removePrefetchFiles(dir: string, prefixes: readonly string[]): number {
  const files = prefetchFilesOf(dir, prefixes);
  for (const file of files) rmSync(path.join(dir, file));
  const folders = [...new Set(files.map((file) => path.join(dir, path.dirname(file))))];
  // Deepest first, so a page's folder that held only a deeper page's emptied folder goes too.
  for (const folder of folders.sort((a, b) => b.length - a.length)) {
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
  return files.length;
}
