/**
 * The two console errors a visit to a missing path makes, and only those: the line the not-found page logs
 * on purpose (data/not-found.ts), and Chromium's report of the 404 document itself.
 */
import { NOT_FOUND_LOG_PREFIX } from '../../../data/not-found';
import { test } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const NOT_FOUND_CONSOLE_ERRORS = [
  new RegExp(`^${escapeRegExp(NOT_FOUND_LOG_PREFIX)}`),
  /Failed to load resource.*404/,
];

/**
 * Allows those two errors in the file or `describe` block it is called in. (The scope is explicit because
 * Playwright would read a bare two-element array as a [value, options] tuple.)
 */
export function allowNotFoundErrors(): void {
  test.use({ allowedConsoleErrors: [NOT_FOUND_CONSOLE_ERRORS, { scope: 'test' }] });
}
