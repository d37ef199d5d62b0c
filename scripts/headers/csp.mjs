// @ts-check
/**
 * Content-Security-Policy pieces: the sha256 hashes of the inline scripts Next writes into each exported page
 * (its bootstrap and the React Server Components payload), the shop's two policies (the one `_headers`
 * sends with every page, and each page's own, with its hashes, in a <meta>), and how to read a policy.
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
 * The sources a policy lists for each of its directives, by name.
 * @param {string} policy
 * @returns {Map<string, string[]>}
 */
export function policyDirectives(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // A repeated directive is ignored by browsers: the first one counts.
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Whether a policy lets any inline script run: the directive that governs script elements
 * (script-src-elem, else script-src, else default-src) is absent, or allows 'unsafe-inline' with no hash,
 * nonce or 'strict-dynamic' (any of which makes browsers ignore 'unsafe-inline').
 * @param {string} policy
 */
export function allowsAnyInlineScript(policy) {
  const directives = policyDirectives(policy);
  const sources =
    directives.get('script-src-elem') ??
    directives.get('script-src') ??
    directives.get('default-src');
  if (sources === undefined) return true;
  const lowered = sources.map((source) => source.toLowerCase());
  return (
    lowered.includes("'unsafe-inline'") &&
    !lowered.some(
      (source) => /^'(sha256|sha384|sha512|nonce)-/.test(source) || source === "'strict-dynamic'",
    )
  );
}

/**
 * @typedef {object} SiteSources
 * @property {string[]} styleSources sources for style-src beyond 'self'
 * @property {string[]} connectSources origins the pages may fetch from beyond 'self'
 */

/**
 * The directives of the shop's policies, script-src as given: only our own origin for code, styles, images,
 * fonts and the manifest; fonts also from data: URLs, as each page carries its fonts inside its inlined
 * stylesheet (scripts/export/inline-stylesheets.ts); fetches only to ourselves and the configured backend;
 * no plugins, no foreign base or forms; no framing where a header says it.
 * @param {SiteSources & { scriptSources: string[], frameAncestors: boolean }} input
 */
function policyText({ scriptSources, styleSources, connectSources, frameAncestors }) {
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptSources]],
    ['style-src', ["'self'", ...styleSources]],
    ['img-src', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectSources]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (frameAncestors) directives.push(['frame-ancestors', ["'none'"]]);
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The policy every page of the shop shares, which `_headers` sends with each of them: all of the page's own
 * policy but which inline scripts run, plus frame-ancestors, which only a header can say. Its script-src
 * allows inline scripts ('unsafe-inline') because each page's own policy, in a <meta> first in its <head>
 * (pagePolicy), allows exactly that page's by hash: a browser enforces both policies and runs a script only
 * if both allow it, so inline scripts run by hash alone, and the header needs no rule per page (Next's
 * inline scripts differ on every page).
 * @param {SiteSources} input
 * @returns {string}
 */
export function sharedPolicy({ styleSources, connectSources }) {
  return policyText({
    scriptSources: ["'unsafe-inline'"],
    styleSources,
    connectSources,
    frameAncestors: true,
  });
}

/**
 * A page's own policy, for the <meta http-equiv> first in its <head>: the shared policy with a script-src
 * that lists the sha256 hashes of exactly the page's inline scripts, less frame-ancestors (browsers ignore
 * it in a <meta> and log an error). Everything else it says, the shared header says too.
 * @param {SiteSources & { scriptHashes: string[] }} input
 * @returns {string}
 */
export function pagePolicy({ scriptHashes, styleSources, connectSources }) {
  return policyText({
    scriptSources: scriptHashes,
    styleSources,
    connectSources,
    frameAncestors: false,
  });
}
