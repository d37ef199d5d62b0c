import { escapeAttribute } from 'entities';
import { HYDRATE_SRC_ATTRIBUTE } from '../../lib/inline-loader/contract';
import {
  applyEdits,
  attribute,
  relOf,
  sourceOf,
  type Edit,
  type Element,
} from '../export/html-edits';
import {
  assertHolds,
  pageMarkup,
  SCRIPTS_ARE_ASYNC,
  type PageMarkup,
} from '../export/next-output-contract';
import { hydrationLoaderSource } from './loader-source';

/**
 * Hydration after the first paint, for the exported HTML.
 *
 * Next puts every framework and page script in the page as `<script async src>`: each is fetched beside the
 * page's fonts and images and runs the moment it arrives, and on a mid-range phone those ~140 KiB of gzip
 * JavaScript share the connection with, and then hold the main thread over, the paint of the hero or product
 * image. Everything a shopper reads is already in the HTML (links work without JavaScript), so the scripts
 * can wait: this rewrite makes each of them inert, `<script type="text/x-hydrate" data-hydrate-src>` in its
 * place, and adds the inline loader (lib/inline-loader/main.ts) that, once the window's `load` event has
 * fired and the first paint is on screen, turns them into real scripts. Images above the fold are painted
 * first, then React hydrates. A shopper who taps a button before that starts hydration at once, and the tap
 * is replayed when React is live, so no tap is lost.
 *
 * Measured with Lighthouse (mobile, simulated throttling) on a product page: LCP about 2.7 s with the scripts
 * fetched early (even as low-priority preloads run late, since their downloads finish inside the first
 * paint's task), about 1.6 s fetched after the paint.
 *
 * The scripts were `async`, so Next already copes with any order and with running after the document has
 * parsed; client-side navigation afterwards is untouched. The loader's text is the same on every page, so
 * the Content-Security-Policy (scripts/headers) allows it by one hash. The `nomodule` polyfill is left alone.
 */

/** A type browsers neither fetch nor run, nor CSP checks: the tag is only a record until the loader acts. */
const INERT_SCRIPT_TYPE = 'text/x-hydrate';

/** The inline loader, minified: starts hydration after the first paint, or at the first tap. */
export const HYDRATION_LOADER = hydrationLoaderSource();

function isScriptPreload(element: Element): boolean {
  return relOf(element).includes('preload') && attribute(element, 'as')?.toLowerCase() === 'script';
}

/**
 * The edits that make the page's async scripts inert where they stood, drop Next's script preloads and add
 * the loader last in <body>, for a page parsed once (../export/rewrite-page.ts makes them with the stylesheet
 * rewrite's); none for a page rewritten already. Throws on a script it does not know how to defer (a blocking
 * or module script: SCRIPTS_ARE_ASYNC in ../export/next-output-contract.ts), so a change in Next's output
 * fails the build instead of silently changing how pages start.
 */
export function hydrationEdits(page: PageMarkup): Edit[] {
  const { elements, file } = page;
  const scripts = elements.filter((element) => element.tagName === 'script');
  if (scripts.some((script) => attribute(script, HYDRATE_SRC_ATTRIBUTE) !== undefined)) return [];
  assertHolds(SCRIPTS_ARE_ASYNC, page);

  const edits: Edit[] = [];
  const sources = new Set<string>();
  for (const script of scripts) {
    const src = attribute(script, 'src');
    if (!src || attribute(script, 'nomodule') !== undefined) continue;
    const where = sourceOf(script);
    const inert = `<script type="${INERT_SCRIPT_TYPE}" ${HYDRATE_SRC_ATTRIBUTE}="${escapeAttribute(src)}"></script>`;
    edits.push({ ...where, text: sources.has(src) ? '' : inert });
    sources.add(src);
  }
  for (const link of elements.filter((element) => element.tagName === 'link'))
    if (isScriptPreload(link)) edits.push({ ...sourceOf(link), text: '' });

  const bodyEnd = elements.find((element) => element.tagName === 'body')?.sourceCodeLocation?.endTag
    ?.startOffset;
  if (bodyEnd === undefined) throw new Error(`${file}: no </body>`);
  edits.push({ start: bodyEnd, end: bodyEnd, text: `<script>${HYDRATION_LOADER}</script>` });
  return edits;
}

/**
 * The page with the edits above made (a page already rewritten comes back unchanged). Only the bytes of
 * those tags change (../export/html-edits.ts).
 */
export function deferHydration(html: string, file = 'page'): string {
  return applyEdits(html, hydrationEdits(pageMarkup(file, html)));
}
