/**
 * Wording that dates itself ('5 days ago', 'yesterday', 'last week'): true only on the day it was written,
 * so static HTML and data/ must never carry it. Shared by the data test and the exported-HTML check.
 */
export const RELATIVE_DATE_TEXT =
  /\b(?:(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|several)\s+(?:second|minute|hour|day|week|month|year)s?\s+ago|yesterday|last\s+(?:week|month|year))\b/i;
