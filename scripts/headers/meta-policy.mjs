// @ts-check
/**
 * A page's own Content-Security-Policy, carried in a <meta http-equiv> first in its <head>: written there by
 * scripts/headers/generate.ts, read back by scripts/static-server.mjs (which serves no page without it) and
 * the tests. A <meta> policy governs only what comes after it, so it counts only before the page's first
 * script.
 */
import { decodeHTML } from 'entities';

const META_ELEMENT = /<meta\b[^>]*>/gi;
const HTTP_EQUIV =
  /\shttp-equiv\s*=\s*(?:"content-security-policy"|'content-security-policy'|content-security-policy[\s/>])/i;
const CONTENT = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * The page with its policy in a <meta http-equiv> at the top of <head>, after only the charset Next writes
 * first (it must be in the first 1024 bytes), so it covers every script after it. A policy written by an
 * earlier run is replaced. Throws, naming `file`, for a page without a <head>.
 * @param {string} html
 * @param {string} policy
 * @param {string} file the page's name, for the error
 */
export function withMetaPolicy(html, policy, file) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const withMeta = withoutOld.replace(
    /<head>(<meta charSet="utf-8"\/>)?/i,
    (tag) => `${tag}${meta}`,
  );
  if (withMeta === withoutOld) throw new Error(`${file}: no <head> to put the policy in`);
  return withMeta;
}

/**
 * The policy of the <meta http-equiv="Content-Security-Policy"> the page carries before its first script
 * (its text decoded), or undefined when none comes before it. `html` may be the page's first bytes only.
 * @param {string} html
 * @returns {string | undefined}
 */
export function metaPolicyBeforeScripts(html) {
  const firstScript = html.search(/<script\b/i);
  const head = firstScript === -1 ? html : html.slice(0, firstScript);
  for (const [element] of head.matchAll(META_ELEMENT)) {
    if (!HTTP_EQUIV.test(element)) continue;
    const content = CONTENT.exec(element);
    if (content) return decodeHTML(content[1] ?? content[2] ?? '');
  }
  return undefined;
}
