import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asRole, openDatabase, type DatabaseRole } from '@/scripts/local-backend/database';

/** The roles the tests run statements as. */
export type Role = DatabaseRole;

/** The SQLSTATE the statement failed with (23505, 23514…), or undefined when it succeeded. */
export async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/**
 * A fresh PGlite with every migration, opened before the calling file's tests and closed after them:
 * `query` as its owner, `as` a role, and `insertAsAnon` as the site inserts (anon, through row-level security).
 */
export function freshDatabase() {
  let db: PGlite | undefined;
  beforeAll(async () => {
    db = await openDatabase();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  const opened = () => {
    if (!db) throw new Error('the database opens in beforeAll');
    return db;
  };
  const as = <T>(role: Role, work: (tx: Transaction) => Promise<T>) => asRole(opened(), role, work);
  return {
    query: <R>(sql: string, params?: unknown[]) => opened().query<R>(sql, params),
    as,
    insertAsAnon: (email: unknown, productName: unknown) =>
      as('anon', (tx) =>
        tx.query('insert into public.stock_notifications (email, product_name) values ($1, $2)', [
          email,
          productName,
        ]),
      ),
  };
}
