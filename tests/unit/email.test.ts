import { checkEmail, MAX_EMAIL_LENGTH } from '@/lib/email';

describe('checkEmail', () => {
  test.each(['', '   ', '\t\n '])('%j is empty (Email required)', (raw) => {
    expect(checkEmail(raw)).toEqual({ status: 'empty', email: '' });
  });

  test('trims before checking and returns the trimmed address', () => {
    expect(checkEmail('  jane@example.com \n')).toEqual({
      status: 'valid',
      email: 'jane@example.com',
    });
  });

  test.each([
    'jane@example.com',
    'Jane.Doe+sweatshirts@mail.example.co.uk',
    "o'brien@example.ie",
    'josé@exämple.com',
    'x@y.io',
  ])('%s is valid', (raw) => {
    expect(checkEmail(raw)).toEqual({ status: 'valid', email: raw });
  });

  test.each([
    ['no @', 'jane.example.com'],
    ['a space inside', 'jane doe@example.com'],
    ['no dot in the domain', 'jane@localhost'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'jane@'],
    ['two @', 'jane@@example.com'],
    ['markup', '<b>jane</b>@example.com'],
    ['a script tag', '<script>alert(1)</script>'],
    ['quotes', '"jane"@example.com'],
    ['a display name', 'Jane <jane@example.com>'],
    ['a trailing dot', 'jane@example.'],
    ['two addresses', 'a@example.com,b@example.com'],
    ['a control character', 'jane\u0007@example.com'],
    ['a non-breaking space', 'jane\u00a0@example.com'],
    ['a zero-width space', 'jane\u200b@example.com'],
    ['a right-to-left override', 'jane\u202e@example.com'],
  ])('an address with %s is invalid', (_case, raw) => {
    expect(checkEmail(raw).status).toBe('invalid');
  });

  test(`${MAX_EMAIL_LENGTH} characters are allowed, one more is not`, () => {
    const domain = '@example.com';
    expect(checkEmail(`${'a'.repeat(MAX_EMAIL_LENGTH - domain.length)}${domain}`).status).toBe(
      'valid',
    );
    expect(checkEmail(`${'a'.repeat(MAX_EMAIL_LENGTH + 1 - domain.length)}${domain}`).status).toBe(
      'invalid',
    );
  });
});
