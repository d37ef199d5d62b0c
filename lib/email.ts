/**
 * Email checks for the back-in-stock form. Pure: the form, lib/notify and the tests share them, and the
 * database migration enforces the same shape (supabase/migrations/*_stock_notifications.sql).
 */

/** The longest address SMTP can deliver to (RFC 5321 path limit minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** local@domain.tld: exactly one '@', and a dot in the domain with something after it. */
const EMAIL_SHAPE = /^[^@]+@[^@]+\.[^@.]+$/;

/**
 * Characters no deliverable address typed into a form contains: whitespace, control and invisible
 * formatting characters (zero-width spaces, direction marks), and those of quoted or bracketed addresses
 * (< > ( ) [ ] \ , ; : "), so markup and pasted "Name <address>" strings are refused. Unicode letters are
 * allowed (internationalised addresses). The migration's check constraints enforce the same rules.
 */
const FORBIDDEN_CHARACTER = /[\s\p{Cc}\p{Cf}<>()[\]\\,;:"]/u;

export type EmailCheck =
  | { status: 'valid'; email: string }
  | { status: 'empty'; email: '' }
  | { status: 'invalid'; email: string };

/** What the shopper typed, without the spaces phones and paste add around it. */
export function normaliseEmail(raw: string): string {
  return raw.trim();
}

/**
 * Trims, then sorts the input into empty (spec: 'Email required'), invalid (spec: no '@' → 'Invalid
 * email'; also any other shape the database would refuse) or valid, returning the trimmed address.
 */
export function checkEmail(raw: string): EmailCheck {
  const email = normaliseEmail(raw);
  if (email === '') return { status: 'empty', email: '' };
  const malformed =
    email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email) || FORBIDDEN_CHARACTER.test(email);
  if (malformed) return { status: 'invalid', email };
  return { status: 'valid', email };
}
