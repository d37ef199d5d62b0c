import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folder and everything under it that is not its user's alone (files 0600, folders 0700), as `<mode> <path>`. */
export function notPrivate(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return [dir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]
    .map((file) => ({ file, stats: statSync(file) }))
    .filter(({ stats }) => (stats.mode & 0o777) !== (stats.isDirectory() ? 0o700 : 0o600))
    .map(({ file, stats }) => `${(stats.mode & 0o777).toString(8)} ${path.relative(dir, file)}`);
}
