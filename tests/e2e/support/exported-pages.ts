/**
 * The exported site read as files, by the specs that check every page without a browser: which pages it
 * has, and the text each shows.
 */
import { readdirSync } from 'node:fs';
import { decodeEntities } from '../../../scripts/bench/html';

/** The exported pages under `dir`, relative to it ('index.html', 'products/milk-bar.html'); not _next/. */
export function exportedPageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !file.startsWith('_next/'));
}

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
