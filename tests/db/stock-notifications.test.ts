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
    expect(
      await sqlStateOf(
        as('anon', (tx) => tx.query('select email from public.stock_notifications')),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(
        as('anon', (tx) => tx.query('select count(*) from public.stock_notifications')),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(
        as('anon', (tx) => tx.query(`update public.stock_notifications set email = 'x@evil.com'`)),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(as('anon', (tx) => tx.query('delete from public.stock_notifications'))),
    ).toBe('42501');
    expect(
      await sqlStateOf(as('anon', (tx) => tx.query('truncate public.stock_notifications'))),
    ).toBe('42501');
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
    expect(
      await sqlStateOf(
        as('authenticated', (tx) => tx.query('select * from public.stock_notifications')),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(
        as('authenticated', (tx) => tx.query('delete from public.stock_notifications')),
      ),
    ).toBe('42501');
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

describe('bad rows are refused by the constraints', () => {
  test.each([
    ['no @', 'not-an-email'],
    ['a space inside', 'jane doe@example.com'],
    ['a leading space', ' jane@example.com'],
    ['no dot in the domain', 'jane@localhost'],
    ['nothing before the @', '@example.com'],
    ['two @', 'jane@@example.com'],
    ['markup', '<script>alert(1)</script>@example.com'],
    ['a quoted local part', '"jane"@example.com'],
    ['a display name', 'Jane <jane@example.com>'],
    ['a trailing dot', 'jane@example.'],
    ['a tab', 'jane\t@example.com'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['a zero-width space', 'jane\u200b@example.com'],
    ['a right-to-left override', 'jane\u202e@example.com'],
    ['a non-breaking space', 'jane\u00a0@example.com'],
    ['an empty string', ''],
  ])('email with %s → 23514', async (_case, email) => {
    expect(await sqlStateOf(insertAsAnon(email, 'Milk Bar Sweatshirt'))).toBe('23514');
  });

  test('an email of 300 characters → 23514', async () => {
    const email = `${'a'.repeat(300 - '@example.com'.length)}@example.com`;
    expect(email).toHaveLength(300);
    expect(await sqlStateOf(insertAsAnon(email, 'Milk Bar Sweatshirt'))).toBe('23514');
  });

  test('an email of exactly 254 characters is accepted', async () => {
    const email = `${'b'.repeat(254 - '@example.com'.length)}@example.com`;
    await insertAsAnon(email, 'Milk Bar Sweatshirt');
    expect(await countRows('email = $1', [email])).toBe(1);
  });

  test.each([
    ['of spaces only', '   '],
    ['that is empty', ''],
    ['of a tab and a newline', '\t\n'],
    ['of 201 characters', 'x'.repeat(201)],
  ])('a product name %s → 23514', async (_case, productName) => {
    expect(await sqlStateOf(insertAsAnon('name-check@example.com', productName))).toBe('23514');
  });

  test('a missing email or product name → 23502', async () => {
    expect(await sqlStateOf(insertAsAnon(null, 'Milk Bar Sweatshirt'))).toBe('23502');
    expect(await sqlStateOf(insertAsAnon('nulls@example.com', null))).toBe('23502');
  });

  test('internationalised and apostrophe addresses are real addresses and are kept', async () => {
    await insertAsAnon('josé@exämple.com', 'Milk Bar Sweatshirt');
    await insertAsAnon("o'brien@example.ie", 'Milk Bar Sweatshirt');
    expect(await countRows(`email in ('josé@exämple.com', 'o''brien@example.ie')`)).toBe(2);
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
