/**
 * The owner's content in this checkout (data/content), as scripts/e2e/owner-edits.ts reads and rewrites
 * it in a scratch clone, in either of its modes: by script, or through the editor.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DesignContent } from '../../data/schema/design';
import { PROJECT_ROOT } from '../site-dir';

const CONTENT = path.join(PROJECT_ROOT, 'data/content');
export const DESIGNS = path.join(CONTENT, 'designs');
export const REVIEWS = path.join(CONTENT, 'pages/reviews.json');

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
/** As the editor writes: two-space indents, a final newline. */
export const writeJson = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The designs' files by name ('milk-bar.json'), in the order of their names. */
export function readDesigns(): Map<string, DesignContent> {
  const files = readdirSync(DESIGNS)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return new Map(files.map((file) => [file, readJson<DesignContent>(path.join(DESIGNS, file))]));
}

/** How many designs each category holds, smallest first. */
export function categoryCounts(designs: Iterable<DesignContent>): [string, number][] {
  const counts = new Map<string, number>();
  for (const design of designs) counts.set(design.category, (counts.get(design.category) ?? 0) + 1);
  return [...counts].sort((a, b) => a[1] - b[1]);
}
