/** The owner's restock list as CSV: one line per sign-up, grouped by product, oldest sign-up first. */

export interface StockNotificationRecord {
  product_name: string;
  email: string;
  created_at: string;
}

export const RESTOCK_CSV_HEADER = ['product_name', 'email', 'created_at'] as const;

/**
 * RFC 4180 quoting, plus a leading apostrophe on values a spreadsheet would run as a formula
 * (=, +, -, @, tab, carriage return), since the list is meant to be opened in one.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function groupByProduct(records: StockNotificationRecord[]): StockNotificationRecord[] {
  return [...records].sort(
    (a, b) =>
      a.product_name.localeCompare(b.product_name, 'en') ||
      a.created_at.localeCompare(b.created_at),
  );
}

export function restockCsv(records: StockNotificationRecord[]): string {
  const lines = [RESTOCK_CSV_HEADER.join(',')];
  for (const record of groupByProduct(records)) {
    lines.push(RESTOCK_CSV_HEADER.map((column) => csvField(record[column])).join(','));
  }
  return `${lines.join('\n')}\n`;
}
