/**
 * One exported page's rewrite (./rewrite-pages.ts runs it on every page): its stylesheet and fonts written
 * into its HTML (./inline-stylesheets.ts) and its scripts started after its first paint
 * (../hydration/defer-hydration.ts). Both rewrites' edits are made from one reading of the page: parse5
 * takes about 15 ms for a product page as Next writes it and 45 ms for the same page once its stylesheet and
 * fonts are inside it, which reading the page again after the first rewrite cost on each of the thousands of
 * pages of a big catalogue. Their edits touch different tags (stylesheet and font links; scripts, script
 * preloads and the end of the body), so they never overlap.
 */
import { applyEdits } from './html-edits';
import { hydrationEdits } from '../hydration/defer-hydration';
import { stylesheetEdits } from './inline-stylesheets';
import { pageMarkup, type ReadSiteFile } from './next-output-contract';

/** The page rewritten; a page rewritten already comes back unchanged. */
export function rewritePage(html: string, readSiteFile: ReadSiteFile, file: string): string {
  const page = { ...pageMarkup(file, html), readSiteFile };
  return applyEdits(html, [...stylesheetEdits(page), ...hydrationEdits(page)]);
}
