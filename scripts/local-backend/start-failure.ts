/**
 * Why PGlite could not open a database, told in the system's and PostgreSQL's own words (never PGlite's
 * internal path for the folder), with what to do chosen by that cause: a read-only folder, a permission,
 * a full disk are not a damaged database.
 */

/** Where PGlite mounts the data directory in its own file system; PostgreSQL's messages name it. */
const PGLITE_DATA_DIR = '/pglite/data';

/** What PostgreSQL printed while starting: the lines that explain a failed start, naming the real folder. */
export function explanatoryLines(lines: string[], folder: string | undefined): string[] {
  return lines
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /, '').trim())
    .filter((line) => /^(FATAL|PANIC|ERROR|DETAIL|HINT):|could not|invalid/.test(line))
    .map((line) => line.replaceAll(PGLITE_DATA_DIR, folder ?? 'memory'));
}

/** Emscripten's file-system errors carry only a number: name it; an abort is PostgreSQL stopping. */
export function describeError(error: unknown, folder?: string): string {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'ErrnoError') {
    const errno = (error as { errno?: number }).errno;
    const names: Record<number, string> = {
      2: 'EACCES (permission denied)',
      20: 'EEXIST (file exists)',
      29: 'EIO (input/output error)',
      31: 'EISDIR (is a folder)',
      44: 'ENOENT (no such file or folder)',
      51: 'ENOSPC (no space left on device)',
      54: 'ENOTDIR (not a folder)',
      55: 'ENOTEMPTY (folder not empty)',
      63: 'EPERM (operation not permitted)',
      69: 'EROFS (read-only file system)',
    };
    return `file system error ${names[errno ?? -1] ?? `errno ${errno}`}`;
  }
  if (name === 'RuntimeError' && /Aborted/.test(String((error as Error).message)))
    return 'PostgreSQL stopped';
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(PGLITE_DATA_DIR, folder ?? 'memory');
}

/**
 * What to do about a failed start, chosen by its cause (the lines PostgreSQL printed and the error): a
 * read-only file system, a permission or a full disk says so; anything else gets `otherwise`.
 */
export function remedyFor(cause: string, folder: string, otherwise: string): string {
  if (/read-only file system|\bEROFS\b/i.test(cause)) {
    return (
      `${folder} is on a read-only file system, so PostgreSQL cannot write in it; nothing says the database ` +
      'is damaged. Mount it read-write, or copy the folder somewhere writable and point LOCAL_BACKEND_DATA_DIR ' +
      'at the copy.'
    );
  }
  if (/permission denied|operation not permitted|\bEACCES\b|\bEPERM\b/i.test(cause)) {
    return (
      `PostgreSQL may not read or write a file in ${folder}; nothing says the database is damaged. Give the ` +
      `user running the backend read and write access to the folder and everything in it (chown -R), then ` +
      'start again, or choose another folder with LOCAL_BACKEND_DATA_DIR.'
    );
  }
  if (/no space left on device|disk quota exceeded|\bENOSPC\b|\bEDQUOT\b/i.test(cause)) {
    return (
      `The disk holding ${folder} is full; nothing says the database is damaged. Free some disk space, then ` +
      'start again.'
    );
  }
  return otherwise;
}
