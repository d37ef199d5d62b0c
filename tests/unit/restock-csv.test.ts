import { csvField, restockCsv } from '@/scripts/restock-list/restock-csv';

describe('restockCsv', () => {
  test('groups sign-ups by product, oldest first, under a header', () => {
    const csv = restockCsv([
      {
        product_name: 'Pie Chart Sweatshirt',
        email: 'b@example.com',
        created_at: '2026-01-02T10:00:00Z',
      },
      {
        product_name: 'Milk Bar Sweatshirt',
        email: 'c@example.com',
        created_at: '2026-01-03T10:00:00Z',
      },
      {
        product_name: 'Pie Chart Sweatshirt',
        email: 'a@example.com',
        created_at: '2026-01-01T10:00:00Z',
      },
    ]);
    expect(csv).toBe(
      [
        'product_name,email,created_at',
        'Milk Bar Sweatshirt,c@example.com,2026-01-03T10:00:00Z',
        'Pie Chart Sweatshirt,a@example.com,2026-01-01T10:00:00Z',
        'Pie Chart Sweatshirt,b@example.com,2026-01-02T10:00:00Z',
        '',
      ].join('\n'),
    );
  });

  test('an empty list is just the header', () => {
    expect(restockCsv([])).toBe('product_name,email,created_at\n');
  });
});

describe('csvField', () => {
  test('quotes commas and quotes the RFC 4180 way', () => {
    expect(csvField('Mama, "Boobery"')).toBe('"Mama, ""Boobery"""');
  });

  test('keeps spreadsheets from running a value as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1@example.com')).toBe("'+1@example.com");
  });

  test('leaves ordinary values alone', () => {
    expect(csvField("o'brien@example.ie")).toBe("o'brien@example.ie");
  });
});
