/**
 * Each photo's sha256, the key its derived images are cached by. Hashing every photo of a catalog (a few
 * hundred MB of phone photos) on every build would cost about a second, so a hash is reused while its
 * file keeps the size and modification time it had when hashed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Manifest } from './cache';

/** `files`' hashes, and the record to keep for the next run ('size:mtime:sha256' by file). */
export function hashPhotos(
  files: readonly string[],
  previous: Manifest,
): { hashes: Map<string, string>; record: Manifest } {
  const hashes = new Map<string, string>();
  const record: Manifest = {};
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    const stamp = `${size}:${mtimeMs}:`;
    const known = previous[file];
    const sha256 = known?.startsWith(stamp)
      ? known.slice(stamp.length)
      : createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(file, sha256);
    record[file] = stamp + sha256;
  }
  return { hashes, record };
}
