/**
 * Hydration after the page has loaded, for the exported HTML.
 *
 * Next puts every framework and page script in the page as `<script async src>`: each runs the moment it
 * arrives, usually before the first paint on a fast connection, and on a mid-range phone those evaluations
 * (about 140 KiB of gzip JavaScript) hold back the paint of the hero or product image. Everything a shopper
 * reads is already in the HTML, so the scripts can wait. This rewrite turns each of them into a low-priority
 * preload (the download still starts at once, beside the page's images) marked `data-hydrate`, and adds one
 * small inline loader that runs them after the window's `load` event and the frame after it: the images
 * above the fold are painted first, then React hydrates.
 *
 * The scripts were `async`, so Next already copes with any order and with running after the document has
 * parsed; client-side navigation afterwards is untouched. The loader's text is the same on every page, so
 * the Content-Security-Policy (scripts/headers) allows it by one hash. The `nomodule` polyfill is left alone.
 */

/** Marks the preloads the loader turns into scripts. */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';

/**
 * Runs every marked preload as a script once the page has loaded and painted. Plain ES5 in one line because
 * it ships as is; `requestAnimationFrame` then `setTimeout` lands after the next paint. (A tab opened in the
 * background hydrates when it is first shown, since frames wait for visibility.)
 */
export const HYDRATION_LOADER =
  `(function(){function run(){document.querySelectorAll('link[${HYDRATE_ATTRIBUTE}]').forEach(function(l){` +
  `var s=document.createElement('script');s.src=l.getAttribute('href');document.head.appendChild(s)})}` +
  `function afterPaint(){requestAnimationFrame(function(){setTimeout(run)})}` +
  `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true})})()`;

const SCRIPT_WITH_SRC = /<script\b([^>]*\bsrc="[^"]*"[^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$)`).exec(attributes.trim())?.[1];
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:=|\\s|$)`, 'i').test(attributes.trim());
}

/**
 * The page with its async scripts turned into marked preloads in <head> and the loader at the end of <body>
 * (a page already rewritten comes back unchanged).
 * Throws on a script it does not know how to defer (a blocking or module script), so a change in Next's
 * output fails the build instead of silently changing how pages start.
 */
export function deferHydration(html: string, file = 'page'): string {
  if (html.includes(HYDRATION_LOADER)) return html;
  const sources: string[] = [];
  let rewritten = html.replace(SCRIPT_WITH_SRC, (tag, attributes: string) => {
    if (hasAttribute(attributes, 'nomodule')) return tag;
    const src = attribute(attributes, 'src');
    if (!src || !hasAttribute(attributes, 'async') || hasAttribute(attributes, 'type')) {
      throw new Error(`${file}: unexpected script tag ${tag}`);
    }
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) throw new Error(`${file}: no async scripts found to defer`);

  // Next's own script preloads are replaced by ours, all in <head> so every download starts early.
  rewritten = rewritten.replace(SCRIPT_PRELOAD, '');
  const preloads = sources
    .map(
      (src) =>
        `<link rel="preload" as="script" fetchpriority="low" href="${src}" ${HYDRATE_ATTRIBUTE}=""/>`,
    )
    .join('');
  if (!rewritten.includes('</head>') || !rewritten.includes('</body>')) {
    throw new Error(`${file}: no </head> or </body>`);
  }
  return rewritten
    .replace('</head>', `${preloads}</head>`)
    .replace('</body>', `<script>${HYDRATION_LOADER}</script></body>`);
}
