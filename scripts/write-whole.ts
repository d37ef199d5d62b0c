import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `file` whole or not at all: beside it first (`<file>.<pid>.partial`), then renamed over it, so a
 * reader never sees half of it and a failed write (a full disk) leaves nothing behind. Only a process
 * killed between the two leaves its partial file.
 */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
