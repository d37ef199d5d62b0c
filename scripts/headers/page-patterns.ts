/**
 * The `_headers` patterns that cover the shop's pages: one per top-level section of the site, so that their
 * number does not grow with the catalogue (a design's page, a category page or a further listing page falls
 * under a pattern that is already there). Every page gets the same headers (scripts/headers/write-headers.ts:
 * the shared Content-Security-Policy and HTML's Cache-Control), so one pattern may cover several pages;
 * what a page's own policy adds, its script hashes, is in the page itself.
 *
 * - `/` for the home page, `/about` for a page alone in its section (Netlify also matches `/about/`).
 * - `/shop*` for a section of several pages, `/shop`, `/shop/humor`, `/shop/page/2`…: not `/shop/*`,
 *   which Netlify matches against `/shop` too and Cloudflare does not; `/shop*` matches both on both.
 * - A section such a pattern already covers (a page `/shopping` under `/shop*`) adds none: sections are
 *   taken in code-point order, so a name comes before every longer name it begins.
 *
 * The pages' addresses are lower case, as both hosts match them (Netlify ignores case, Cloudflare does not).
 */

/** The patterns covering `urlPaths` (the pages' clean addresses: '/', '/shop', '/products/milk-bar'…). */
export function pagePatterns(urlPaths: Iterable<string>): string[] {
  const sections = new Map<string, string[]>();
  for (const urlPath of urlPaths) {
    const section = urlPath.split('/')[1] ?? '';
    sections.set(section, [...(sections.get(section) ?? []), urlPath]);
  }
  const patterns: string[] = [];
  const splats: string[] = [];
  for (const [section, paths] of [...sections].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (section === '') {
      patterns.push('/');
      continue;
    }
    if (splats.some((prefix) => section.startsWith(prefix))) continue;
    if (paths.length === 1 && paths[0] === `/${section}`) {
      patterns.push(`/${section}`);
    } else {
      patterns.push(`/${section}*`);
      splats.push(section);
    }
  }
  return patterns;
}
