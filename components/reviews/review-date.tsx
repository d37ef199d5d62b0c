import type { IsoDate } from '@/data/types';
import { isIsoDate } from '@/data/iso-date';
import { formatDisplayDate } from '@/lib/dates';

/**
 * When a review was published: 'November 6, 2026' for people, `datetime="2026-11-06"` for machines. A date
 * the owner is still typing in the editor's preview ('', '2026-1') is printed as she typed it: the public
 * pages never have one (the content schema checks every date).
 */
export function ReviewDate({ date, className }: { date: IsoDate; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {isIsoDate(date) ? formatDisplayDate(date) : date}
    </time>
  );
}
