import { checkEmail } from '@/lib/email';
import { EMAIL_INPUTS } from '@/tests/fixtures/email-inputs';

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
