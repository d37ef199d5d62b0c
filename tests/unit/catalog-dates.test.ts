/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { isIsoDate } from '@/data/iso-date';
import { formatDisplayDate } from '@/lib/dates';
import { RELATIVE_DATE_TEXT } from '../e2e/support/relative-dates';

// That every date in the pages is a real day in the past, printed as such, and that no copy dates itself, is
// checked on the exported pages (tests/e2e/seo.spec.ts); each page's sitemap date follows its content's
// last commit (tests/unit/sitemap-lastmod.test.ts).
describe('isIsoDate', () => {
  it('accepts a real day and refuses anything else', () => {
    expect(isIsoDate('2026-11-06')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '2026-1-6',
      '2026-11',
      '+012026-11-06',
      '2 weeks ago',
      '',
      '2026-11-06T00:00',
    ])
      expect({ [value]: isIsoDate(value) }).toEqual({ [value]: false });
  });
});

describe('formatDisplayDate', () => {
  it('prints the absolute day in US English, the same in every time zone', () => {
    expect(formatDisplayDate('2026-11-06')).toBe('November 6, 2026');
    expect(formatDisplayDate('2026-01-01')).toBe('January 1, 2026');
  });
});

describe('RELATIVE_DATE_TEXT', () => {
  it('finds wording that dates itself and leaves other numbers alone', () => {
    for (const text of ['5 days ago', '2 weeks ago', 'a month ago', 'Yesterday', 'last week'])
      expect({ [text]: RELATIVE_DATE_TEXT.test(text) }).toEqual({ [text]: true });
    for (const text of ['3 weeks postpartum', 'Ships within 1-2 business days', '30-day returns'])
      expect({ [text]: RELATIVE_DATE_TEXT.test(text) }).toEqual({ [text]: false });
  });
});
