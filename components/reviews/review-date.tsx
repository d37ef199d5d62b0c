import type { IsoDate } from '@/data/types';
import { formatDisplayDate } from '@/lib/dates';

/** When a review was published: 'November 6, 2026' for people, `datetime="2026-11-06"` for machines. */
export function ReviewDate({ date, className }: { date: IsoDate; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDisplayDate(date)}
    </time>
  );
}
