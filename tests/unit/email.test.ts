import { checkEmail, MAX_EMAIL_LENGTH, normalizeEmail } from '@/lib/email';
import { EMAIL_INPUTS } from '@/tests/fixtures/email-inputs';

/**
 * checkEmail on the shared table of inputs (tests/fixtures/email-inputs.ts); tests/db/email-rule.test.ts
 * runs the same table against the database's constraints, so the form and the database cannot drift.
 */
describe('checkEmail on the shared table of inputs', () => {
  test.each(EMAIL_INPUTS.map((entry) => [entry.why, entry] as const))(
    '%s',
    (_why, { input, expected }) => {
      const checked = checkEmail(input);
      expect(checked.status).toBe(expected);
      if (expected === 'valid') expect(checked.email).toBe(input.trim().normalize('NFC'));
      if (expected === 'empty') expect(checked.email).toBe('');
    },
  );
});

describe('checkEmail', () => {
  test('trims before checking and returns the trimmed address', () => {
    expect(checkEmail('  jane@example.com \n')).toEqual({
      status: 'valid',
      email: 'jane@example.com',
    });
  });

  test('an address typed decomposed is sent composed (NFC), the form the database stores', () => {
    const decomposed = 'rene\u0301@example.com';
    expect(checkEmail(decomposed)).toEqual({ status: 'valid', email: 'ren\u00e9@example.com' });
    expect(normalizeEmail(decomposed)).toBe(normalizeEmail('ren\u00e9@example.com'));
  });

  test(`${MAX_EMAIL_LENGTH} characters are allowed, one more is not; astral characters count once`, () => {
    const domain = '@example.com';
    expect(checkEmail(`${'a'.repeat(MAX_EMAIL_LENGTH - domain.length)}${domain}`).status).toBe(
      'valid',
    );
    expect(checkEmail(`${'a'.repeat(MAX_EMAIL_LENGTH + 1 - domain.length)}${domain}`).status).toBe(
      'invalid',
    );
    const astral = `${'\u{1d49c}'.repeat(MAX_EMAIL_LENGTH - domain.length)}${domain}`;
    expect(astral.length).toBeGreaterThan(MAX_EMAIL_LENGTH);
    expect(checkEmail(astral).status).toBe('valid');
  });
});
