import { explanatoryLines, remedyFor } from '@/scripts/local-backend/start-failure';

/**
 * What a failed start says to do follows the cause PostgreSQL or the system gave (the process tests make
 * some of these happen: tests/unit/local-backend-process.test.ts); only an unexplained failure is called a
 * damaged database.
 */

const FOLDER = '/home/owner/shop/.local-db';
const DAMAGED = 'The folder holds a database that is damaged… Restore it from a backup…';

test.each([
  [
    'FATAL:  could not create lock file "postmaster.pid": Read-only file system',
    /read-only file system, so PostgreSQL cannot write in it; nothing says the database is damaged/,
  ],
  [
    'PANIC:  could not write to file "pg_wal/xlogtemp.42": No space left on device',
    /The disk holding \/home\/owner\/shop\/\.local-db is full; nothing says the database is damaged/,
  ],
  [
    'FATAL:  could not open file "global/pg_filenode.map": Permission denied',
    /may not read or write a file in \/home\/owner\/shop\/\.local-db; nothing says the database is damaged/,
  ],
  ['file system error EROFS (read-only file system)', /read-only file system/],
  [
    'PANIC:  could not locate a valid checkpoint record at 0/176E7E0',
    /^The folder holds a database that is damaged/,
  ],
  [
    'FATAL:  database files are incompatible with server',
    /^The folder holds a database that is damaged/,
  ],
])('%s', (cause, remedy) => {
  expect(remedyFor(cause, FOLDER, DAMAGED)).toMatch(remedy);
});

test("PostgreSQL's lines name the folder, never PGlite's internal path for it", () => {
  const lines = explanatoryLines(
    [
      '2026-11-25 17:00:00.000 UTC [42] FATAL:  "/pglite/data" is not a valid data directory',
      'DETAIL:  File "/pglite/data/PG_VERSION" does not contain valid data.',
      'LOG:  starting',
    ],
    FOLDER,
  );
  expect(lines).toEqual([
    `FATAL:  "${FOLDER}" is not a valid data directory`,
    `DETAIL:  File "${FOLDER}/PG_VERSION" does not contain valid data.`,
  ]);
});
