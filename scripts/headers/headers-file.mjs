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
 * same header (repeatedHeaderFinder checks it). The two hosts match a little differently: Netlify ignores case
 * and a trailing slash, and its `/shop/*` matches `/shop` too; Cloudflare's matches neither
 * (cloudflarePathPattern, after Cloudflare's own matcher in workers-sdk). Used by
 * scripts/headers/write-headers.ts (writing), to-nginx.mjs and scripts/static-server.mjs.
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
 * Rules as Netlify's parser reads them, from rules to write: what readHeadersFile gives for their file.
 * @param {HeaderRule[]} rules
 * @returns {Promise<ParsedHeaderRule[]>}
 */
export async function parseRules(rules) {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [],
    configHeaders: rules.map((rule) => ({
      for: rule.pattern,
      values: Object.fromEntries(rule.headers),
    })),
    minimal: false,
  });
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n'));
  return /** @type {ParsedHeaderRule[]} */ (headers);
}

/**
 * The regular expression Cloudflare Pages matches a path against a rule's pattern with: the pattern
 * exactly, case included, its one `*` matching any run of characters, a `:name` one path segment.
 * @param {string} pattern
 */
export function cloudflarePathPattern(pattern) {
  const escape = (/** @type {string} */ text) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const withSplat = pattern.split('*').map(escape).join('.*');
  return new RegExp(`^${withSplat.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`);
}

/**
 * A finder of where two rules that match one path set the same header, which Netlify or Cloudflare would
 * join into one value with a comma (two Content-Security-Policies, both enforced; a Cache-Control or an
 * opener policy that means something else). Given a URL path, it names each such header and host.
 * @param {ParsedHeaderRule[]} rules
 * @returns {(pathname: string) => string[]} one sentence per header and host
 */
export function repeatedHeaderFinder(rules) {
  const hosts = [
    { host: 'Netlify', matches: rules.map((rule) => rule.forRegExp) },
    { host: 'Cloudflare Pages', matches: rules.map((rule) => cloudflarePathPattern(rule.for)) },
  ];
  return (pathname) =>
    hosts.flatMap(({ host, matches }) => {
      /** @type {Map<string, string[]>} */
      const setBy = new Map();
      rules.forEach((rule, index) => {
        if (!matches[index]?.test(pathname)) return;
        for (const name of Object.keys(rule.values)) {
          const key = name.toLowerCase();
          setBy.set(key, [...(setBy.get(key) ?? []), rule.for]);
        }
      });
      return [...setBy]
        .filter(([, patterns]) => patterns.length > 1)
        .map(
          ([name, patterns]) => `${pathname}: ${name} set by ${patterns.join(' and ')} (${host})`,
        );
    });
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
