/** @jest-environment node */
import { checkEmail, INVISIBLE_CHARACTER } from '@/lib/email';
import { freshDatabase, sqlStateOf, type Role } from './support/database';
import { EMAIL_INPUTS, PRODUCT_NAME_INPUTS } from '@/tests/fixtures/email-inputs';

/**
 * The database's rule is lib/email.ts's rule: the shared table of inputs in
 * tests/fixtures/email-inputs.ts, inserted as the site inserts (anon, through row-level security), on
 * a fresh PGlite with every migration applied. tests/unit/email.test.ts runs the same table through
 * checkEmail.
 */

const { query, as, insertAsAnon } = freshDatabase();

async function storedFor(productName: string): Promise<string[]> {
  const { rows } = await query<{ email: string }>(
    'select email from public.stock_notifications where product_name = $1 order by id',
    [productName],
  );
  return rows.map((row) => row.email);
}

describe('the shared table of email inputs: the database agrees with checkEmail', () => {
  test.each(EMAIL_INPUTS.map((entry, index) => [entry.why, entry, index] as const))(
    '%s',
    async (_why, { input, expected }, index) => {
      // Each input waits for its own product, so no row is refused as a repeat of another.
      const product = `Rule ${index}`;
      expect(checkEmail(input).status).toBe(expected);
      const sent = input.trim();
      const state = await sqlStateOf(insertAsAnon(sent, product));
      if (expected === 'valid') {
        expect(state).toBeUndefined();
        expect(await storedFor(product)).toEqual([sent.normalize('NFC')]);
        expect(await storedFor(product)).toEqual([checkEmail(input).email]);
      } else {
        expect(state).toBe('23514');
        expect(await storedFor(product)).toEqual([]);
      }
    },
  );
});

test('one Unicode form: the NFD twin of a stored address is the same sign-up (23505), in either order', async () => {
  await insertAsAnon('zoe\u0308@example.com'.normalize('NFC'), 'Twin Sweatshirt');
  expect(await sqlStateOf(insertAsAnon('zoe\u0308@example.com', 'Twin Sweatshirt'))).toBe('23505');
  await insertAsAnon('noe\u0308l@example.com', 'Twin Tee');
  expect(await sqlStateOf(insertAsAnon('no\u00ebl@example.com', 'Twin Tee'))).toBe('23505');
  expect(await sqlStateOf(insertAsAnon('NOE\u0308L@example.com', 'Twin Tee'))).toBe('23505');
  expect(await storedFor('Twin Sweatshirt')).toHaveLength(1);
  expect(await storedFor('Twin Tee')).toEqual(['no\u00ebl@example.com']);
});

describe('product names need a visible character', () => {
  test.each(PRODUCT_NAME_INPUTS.map((entry, index) => [entry.why, entry, index] as const))(
    '%s',
    async (_why, { input, expected }, index) => {
      // An address the rule accepts, so only the product name can be refused.
      const state = await sqlStateOf(insertAsAnon(`name-${index}@example.com`, input));
      expect(state).toBe(expected === 'valid' ? undefined : '23514');
    },
  );
});

describe('the public key writes one row per statement', () => {
  const many = (count: number, prefix: string) =>
    JSON.stringify(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix}${index}@example.com`,
        product_name: 'Bulk Sweatshirt',
      })),
    );
  const bulkInsert = (role: Role, rows: string) =>
    as(role, (tx) =>
      tx.query(
        `insert into public.stock_notifications (email, product_name)
         select email, product_name from json_populate_recordset(null::public.stock_notifications, $1::json)`,
        [rows],
      ),
    );

  test.each(['anon', 'authenticated'] as const)(
    '%s: 300 rows in one statement are refused (54000) and none is stored',
    async (role) => {
      expect(await sqlStateOf(bulkInsert(role, many(300, `bulk-${role}-`)))).toBe('54000');
      expect(await sqlStateOf(bulkInsert(role, many(2, `pair-${role}-`)))).toBe('54000');
      const { rows } = await query<{ n: number }>(
        `select count(*)::int as n from public.stock_notifications where email like $1`,
        [`%-${role}-%`],
      );
      expect(rows[0]?.n).toBe(0);
    },
  );

  test('anon: one row per statement still works, as the site sends it', async () => {
    expect(await sqlStateOf(bulkInsert('anon', many(1, 'single-')))).toBeUndefined();
  });

  test('the owner (service_role) is not bounded', async () => {
    expect(await sqlStateOf(bulkInsert('service_role', many(5, 'owner-')))).toBeUndefined();
  });
});

test('the invisible characters in the migration are exactly lib/email.ts’s, over every code point', async () => {
  // The character class of the product-name constraint, as PostgreSQL stores it.
  const { rows } = await query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'stock_notifications_product_name_visible'`,
  );
  const visiblePattern = rows[0]?.definition.match(/'(\[\^.*\])'::text/)?.[1];
  expect(visiblePattern).toBeDefined();
  // Every code point PostgreSQL finds invisible (the class without its ^), listed by PostgreSQL.
  const invisibleClass = (visiblePattern as string).replace('[^', '[');
  const sqlInvisible = await query<{ cp: number }>(
    `select cp from generate_series(1, 1114111) as cp
      where cp not between 55296 and 57343 and chr(cp) ~ $1 order by cp`,
    [invisibleClass],
  );
  const jsInvisible: number[] = [];
  for (let cp = 1; cp <= 0x10ffff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (INVISIBLE_CHARACTER.test(String.fromCodePoint(cp))) jsInvisible.push(cp);
  }
  expect(sqlInvisible.rows.map((row) => row.cp)).toEqual(jsInvisible);

  // And the email constraint refuses exactly those, plus < > ( ) [ ] \ , ; : "
  const emailRule = await query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'stock_notifications_email_characters'`,
  );
  const emailClass = emailRule.rows[0]?.definition.match(/!~ '(\[.*\])'::text/)?.[1] ?? '';
  const sqlForbidden = await query<{ cp: number }>(
    `select cp from generate_series(1, 1114111) as cp
      where cp not between 55296 and 57343 and chr(cp) ~ $1 order by cp`,
    [emailClass],
  );
  const punctuation = [...'<>()[]\\,;:"'].map((c) => c.codePointAt(0) as number);
  expect(sqlForbidden.rows.map((row) => row.cp)).toEqual(
    [...jsInvisible, ...punctuation].sort((a, b) => a - b),
  );
}, 60_000);
