/**
 * The exported pages read as text, by the specs that check every page without a browser (which pages
 * there are: exportedPageFiles in scripts/site-dir.ts): the text each shows, and the ids it repeats.
 */
import { decodeEntities, findTags } from '../../../scripts/bench/html';

/**
 * The text a reader sees in the body: no scripts (the JSON-LD, React's payload), styles or tags, entities
 * decoded, runs of white space as one space.
 */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      // React separates adjacent text with '<!-- -->': one text, no space.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/**
 * The ids a page gives to more than one element, each once. Counted in the whole document, inline SVG
 * included: html-validate's no-dup-id skips SVG as foreign content, yet `url(#id)` and `aria-*` references
 * resolve by id across the whole document.
 */
export function repeatedIds(html: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { attributes } of findTags(html)) {
    const { id } = attributes;
    if (id === undefined) continue;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
  }
  return [...repeated];
}
