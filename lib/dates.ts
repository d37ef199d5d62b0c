/** The one way pages print a calendar day (data/iso-date.ts reads and checks one). */
import { MONEY_LOCALE } from '@/data/constants';
import { isoDateTime } from '@/data/iso-date';
import type { IsoDate } from '@/data/types';

// The site's one locale (as for money), and UTC, so every machine prints the same day for the same date.
const displayFormat = new Intl.DateTimeFormat(MONEY_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * '2026-11-06' → 'November 6, 2026'. Always absolute: pages are static HTML, and '2 weeks ago' written at
 * build time would be false a week after the deploy.
 */
export function formatDisplayDate(date: IsoDate): string {
  return displayFormat.format(isoDateTime(date));
}
