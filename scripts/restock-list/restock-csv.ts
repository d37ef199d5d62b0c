/** The owner's restock list as CSV: one line per sign-up, grouped by product, oldest sign-up first. */
import { stringify } from 'csv-stringify/sync';

export interface StockNotificationRecord {
  product_name: string;
  email: string;
  created_at: string;
}

const COLUMNS = ['product_name', 'email', 'created_at'] as const;

/**
 * A formula's first character right after a `;`, a tab or a line break inside a value. csv-stringify's
 * `escape_formulas` guards the value's start only; but a spreadsheet set to a `;`-separated locale reads
 * the file's commas as text, so past the first field the quotes no longer hold and each of these starts a
 * new cell (a tab does in a tab-separated import). Same characters as csv-stringify's list.
 */
const FORMULA_AFTER_BREAK = /([;\t\r\n])(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/g;

function groupByProduct(records: StockNotificationRecord[]): StockNotificationRecord[] {
  return [...records].sort(
    (a, b) =>
      a.product_name.localeCompare(b.product_name, 'en') ||
      a.created_at.localeCompare(b.created_at),
  );
}

/**
 * Every field quoted, and a leading apostrophe on any part of a value a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return), since the list is meant to be opened in one.
 */
export function restockCsv(records: StockNotificationRecord[]): string {
  return stringify(groupByProduct(records), {
    header: true,
    columns: [...COLUMNS],
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    cast: { string: (value) => value.replace(FORMULA_AFTER_BREAK, "$1'") },
  });
}
