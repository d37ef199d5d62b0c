// @ts-check
/**
 * The `_headers` file format that Netlify and Cloudflare Pages read from the published folder:
 *
 *   # comment
 *   /path/or/pattern/*
 *     Header-Name: value
 *
 * Written here (formatHeadersFile: Netlify's parser reads the format but does not write it), read with
 * Netlify's own parser (@netlify/headers-parser), whose rules also carry the regular expression Netlify
 * matches paths with: `*` matches any run of characters, slashes included, and `:name` one path segment.
 * Every rule whose pattern matches a path applies; a header set by several matching rules is joined with
 * ', ' (what Cloudflare documents), so the generator never lets two rules that can match one path set the
 * same header. Used by scripts/headers/generate.ts (writing), to-nginx.mjs and scripts/static-server.mjs.
 */
import { parseAllHeaders } from '@netlify/headers-parser';

/**
 * A rule to write: its pattern and its headers in order.
 * @typedef {{ pattern: string, headers: Array<[string, string]> }} HeaderRule
 */

/**
 * A rule as Netlify's parser reads it.
 * @typedef {import('@netlify/headers-parser').Header} ParsedHeaderRule
 */

/**
 * @param {HeaderRule[]} rules
 * @param {string[]} [commentLines] written at the top, each prefixed with '# '
 * @returns {string}
 */
export function formatHeadersFile(rules, commentLines = []) {
  const comment = commentLines.map((line) => `# ${line}`.trimEnd()).join('\n');
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${comment ? `${comment}\n\n` : ''}${blocks.join('\n\n')}\n`;
}

/**
 * The clean URL path a file in the published folder answers at, which the rules are written for:
 * 'index.html' → '/', 'shop.html' → '/shop', 'products/milk-bar.html' → '/products/milk-bar',
 * 'robots.txt' → '/robots.txt'.
 * @param {string} file relative to the published folder, with '/' separators
 */
export function urlPathForFile(file) {
  if (!file.endsWith('.html')) return `/${file}`;
  const withoutExtension = file.slice(0, -'.html'.length);
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension.replace(/\/index$/, '')}`;
}

/**
 * Reads a `_headers` file (none: no rules). A line the format does not allow fails, naming it.
 * @param {string} file
 * @returns {Promise<ParsedHeaderRule[]>}
 */
export async function readHeadersFile(file) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0)
    throw new Error(`${file}: ${errors.map((error) => error.message).join('\n')}`);
  return /** @type {ParsedHeaderRule[]} */ (headers);
}

/**
 * The headers a CDN adds to a response for `pathname`: every matching rule, in file order, with repeated
 * header names joined by ', '. Keys keep the spelling of their first occurrence.
 * @param {ParsedHeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, { name: string, value: string }>} keyed by lower-case name
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const result = new Map();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(
        key,
        existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value },
      );
    }
  }
  return result;
}
