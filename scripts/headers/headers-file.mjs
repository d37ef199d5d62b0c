// @ts-check
/**
 * The `_headers` file format that Netlify and Cloudflare Pages read from the published folder:
 *
 *   # comment
 *   /path/or/pattern/*
 *     Header-Name: value
 *
 * A pattern is a URL path; `*` matches any run of characters (slashes included) and `:name` one path segment.
 * Every rule whose pattern matches the request path applies; a header set by several matching rules is
 * joined with ', ' (what Cloudflare documents), so the generator never lets two rules that can match the
 * same path set the same header. Used by scripts/headers/generate.ts (writing) and scripts/static-server.mjs (serving).
 */

/**
 * @typedef {{ pattern: string, headers: Array<[string, string]> }} HeaderRule
 */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /** @type {HeaderRule | undefined} */
  let current;
  for (const [index, rawLine] of text.split(/\r?\n/).entries()) {
    const line = rawLine.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const indented = /^\s/.test(line);
    if (!indented) {
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon === -1) {
      throw new Error(
        `_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}"`,
      );
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    current.headers.push([name, value]);
  }
  return rules;
}

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

/** @type {Map<string, RegExp>} */
const patternCache = new Map();

/**
 * @param {string} pattern
 * @returns {RegExp}
 */
function patternToRegExp(pattern) {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regExp = new RegExp(`^${source}$`);
  patternCache.set(pattern, regExp);
  return regExp;
}

/**
 * Does a rule's pattern match a request path (without query string)?
 * @param {string} pattern
 * @param {string} pathname
 */
export function patternMatches(pattern, pathname) {
  return patternToRegExp(pattern).test(pathname);
}

/**
 * The headers a CDN would add to a response for `pathname`: every matching rule, in file order, with repeated
 * header names joined by ', '. Keys keep the spelling of their first occurrence.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, { name: string, value: string }>} keyed by lower-case name
 */
export function headersForPath(rules, pathname) {
  /** @type {Map<string, { name: string, value: string }>} */
  const result = new Map();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
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
