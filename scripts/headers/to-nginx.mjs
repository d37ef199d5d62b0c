#!/usr/bin/env node
// @ts-check
/**
 * Turns out/_headers into nginx configuration, for hosting out/ on a plain server:
 *
 *   node scripts/headers/to-nginx.mjs out/_headers > /etc/nginx/snippets/milk-and-mischief.conf
 *
 * and `include` that file inside the `server { }` whose `root` is the uploaded out/ folder (docs/deploying.md).
 * nginx drops every inherited add_header in a location that has its own, so each location repeats the
 * headers of the `/*` rule. A page alone in its section gets an exact `location = /path`, a section of
 * pages (`/shop*`: /shop, /shop/humor…) a prefix location, each with the shared Content-Security-Policy
 * (each page carries its own, with its script hashes, in a <meta>); clean URLs map onto .html files,
 * `.html` URLs redirect to the clean form, unknown paths get 404.html with the 404 page's headers (its
 * `/404` rule).
 */
import { readHeadersFile } from './headers-file.mjs';

/**
 * @param {string} value
 */
function quote(value) {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * @param {Array<Record<string, string>>} headerSets applied in order
 * @param {string} indent
 */
function addHeaders(headerSets, indent) {
  return headerSets
    .flatMap((headers) => Object.entries(headers))
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/**
 * What a `_headers` pattern is to nginx: `/*` (every path), a folder `/x/*`, a section `/x*` (the path and
 * everything that begins with it), or an exact path.
 * @param {string} pattern
 * @returns {'everywhere' | 'folder' | 'section' | 'exact' | undefined} undefined for what it cannot translate
 */
function patternKind(pattern) {
  if (pattern === '/*') return 'everywhere';
  if (pattern.includes(':')) return undefined;
  const splats = pattern.split('*').length - 1;
  if (splats === 0) return 'exact';
  if (splats > 1 || !pattern.endsWith('*')) return undefined;
  return pattern.endsWith('/*') ? 'folder' : 'section';
}

/**
 * @param {import('@netlify/headers-parser').MinimalHeader[]} rules out/_headers, as readHeadersFile reads it
 * @returns {string} nginx directives for inside a server block
 */
export function nginxConfig(rules) {
  const kinds = rules.map((rule) => patternKind(rule.for));
  const unsupported = rules.filter((_, index) => kinds[index] === undefined);
  if (unsupported.length > 0) {
    throw new Error(
      `to-nginx: patterns it cannot translate: ${unsupported.map((rule) => rule.for).join(', ')}`,
    );
  }
  const ofKind = (/** @type {string} */ kind) => rules.filter((_, index) => kinds[index] === kind);
  const everywhere = ofKind('everywhere')[0]?.values ?? {};
  const folderRules = ofKind('folder');
  const sectionRules = ofKind('section');
  const exactRules = ofKind('exact');
  /**
   * The headers of the folder and section rules that also cover an exact path (`/admin` under `/admin*`):
   * nginx answers from one location, where a CDN applies every rule that matches.
   * @param {string} exactPath
   */
  const covering = (exactPath) => [
    ...folderRules
      .filter((rule) => exactPath.startsWith(rule.for.slice(0, -1)))
      .map((rule) => rule.values),
    ...sectionRules
      .filter((rule) => exactPath.startsWith(rule.for.slice(0, -1)))
      .map((rule) => rule.values),
  ];
  const notFoundPage = rules.find((rule) => rule.for === '/404')?.values ?? {};

  /** @type {string[]} */
  const blocks = [
    '# Generated from out/_headers by scripts/headers/to-nginx.mjs. Include inside the server block whose root is out/.',
    'error_page 404 /404.html;',
    '',
    '# The 404 page, for unknown paths, with its own policy.',
    'location = /404.html {',
    '  internal;',
    addHeaders([everywhere, notFoundPage], '  '),
    '}',
    '',
    '# One canonical form per page: /shop, not /shop.html or /shop/.',
    'location = /index.html {',
    '  return 301 /$is_args$args;',
    '}',
    'location ~ ^(?<clean_path>/.+)\\.html$ {',
    '  return 301 $clean_path$is_args$args;',
    '}',
    'location ~ ^(?<trimmed_path>/.+?)/+$ {',
    '  return 301 $trimmed_path$is_args$args;',
    '}',
  ];

  for (const rule of exactRules) {
    const isPage = Object.keys(rule.values).some(
      (name) => name.toLowerCase() === 'content-security-policy',
    );
    // A page is a file named after its path, or its folder's index.html (the editor's admin/index.html).
    const files =
      rule.for === '/'
        ? '/index.html'
        : isPage
          ? `${rule.for}.html ${rule.for}/index.html`
          : rule.for;
    blocks.push(
      '',
      `location = ${rule.for} {`,
      addHeaders([everywhere, ...covering(rule.for), rule.values], '  '),
      `  try_files ${files} =404;`,
      '}',
    );
  }

  for (const rule of folderRules) {
    blocks.push(
      '',
      `location ^~ ${rule.for.slice(0, -1)} {`,
      addHeaders([everywhere, rule.values], '  '),
      '  try_files $uri =404;',
      '}',
    );
  }

  // A section's pages and files: a plain prefix location, so that the redirects above (regular expressions)
  // still apply to its `.html` and trailing-slash forms.
  for (const rule of sectionRules) {
    blocks.push(
      '',
      `location ${rule.for.slice(0, -1)} {`,
      addHeaders([everywhere, rule.values], '  '),
      '  try_files $uri $uri.html =404;',
      '}',
    );
  }

  blocks.push(
    '',
    '# Everything else: files as they are, clean URLs onto .html files. (No $uri/: out/ has folders such as',
    '# products/ and shop/ that hold data files but no index.html, which would answer 403 instead of 404.)',
    'location / {',
    addHeaders([everywhere, { 'Cache-Control': 'public, max-age=0, must-revalidate' }], '  '),
    '  try_files $uri $uri.html =404;',
    '}',
    '',
  );
  return blocks.join('\n');
}

if (process.argv[1]?.endsWith('to-nginx.mjs')) {
  readHeadersFile(process.argv[2] ?? 'out/_headers').then(
    (rules) => process.stdout.write(nginxConfig(rules)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
