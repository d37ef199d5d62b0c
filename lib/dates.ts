/** Calendar days as data/ stores them ('YYYY-MM-DD'): checking one, and the one way pages print it. */
import { MONEY_LOCALE } from '@/data/constants';
import type { IsoDate } from '@/data/types';

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

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

// The site's one locale (as for money), and UTC, so every machine prints the same day for the same date.
const displayFormat = new Intl.DateTimeFormat(MONEY_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * '2026-11-06' → 'November 6, 2026'. Always absolute: pages are static HTML, and '2 weeks ago' written at
 * build time would be false a week after the deploy.
 */
export function formatDisplayDate(date: IsoDate): string {
  return displayFormat.format(isoDateTime(date));
}
