import { HYDRATE_SRC_ATTRIBUTE } from '../../lib/inline-loader/contract';
import { hydrationLoaderSource } from './loader-source';

/**
 * Hydration after the first paint, for the exported HTML.
 *
 * Next puts every framework and page script in the page as `<script async src>`: each is fetched beside the
 * page's fonts and images and runs the moment it arrives, and on a mid-range phone those ~140 KiB of gzip
 * JavaScript share the connection with, and then hold the main thread over, the paint of the hero or product
 * image. Everything a shopper reads is already in the HTML (links work without JavaScript), so the scripts
 * can wait: this rewrite makes each of them inert, `<script type="text/x-hydrate" data-hydrate-src>` in its
 * place, and adds one small inline loader that, once the window's `load` event has fired and the first paint
 * is on screen, turns them into real scripts. Images above the fold are painted first, then React hydrates.
 * A shopper who taps a button before that starts hydration at once, and the tap is replayed when React is
 * live (lib/inline-loader/early-taps.ts), so no tap is lost.
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
export const INERT_SCRIPT_TYPE = 'text/x-hydrate';

/** The inline loader (lib/inline-loader/main.ts): starts hydration after the first paint, or at the first tap. */
export const HYDRATION_LOADER = hydrationLoaderSource();

const SCRIPT_WITH_SRC = /<script\b([^>]*\bsrc="[^"]*"[^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`).exec(attributes.trim())?.[1];
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:=|\\s|$)`, 'i').test(attributes.trim());
}

/**
 * The page with its async scripts made inert where they stood, Next's script preloads dropped and the loader
 * last in <body> (a page already rewritten comes back unchanged). Throws on a script it does not know how to
 * defer (a blocking or module script), so a change in Next's output fails the build instead of silently
 * changing how pages start.
 */
export function deferHydration(html: string, file = 'page'): string {
  if (html.includes(HYDRATE_SRC_ATTRIBUTE)) return html;
  const sources = new Set<string>();
  const rewritten = html
    .replace(SCRIPT_WITH_SRC, (tag, attributes: string) => {
      if (hasAttribute(attributes, 'nomodule')) return tag;
      const src = attribute(attributes, 'src');
      if (!src || !hasAttribute(attributes, 'async') || hasAttribute(attributes, 'type')) {
        throw new Error(`${file}: unexpected script tag ${tag}`);
      }
      if (sources.has(src)) return '';
      sources.add(src);
      return `<script type="${INERT_SCRIPT_TYPE}" ${HYDRATE_SRC_ATTRIBUTE}="${src}"></script>`;
    })
    .replace(SCRIPT_PRELOAD, '');
  if (sources.size === 0) throw new Error(`${file}: no async scripts found to defer`);
  if (!rewritten.includes('</body>')) throw new Error(`${file}: no </body>`);
  return rewritten.replace('</body>', `<script>${HYDRATION_LOADER}</script></body>`);
}
