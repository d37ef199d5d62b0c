/**
 * An exported stylesheet's `url()`s and `@font-face` rules, as the stylesheet rewrite (./inline-stylesheets.ts)
 * and the check of Next's output before it (./next-output-contract.ts) both read them.
 */

/** `url(…)` in CSS, quoted or not: the reference is the second group. */
export const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Every reference a piece of CSS names by `url()`, as written. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map(([, , reference]) => reference ?? '');
}

function isDataOrAbsolute(reference: string): boolean {
  return /^(data:|[a-z][a-z\d+.-]*:|\/\/|#)/i.test(reference);
}

/**
 * The URL path (with its query and hash) a reference in the stylesheet at `stylesheet` (a URL path) names; null
 * for a data: or absolute URL, which names no file of the site.
 */
export function sitePathOf(reference: string, stylesheet: string): string | null {
  if (isDataOrAbsolute(reference)) return null;
  const url = new URL(reference, new URL(stylesheet, 'https://site.invalid'));
  return url.origin === 'https://site.invalid' ? url.pathname + url.search + url.hash : null;
}

/** Each `@font-face` rule's block, up to its first `}`, and whether another `{` opens inside it. */
export function fontFaceBlocks(css: string): Array<{ block: string; nested: boolean }> {
  return [...css.matchAll(/@font-face\s*\{/gi)].map((match) => {
    const open = (match.index ?? 0) + match[0].length;
    const close = css.indexOf('}', open);
    const block = css.slice(open, close < 0 ? css.length : close);
    return { block, nested: block.includes('{') || close < 0 };
  });
}
