// @ts-check
/**
 * Content-Security-Policy pieces computed from exported HTML: the sha256 hashes of the inline scripts Next
 * writes into each page (its bootstrap and the React Server Components payload), and the policy text.
 */
import { createHash } from 'node:crypto';

/** `type` values browsers execute as script. Anything else (application/ld+json…) is data and needs no hash. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
/** An `on…=` attribute inside a tag: inline event handlers, which hashes cannot allow without 'unsafe-hashes'. */
const EVENT_HANDLER_ATTRIBUTE = /<[a-z][^>]*?\s(on[a-z]+)\s*=/gi;

/**
 * @param {string} attributes the text between `<script` and `>`
 * @param {string} name
 */
function attribute(attributes, name) {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * Whether a script with this `type` attribute (as written; '' when it has none) runs, rather than holding data.
 * @param {string} type
 */
export function isExecutableScriptType(type) {
  return SCRIPT_TYPES.has(type.trim().toLowerCase());
}

/**
 * The CSP source expression for a piece of inline code: 'sha256-<base64>'.
 * Browsers hash the element's text exactly as it appears in the HTML (script text is never entity-decoded).
 * @param {string} content
 */
export function sha256Source(content) {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * Hash sources for every inline script a browser would execute, in document order, without duplicates.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!isExecutableScriptType(attribute(attributes, 'type') ?? '')) continue;
    hashes.add(sha256Source(content));
  }
  return [...hashes];
}

/**
 * Names of inline event-handler attributes (onclick=…) found in the HTML, outside scripts.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineEventHandlers(html) {
  const withoutScripts = html.replace(SCRIPT_ELEMENT, '').replace(STYLE_ELEMENT, '');
  return [...withoutScripts.matchAll(EVENT_HANDLER_ATTRIBUTE)].map((match) => match[1] ?? '');
}

/**
 * @typedef {object} CspInput
 * @property {string[]} scriptHashes sources for the page's inline scripts
 * @property {string[]} styleSources sources for style-src beyond 'self'
 * @property {string[]} connectSources origins the page may fetch from beyond 'self'
 * @property {boolean} [forMetaElement] leave out what a <meta> policy may not carry (frame-ancestors), since
 *   browsers ignore it there and log an error
 */

/**
 * The policy text: only our own origin for code, styles, images, fonts and the manifest; inline scripts only
 * by hash; fonts also from data: URLs, as each page carries its fonts inside its inlined stylesheet
 * (scripts/export/inline-stylesheets.ts); fetches only to ourselves and the configured backend; no plugins,
 * no framing, no foreign forms.
 * @param {CspInput} input
 * @returns {string}
 */
export function buildCsp({ scriptHashes, styleSources, connectSources, forMetaElement = false }) {
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", ...styleSources]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectSources]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMetaElement) directives.push(['frame-ancestors', ["'none'"]]);
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
