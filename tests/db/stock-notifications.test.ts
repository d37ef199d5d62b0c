/** @jest-environment node */
import { freshDatabase, sqlStateOf } from './support/database';

/**
 * The migration on a fresh in-memory PostgreSQL (PGlite) with Supabase's roles and default grants, run as
 * the site runs it: as anon, through row-level security.
 */

const { query, as, insertAsAnon } = freshDatabase();

async function countRows(where = 'true', params: unknown[] = []): Promise<number> {
  const result = await query<{ n: number }>(
    `select count(*)::int as n from public.stock_notifications where ${where}`,
    params,
  );
  return result.rows[0]?.n ?? -1;
}

describe('stock_notifications as anon (the site)', () => {
  test('can insert an email and a product name, and the row gets an id and a timestamp', async () => {
    await insertAsAnon('first@example.com', 'Milk Bar Sweatshirt');
    const { rows } = await query<{ id: number; created_at: Date }>(
      `select id, created_at from public.stock_notifications where email = 'first@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.id)).toBeGreaterThan(0);
    expect(rows[0]?.created_at).toBeInstanceOf(Date);
  });

  test('cannot read, change or delete any row', async () => {
    await insertAsAnon('private@example.com', 'Dairy Farm Sweatshirt');
    for (const statement of [
      'select email from public.stock_notifications',
      'select count(*) from public.stock_notifications',
      `update public.stock_notifications set email = 'x@evil.com'`,
      'delete from public.stock_notifications',
      'truncate public.stock_notifications',
    ])
      expect([statement, await sqlStateOf(as('anon', (tx) => tx.query(statement)))]).toEqual([
        statement,
        '42501',
      ]);
    expect(await countRows(`email = 'private@example.com'`)).toBe(1);
  });

  test('cannot ask for the inserted row back (insert ... returning)', async () => {
    const state = await sqlStateOf(
      as('anon', (tx) =>
        tx.query(
          `insert into public.stock_notifications (email, product_name) values ('back@example.com', 'Pie Chart') returning id`,
        ),
      ),
    );
    expect(state).toBe('42501');
    expect(await countRows(`email = 'back@example.com'`)).toBe(0);
  });

  test('cannot choose the id or the timestamp', async () => {
    expect(
      await sqlStateOf(
        as('anon', (tx) =>
          tx.query(
            `insert into public.stock_notifications (email, product_name, created_at) values ('t@example.com', 'P', '2000-01-01')`,
          ),
        ),
      ),
    ).toBe('42501');
    expect(await countRows(`email = 't@example.com'`)).toBe(0);
  });

  test('authenticated has exactly the same rights', async () => {
    await as('authenticated', (tx) =>
      tx.query(
        `insert into public.stock_notifications (email, product_name) values ('auth@example.com', 'P')`,
      ),
    );
    for (const statement of [
      'select * from public.stock_notifications',
      'delete from public.stock_notifications',
    ])
      expect([
        statement,
        await sqlStateOf(as('authenticated', (tx) => tx.query(statement))),
      ]).toEqual([statement, '42501']);
  });
});

describe('one sign-up per address and product', () => {
  test('the same address in another case for the same product is a unique violation (23505)', async () => {
    await insertAsAnon('Twice@Example.com', 'New Mom Tarot Sweatshirt');
    expect(await sqlStateOf(insertAsAnon('twice@example.COM', 'New Mom Tarot Sweatshirt'))).toBe(
      '23505',
    );
    expect(await countRows(`lower(email) = 'twice@example.com'`)).toBe(1);
  });

  test('the same address may wait for another product', async () => {
    await insertAsAnon('many@example.com', 'Pie Chart Sweatshirt');
    await insertAsAnon('many@example.com', 'Raccoon Dropout Sweatshirt');
    expect(await countRows(`email = 'many@example.com'`)).toBe(2);
  });
});

// Which emails and product names the constraints refuse: tests/db/email-rule.test.ts, over the shared table.
describe('bad rows are refused by the constraints', () => {
  test('an email with a leading space (the site trims; the table refuses) → 23514', async () => {
    expect(await sqlStateOf(insertAsAnon(' jane@example.com', 'Milk Bar Sweatshirt'))).toBe(
      '23514',
    );
  });

  test('a missing email or product name → 23502', async () => {
    expect(await sqlStateOf(insertAsAnon(null, 'Milk Bar Sweatshirt'))).toBe('23502');
    expect(await sqlStateOf(insertAsAnon('nulls@example.com', null))).toBe('23502');
  });
});

describe('the owner (service_role)', () => {
  test('can read every row, which anon cannot', async () => {
    const total = await countRows();
    const seen = await as('service_role', (tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from public.stock_notifications'),
    );
    expect(seen.rows[0]?.n).toBe(total);
    expect(total).toBeGreaterThan(0);
  });
});
