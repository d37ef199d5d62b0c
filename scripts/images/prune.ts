/** Removes generated files that no job writes any more (a product or reviewer taken out of the data). */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Deletes every file under `publicDir`/`folders` that is not in `keep` (paths relative to publicDir, starting with '/'), then the folders left empty. Returns how many files. */
export function pruneOutputs(
  publicDir: string,
  folders: readonly string[],
  keep: ReadonlySet<string>,
): number {
  let removed = 0;
  for (const folder of folders.map((name) => path.join(publicDir, name))) {
    if (!existsSync(folder)) continue;
    const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
    const full = (entry: (typeof entries)[number]) => path.join(entry.parentPath, entry.name);
    for (const file of entries.filter((entry) => !entry.isDirectory()).map(full)) {
      const relative = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
      // '.partial' files belong to a generator run in progress; it renames them itself.
      if (!keep.has(relative) && !relative.endsWith('.partial')) {
        rmSync(file);
        removed++;
      }
    }
    // Deepest first, so a folder whose only entries were empty folders is empty by its turn.
    const dirs = entries.filter((entry) => entry.isDirectory()).map(full);
    for (const dir of [...dirs.sort((a, b) => b.length - a.length), folder]) {
      if (readdirSync(dir).length === 0) rmdirSync(dir);
    }
  }
  return removed;
}
