/**
 * Calendar days as data/ stores them ('YYYY-MM-DD'): the one rule the content schema checks a date by and
 * the tests read pages' dates with. Free of zod and of the site's locale, so either side may import it.
 */
import type { IsoDate } from './types';

/** The shape alone, which the editor's form also checks as its pattern (scripts/admin/form-fields.ts). */
export const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC on that day, as milliseconds since the epoch. */
export function isoDateTime(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** True for a real calendar day written 'YYYY-MM-DD' ('2026-02-30' and '2 weeks ago' are not). */
export function isIsoDate(value: string): value is IsoDate {
  if (!ISO_DATE_SHAPE.test(value)) return false;
  const time = isoDateTime(value as IsoDate);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
