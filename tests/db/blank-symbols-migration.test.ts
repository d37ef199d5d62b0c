/** @jest-environment node */
import { PGlite } from '@electric-sql/pglite';
import { clusterArchive } from '@/scripts/local-backend/cluster-archive';
import {
  applyMigrations,
  asRole,
  createSupabaseRoles,
  readMigrations,
} from '@/scripts/local-backend/database';
import { sqlStateOf } from './support/database';

/**
 * The blank-symbols migration on a production list that already holds what it now refuses: `supabase db
 * push` must not fail and must not delete a sign-up; the rule holds for every row written after it.
 */

const MIGRATION = 'stock_notifications_blank_symbols';
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: await clusterArchive() });
  await createSupabaseRoles(db);
  const migrations = readMigrations();
  const index = migrations.findIndex((migration) => migration.name === MIGRATION);
  expect(index).toBeGreaterThan(0);
  await applyMigrations(db, migrations.slice(0, index));
  // Stored under the earlier rule, which let U+2800 through.
  await asRole(db, 'anon', (tx) =>
    tx.query(
      `insert into public.stock_notifications (email, product_name) values ($1, 'Pie Chart')`,
      ['old\u2800@example.com'],
    ),
  );
  await asRole(db, 'anon', (tx) =>
    tx.query(
      `insert into public.stock_notifications (email, product_name) values ('old@example.com', $1)`,
      ['\u2800'],
    ),
  );
  await applyMigrations(db, migrations);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

test('rows stored before it are kept, and its checks stay NOT VALID for them', async () => {
  const { rows } = await db.query<{ email: string }>(
    'select email from public.stock_notifications order by id',
  );
  expect(rows.map((row) => row.email)).toEqual(['old\u2800@example.com', 'old@example.com']);
  const constraints = await db.query<{ conname: string; convalidated: boolean }>(
    `select conname, convalidated from pg_constraint
      where conname in ('stock_notifications_email_characters', 'stock_notifications_product_name_visible')
      order by conname`,
  );
  expect(constraints.rows).toEqual([
    { conname: 'stock_notifications_email_characters', convalidated: false },
    { conname: 'stock_notifications_product_name_visible', convalidated: false },
  ]);
});

test('every row written after it follows the new rule', async () => {
  const insert = (email: string, productName: string) =>
    sqlStateOf(
      asRole(db, 'anon', (tx) =>
        tx.query('insert into public.stock_notifications (email, product_name) values ($1, $2)', [
          email,
          productName,
        ]),
      ),
    );
  expect(await insert('new\u2800@example.com', 'Pie Chart')).toBe('23514');
  expect(await insert('new@example.com', '\u2800\u2800')).toBe('23514');
  expect(await insert('new@example.com', 'Pie Chart')).toBeUndefined();
});
