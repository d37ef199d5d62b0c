import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { backendFiles } from './data-dir';
import { asRole } from './database';
import { STOCK_NOTIFICATIONS_TABLE } from '../../lib/notify';
import { EXPOSED_TABLES, quoteIdentifier } from './postgrest';

/**
 * What /health proves, each time it is asked, and says it proved:
 *
 * - every row of each exposed table can be read from the table's own file (a sequential scan);
 * - every index of it is whole (amcheck's bt_index_check: every page, and every row of the table in it),
 *   and every row can be read through it (an index scan, which fetches each row it points to, counting
 *   as many rows as the table): a table file cut short or an index page of garbage fails here, not at the
 *   next sign-up;
 * - the site's insert succeeds, as the site makes it (as anon, through the grants, the policy, the checks
 *   and the triggers), in a transaction rolled back, so nothing is stored;
 * - the data folder takes a write: a page written, synced and removed (a full disk fails here).
 *
 * What it could not check (an index PostgreSQL would not read through, a database kept in memory) is said
 * so, never counted as proved.
 */

export interface HealthCheck {
  check: string;
  /** true: proved; false: failed; null: could not be checked. */
  ok: boolean | null;
  /** `ok: …`, `failed: …` or `not checked: …`, for the answer. */
  result: string;
  /** On failure: what could not be done, in plain words, and the system's or PostgreSQL's cause. */
  failure?: { message: string; cause: string; code: string; error: unknown };
}

const rowsCount = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

/** A PostgreSQL page, what a table grows by: the write the disk must take. */
const PAGE_BYTES = 8192;

const passed = (check: string, detail: string): HealthCheck => ({
  check,
  ok: true,
  result: `ok: ${detail}`,
});
const unchecked = (check: string, why: string): HealthCheck => ({
  check,
  ok: null,
  result: `not checked: ${why}`,
});
function failed(check: string, message: string, error: unknown): HealthCheck {
  const cause = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string } | undefined)?.code ?? 'PGRST000';
  return { check, ok: false, result: `failed: ${cause}`, failure: { message, cause, code, error } };
}

/** Runs `work` with PostgreSQL made to read through indexes (no sequential scan, sort or shortcut). */
async function throughIndexes<T>(db: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(
      'set local enable_seqscan = off; set local enable_bitmapscan = off; ' +
        'set local enable_indexonlyscan = off; set local enable_sort = off',
    );
    return work(tx);
  });
}

async function checkTable(db: PGlite, table: string): Promise<HealthCheck[]> {
  const name = `public.${quoteIdentifier(table)}`;
  const check = `public.${table}`;
  let rows: number;
  try {
    rows = await db.transaction(async (tx) => {
      await tx.exec(
        'set local enable_indexscan = off; set local enable_indexonlyscan = off; set local enable_bitmapscan = off',
      );
      return (await tx.query<{ rows: number }>(`select count(*)::int as rows from ${name}`)).rows[0]
        ?.rows as number;
    });
  } catch (error) {
    return [failed(check, `The database cannot read every row of ${check}`, error)];
  }
  const checks = [passed(check, `${rowsCount(rows)} read from the table`)];

  const { rows: indexes } = await db.query<{
    index: string;
    method: string;
    keys: string[];
    partial: boolean;
  }>(
    `select c.relname as index, am.amname as method, i.indpred is not null as partial,
            array(select pg_get_indexdef(i.indexrelid, k, true)
                    from generate_series(1, i.indnkeyatts) as k order by k) as keys
       from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_am am on am.oid = c.relam
      where i.indrelid = $1::regclass
      order by c.relname`,
    [name],
  );
  for (const { index, method, keys, partial } of indexes) {
    const label = `index ${index}`;
    if (method !== 'btree') {
      checks.push(unchecked(label, `a ${method} index (amcheck checks btree indexes)`));
      continue;
    }
    try {
      // amcheck is set up by database.ts (LOCAL_BACKEND_SQL).
      await db.query('select local_backend.bt_index_check($1::regclass, true)', [
        `public.${quoteIdentifier(index)}`,
      ]);
      const reading = `select 1 from ${name} order by ${keys.join(', ')} offset 0`;
      const through = await throughIndexes(db, async (tx) => {
        const plan = (await tx.query<{ 'QUERY PLAN': string }>(`explain ${reading}`)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        if (!plan.includes(`Index Scan using ${index} `)) return undefined;
        return (
          await tx.query<{ rows: number }>(`select count(*)::int as rows from (${reading}) r`)
        ).rows[0]?.rows;
      });
      if (through === undefined)
        checks.push(unchecked(label, 'PostgreSQL would not read the table through it'));
      else if (!partial && through !== rows)
        checks.push(
          failed(
            label,
            `The index ${index} of ${check} and its table disagree`,
            new Error(
              `${rowsCount(through)} read through the index, ${rowsCount(rows)} in the table`,
            ),
          ),
        );
      else
        checks.push(passed(label, `every page checked, and ${rowsCount(through)} read through it`));
    } catch (error) {
      checks.push(
        failed(label, `The database cannot read ${check} through its index ${index}`, error),
      );
    }
  }
  return checks;
}

/** The sign-up the site sends, as the site sends it, then rolled back. */
async function checkInsert(db: PGlite): Promise<HealthCheck> {
  const email = `health-check-${randomUUID()}@local-backend.invalid`;
  try {
    await asRole(db, 'anon', async (tx) => {
      await tx.query(
        `insert into public.${quoteIdentifier(STOCK_NOTIFICATIONS_TABLE)} (email, product_name) values ($1, $2)`,
        [email, 'Local backend health check'],
      );
      await tx.rollback();
    });
    return passed(
      'insert',
      `the site’s insert into public.${STOCK_NOTIFICATIONS_TABLE} ran, then was rolled back`,
    );
  } catch (error) {
    return failed(
      'insert',
      `The site’s insert into public.${STOCK_NOTIFICATIONS_TABLE} fails`,
      error,
    );
  }
}

/** One page written to the data folder, synced, then removed. */
function checkDisk(dataDir: string | undefined): HealthCheck {
  if (!dataDir) return unchecked('disk', 'the database is kept in memory');
  const { dir, probe } = backendFiles(dataDir);
  let descriptor: number | undefined;
  try {
    descriptor = openSync(probe, 'w', 0o600);
    writeSync(descriptor, Buffer.alloc(PAGE_BYTES));
    fsyncSync(descriptor);
    return passed('disk', `a page written to ${dir}, synced and removed`);
  } catch (error) {
    return failed('disk', `The data folder ${dir} takes no write`, error);
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
    rmSync(probe, { force: true });
  }
}

/** Every check, in order; each one's result whatever the others gave. */
export async function checkHealth(db: PGlite, dataDir: string | undefined): Promise<HealthCheck[]> {
  const checks: HealthCheck[] = [];
  for (const table of EXPOSED_TABLES) checks.push(...(await checkTable(db, table)));
  checks.push(await checkInsert(db));
  checks.push(checkDisk(dataDir));
  return checks;
}
