/**
 * Email checks for the back-in-stock form. Pure: the form, lib/notify and the tests share them, and the
 * database enforces exactly the same rule (supabase/migrations/, from *_stock_notifications_same_rule.sql); one
 * table of inputs, tests/fixtures/email-inputs.ts, is run against both.
 */

/** The longest address SMTP can deliver to (RFC 5321 path limit minus the angle brackets), in characters (code points). */
const MAX_EMAIL_LENGTH = 254;

/** local@domain.tld: exactly one '@', and a dot in the domain with something after it. */
const EMAIL_SHAPE = /^[^@]+@[^@]+\.[^@.]+$/;

/**
 * Characters that show nothing: whitespace, control and formatting characters (zero-width spaces,
 * direction marks such as U+061C and U+202E, tag characters such as U+E0041), the other default
 * ignorable code points (fillers, variation selectors), and the two symbols whose glyph is blank by
 * design, the braille pattern blank U+2800 and the musical null notehead U+1D159. A product name needs a
 * character outside this set; an address may contain none of them. The database enforces the same set
 * (supabase/migrations/*_stock_notifications_blank_symbols.sql).
 */
export const INVISIBLE_CHARACTER =
  /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u{1d159}]/u;

/**
 * Characters no deliverable address typed into a form contains: the invisible ones above, and those of
 * quoted or bracketed addresses (< > ( ) [ ] \ , ; : "), so markup and pasted "Name <address>" strings
 * are refused. Unicode letters are allowed (internationalised addresses).
 */
const FORBIDDEN_CHARACTER = new RegExp(
  `${INVISIBLE_CHARACTER.source}|[<>()[\\]\\\\,;:"]`,
  INVISIBLE_CHARACTER.flags,
);

export type EmailCheck =
  | { status: 'valid'; email: string }
  | { status: 'empty'; email: '' }
  | { status: 'invalid'; email: string };

/**
 * What the shopper typed, without the spaces phones and paste add around it, in Unicode's composed
 * form (NFC): "é" typed as e + U+0301 and as U+00E9 is one address. The database stores NFC too.
 */
function normalizeEmail(raw: string): string {
  return raw.trim().normalize('NFC');
}

/**
 * Trims and composes (normalizeEmail), then sorts the input into empty ('Email required'), invalid
 * (no '@' → 'Invalid email'; also any other shape the database would refuse) or valid, returning the
 * address to send.
 */
export function checkEmail(raw: string): EmailCheck {
  const email = normalizeEmail(raw);
  if (email === '') return { status: 'empty', email: '' };
  const malformed =
    [...email].length > MAX_EMAIL_LENGTH ||
    !EMAIL_SHAPE.test(email) ||
    FORBIDDEN_CHARACTER.test(email);
  if (malformed) return { status: 'invalid', email };
  return { status: 'valid', email };
}
