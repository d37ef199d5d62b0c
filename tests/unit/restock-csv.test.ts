/** @jest-environment node */
import { restockCsv } from '@/scripts/restock-list/restock-csv';

const signUp = (product_name: string, email = 'a@example.com') => ({
  id: 1,
  product_name,
  email,
  created_at: '2026-01-01T10:00:00Z',
});

/** The one data line the list has for a single sign-up. */
function lineFor(productName: string, email?: string): string {
  const csv = restockCsv([signUp(productName, email)]);
  return csv.slice(csv.indexOf('\n') + 1, -1);
}

describe('restockCsv', () => {
  test('groups sign-ups by product, oldest first, under a header, every field quoted', () => {
    const csv = restockCsv([
      {
        id: 1,
        product_name: 'Pie Chart Sweatshirt',
        email: 'b@example.com',
        created_at: '2026-01-02T10:00:00Z',
      },
      {
        id: 2,
        product_name: 'Milk Bar Sweatshirt',
        email: 'c@example.com',
        created_at: '2026-01-03T10:00:00Z',
      },
      {
        id: 3,
        product_name: 'Pie Chart Sweatshirt',
        email: 'a@example.com',
        created_at: '2026-01-01T10:00:00Z',
      },
    ]);
    expect(csv).toBe(
      [
        '"product_name","email","created_at"',
        '"Milk Bar Sweatshirt","c@example.com","2026-01-03T10:00:00Z"',
        '"Pie Chart Sweatshirt","a@example.com","2026-01-01T10:00:00Z"',
        '"Pie Chart Sweatshirt","b@example.com","2026-01-02T10:00:00Z"',
        '',
      ].join('\n'),
    );
  });

  test('an empty list is just the header', () => {
    expect(restockCsv([])).toBe('"product_name","email","created_at"\n');
  });

  test('quotes commas and quotes the RFC 4180 way', () => {
    expect(lineFor('Mama, "Boobery"')).toBe(
      '"Mama, ""Boobery""","a@example.com","2026-01-01T10:00:00Z"',
    );
  });

  test('keeps a spreadsheet from running a value that starts as a formula', () => {
    expect(lineFor('=HYPERLINK("x")')).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(lineFor('Milk Bar', '+1@example.com')).toMatch(/,"'\+1@example\.com",/);
    expect(lineFor('@SUM(A1)')).toMatch(/^"'@SUM\(A1\)",/);
    // The tab or line break also starts a cell of its own in some imports: both get one.
    expect(lineFor('\t=1+1')).toMatch(/^"'\t'=1\+1",/);
    expect(lineFor('\r=1+1')).toMatch(/^"'\r'=1\+1",/);
  });

  // A spreadsheet set to a `;`-separated locale (most of Europe) reads the commas as text, so the quotes
  // of a later field no longer hold and a `;` inside a value starts a new cell; a tab or a line break
  // does the same in a tab-separated import.
  test('keeps a formula from running after a `;`, a tab or a line break inside a value', () => {
    expect(lineFor('Boy Mama Heart;=1+1')).toMatch(/^"Boy Mama Heart;'=1\+1",/);
    expect(lineFor('Boy Mama Heart;-1+1')).toMatch(/^"Boy Mama Heart;'-1\+1",/);
    expect(lineFor('Boy Mama Heart\t@SUM(A1)')).toMatch(/^"Boy Mama Heart\t'@SUM\(A1\)",/);
    expect(lineFor('Boy Mama Heart\r=1+1')).toMatch(/^"Boy Mama Heart\r'=1\+1",/);
    expect(lineFor('Boy Mama Heart\n+1')).toMatch(/^"Boy Mama Heart\n'\+1",/);
  });

  test('keeps a formula from running after leading spaces too', () => {
    expect(lineFor(' =1+1')).toMatch(/^"' =1\+1",/);
    expect(lineFor('\u00a0 @SUM(A1)')).toMatch(/^"'\u00a0 @SUM\(A1\)",/);
    expect(lineFor('Boy Mama Heart;  =1+1')).toMatch(/^"Boy Mama Heart;'  =1\+1",/);
  });

  test('guards in a form a reader can reverse: a value that starts with an apostrophe gets one more', () => {
    expect(lineFor("'=1+1")).toMatch(/^"''=1\+1",/);
    expect(lineFor('=1+1')).toMatch(/^"'=1\+1",/);
    // The rule docs/backend.md gives a reader: one apostrophe less at the start and after each ; tab or
    // line break. Every value comes back as stored.
    const readBack = (field: string) => field.replace(/(^|[;\t\r\n])'/g, '$1');
    const values = [
      '=1+1',
      "'=1+1",
      "''=1+1",
      ' =1+1',
      "' =1+1",
      '\t=1+1',
      'Boy Mama Heart;=1+1',
      "Boy Mama Heart;'=1+1",
      "Boy Mama Heart;'",
      'Boy Mama Heart\n+1',
      "Mama's Boobery; Limited-Edition",
      '-',
      "'",
      'ＡＢ＝1',
      '＝1',
    ];
    for (const value of values) {
      const field = lineFor(value)
        .match(/^"((?:[^"]|"")*)",/)![1]!
        .replaceAll('""', '"');
      expect({ value, back: readBack(field) }).toEqual({ value, back: value });
    }
  });

  test('orders sign-ups tied on product and time by id, each once', () => {
    const tied = [3, 1, 2].map((id) => ({ ...signUp('Milk Bar', `${id}@example.com`), id }));
    const lines = restockCsv(tied).trim().split('\n').slice(1);
    expect(lines.map((line) => line.split(',')[1])).toEqual([
      '"1@example.com"',
      '"2@example.com"',
      '"3@example.com"',
    ]);
  });

  test('leaves ordinary values alone', () => {
    expect(lineFor("Mama's Boobery; Limited-Edition", "o'brien@example.ie")).toBe(
      `"Mama's Boobery; Limited-Edition","o'brien@example.ie","2026-01-01T10:00:00Z"`,
    );
  });

  test('quotes an empty value too, so every line has its three quoted fields', () => {
    expect(lineFor('Milk Bar Sweatshirt', '')).toBe(
      `"Milk Bar Sweatshirt","","2026-01-01T10:00:00Z"`,
    );
  });
});
