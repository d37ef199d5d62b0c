/**
 * docs/performance.md: a fixed introduction written by hand, and the latest results, which every full bench
 * run writes between two markers. Formatted with the project's Prettier settings, so `prettier --check`
 * passes on what the bench wrote.
 */
import { readFile, writeFile } from 'node:fs/promises';
import prettier from 'prettier';

export const RESULTS_START = '<!-- bench results: written by `npm run bench`, do not edit -->';
export const RESULTS_END = '<!-- end of bench results -->';

/** Where a section the bench writes starts and ends. */
interface Markers {
  start: string;
  end: string;
}

const BENCH_MARKERS: Markers = { start: RESULTS_START, end: RESULTS_END };
/** The catalogue bench's table (catalogue.ts). */
export const CATALOGUE_MARKERS: Markers = {
  start: '<!-- catalogue results: written by `npm run bench -- --catalogue`, do not edit -->',
  end: '<!-- end of catalogue results -->',
};

/** `doc` with everything between the markers replaced by `results`. */
export function withResults(doc: string, results: string, markers = BENCH_MARKERS): string {
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  if (start < 0 || end < start) {
    throw new Error(`The performance doc lacks the markers ${markers.start} … ${markers.end}`);
  }
  return `${doc.slice(0, start + markers.start.length)}\n\n${results.trim()}\n\n${doc.slice(end)}`;
}

/** Markdown as Prettier writes it with the project's settings (aligned tables). */
export async function formatMarkdown(markdown: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(markdown, { ...options, filepath: file });
}

export async function writeResults(
  docFile: string,
  results: string,
  markers = BENCH_MARKERS,
): Promise<void> {
  const doc = await readFile(docFile, 'utf8');
  await writeFile(docFile, await formatMarkdown(withResults(doc, results, markers), docFile));
}
