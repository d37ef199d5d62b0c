/** The owner's restock list as CSV: one line per sign-up, grouped by product, oldest sign-up first. */
import { stringify } from 'csv-stringify/sync';

export interface StockNotificationRecord {
  /** The table's identity: unique, so sign-ups tied on product and time still have one order. */
  id: number;
  product_name: string;
  email: string;
  created_at: string;
}

const COLUMNS = ['product_name', 'email', 'created_at'] as const;

/**
 * Where a spreadsheet may start reading a cell, followed by what would make it run the cell as a formula.
 * Places: the value's start, and right after a `;`, a tab or a line break inside it (a spreadsheet set to a
 * `;`-separated locale reads the file's commas as text, so past the first field the quotes no longer hold
 * and a `;` starts a new cell; a tab or a line break does in other imports). What follows, after any spaces
 * (some spreadsheets drop leading spaces): `=`, `+`, `-`, `@` or their full-width forms, a tab or a
 * carriage return (csv-stringify's list), or an apostrophe, the guard itself, so that a value which already
 * started with one stays distinguishable from a guarded one.
 */
const GUARD_PLACE = /(?<=^|[;\t\r\n])(?=[ \u00a0\u3000]*['=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/g;

/**
 * One apostrophe at each such place. Reversible: remove one apostrophe at the value's start and right after
 * each `;`, tab or line break, and the value is back as stored (docs/backend.md).
 */
const guardFormulas = (value: string) => value.replace(GUARD_PLACE, "'");

function groupByProduct(records: StockNotificationRecord[]): StockNotificationRecord[] {
  return [...records].sort(
    (a, b) =>
      a.product_name.localeCompare(b.product_name, 'en') ||
      a.created_at.localeCompare(b.created_at) ||
      a.id - b.id,
  );
}

/** Every field quoted, every formula guarded (above), since the list is meant to be opened in a spreadsheet. */
export function restockCsv(records: StockNotificationRecord[]): string {
  return stringify(groupByProduct(records), {
    header: true,
    columns: [...COLUMNS],
    quoted: true,
    quoted_empty: true,
    cast: { string: guardFormulas },
  });
}
