/**
 * docs/performance.md: a fixed introduction written by hand, and the latest results, which every full bench
 * run writes between two markers. Formatted with the project's Prettier settings, so `prettier --check`
 * passes on what the bench wrote.
 */
import { readFile, writeFile } from 'node:fs/promises';
import prettier from 'prettier';

export const RESULTS_START = '<!-- bench results: written by `npm run bench`, do not edit -->';
export const RESULTS_END = '<!-- end of bench results -->';

/** `doc` with everything between the markers replaced by `results`. */
export function withResults(doc: string, results: string): string {
  const start = doc.indexOf(RESULTS_START);
  const end = doc.indexOf(RESULTS_END);
  if (start < 0 || end < start) {
    throw new Error(`The performance doc lacks the markers ${RESULTS_START} … ${RESULTS_END}`);
  }
  return `${doc.slice(0, start + RESULTS_START.length)}\n\n${results.trim()}\n\n${doc.slice(end)}`;
}

/** Markdown as Prettier writes it with the project's settings (aligned tables). */
export async function formatMarkdown(markdown: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(markdown, { ...options, filepath: file });
}

export async function writeResults(docFile: string, results: string): Promise<void> {
  const doc = await readFile(docFile, 'utf8');
  await writeFile(docFile, await formatMarkdown(withResults(doc, results), docFile));
}
