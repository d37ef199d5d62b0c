import { getAllProducts } from '@/lib/catalog';
import { checkEmail, INVISIBLE_CHARACTER } from '@/lib/email';
import { EMAIL_INPUTS, PRODUCT_NAME_INPUTS } from '@/tests/fixtures/email-inputs';

/**
 * checkEmail on the shared table of inputs (tests/fixtures/email-inputs.ts); tests/db/email-rule.test.ts
 * runs the same table against the database's constraints, so the form and the database cannot drift.
 */
test.each(EMAIL_INPUTS.map((entry) => [entry.why, entry] as const))(
  '%s',
  (_why, { input, expected }) => {
    const checked = checkEmail(input);
    expect(checked.status).toBe(expected);
    if (expected === 'valid') expect(checked.email).toBe(input.trim().normalize('NFC'));
    if (expected === 'empty') expect(checked.email).toBe('');
  },
);

/** What the database requires of a product name: 1 to 200 characters, one of them visible. */
const isProductName = (name: string) =>
  [...name].length >= 1 &&
  [...name].length <= 200 &&
  [...name].some((character) => !INVISIBLE_CHARACTER.test(character));

describe('product names: the same visible-character rule as the database', () => {
  test.each(PRODUCT_NAME_INPUTS.map((entry) => [entry.why, entry] as const))(
    '%s',
    (_why, { input, expected }) => {
      expect(isProductName(input)).toBe(expected === 'valid');
    },
  );

  test('every product of the catalog has a name the database stores', () => {
    const refused = getAllProducts().filter((product) => !isProductName(product.name));
    expect(refused).toEqual([]);
  });
});
