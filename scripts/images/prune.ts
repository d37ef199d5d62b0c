/** Removes generated files that no job writes any more (a product or reviewer taken out of the data). */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Deletes every file under `publicDir`/`folders` that is not in `keep` (paths relative to publicDir, starting with '/'). Returns how many. */
export function pruneOutputs(
  publicDir: string,
  folders: readonly string[],
  keep: ReadonlySet<string>,
): number {
  let removed = 0;
  for (const folder of folders) {
    for (const file of filesUnder(path.join(publicDir, folder))) {
      const relative = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
      // '.partial' files belong to a generator run in progress; it renames them itself.
      if (!keep.has(relative) && !relative.endsWith('.partial')) {
        rmSync(file);
        removed++;
      }
    }
  }
  for (const folder of folders) removeEmptyDirs(path.join(publicDir, folder));
  return removed;
}

function removeEmptyDirs(dir: string): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  // Visit every subfolder (no short-circuit); this folder is empty if all its entries were empty folders.
  const results = entries.map(
    (entry) => entry.isDirectory() && removeEmptyDirs(path.join(dir, entry.name)),
  );
  const empty = results.every(Boolean);
  if (empty) rmdirSync(dir);
  return empty;
}
