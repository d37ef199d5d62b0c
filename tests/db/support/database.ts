import type { PGlite } from '@electric-sql/pglite';

export type Role = 'anon' | 'authenticated' | 'service_role';

/** Runs `work` in a transaction as `role` (Supabase's roles), so row-level security and grants apply. */
export async function asRole<T>(
  db: PGlite,
  role: Role,
  work: (tx: PGlite) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return work(tx as unknown as PGlite);
  });
}

/** The SQLSTATE the statement failed with (23505, 23514…), or undefined when it succeeded. */
export async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
