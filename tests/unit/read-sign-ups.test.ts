/** @jest-environment node */
/**
 * How `npm run restock-list` reads the sign-ups, page by page, against a PostgREST stand-in in memory:
 * what it asks for, what it returns, and each way an API's answers make it stop rather than write a list
 * with rows repeated or missing. The same reading against the local backend, with 2,600 rows and a
 * capping proxy, is in restock-list.test.ts; here each case costs milliseconds, not a database.
 */
import { IncompleteList, readSignUps } from '@/scripts/restock-list/read-sign-ups';
import type { StockNotificationRecord } from '@/scripts/restock-list/restock-csv';
import { createNodeSupabaseClient } from '@/scripts/restock-list/supabase-node-client';

const URL_ = 'https://project.example.supabase.co';

const rowsUpTo = (count: number): StockNotificationRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    product_name: 'Milk Bar Sweatshirt',
    email: `mama-${i + 1}@example.com`,
    created_at: '2026-03-01T09:00:00Z',
  }));

interface Asked {
  query: string;
  prefer: string | null;
}

interface StandIn {
  /** The most rows one answer holds, as a project's "Max rows" does. */
  maxRows?: number;
  /** The total after Content-Range's slash; `*` when the API gives none. */
  total?: (rows: StockNotificationRecord[]) => string;
  /** Changes the rows of the nth answer (1-based) before they are sent. */
  page?: (n: number, rows: StockNotificationRecord[]) => StockNotificationRecord[];
  /** Answers with this status and message instead. */
  failure?: { status: number; message: string };
}

/** A PostgREST stand-in for GET /rest/v1/stock_notifications, with the requests it was asked. */
function standIn(table: StockNotificationRecord[], options: StandIn = {}) {
  const asked: Asked[] = [];
  let pages = 0;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const prefer = new Headers(init?.headers).get('prefer');
    asked.push({ query: decodeURIComponent(url.search), prefer });
    if (options.failure)
      return Response.json(
        { message: options.failure.message },
        { status: options.failure.status },
      );
    const after = Number(url.searchParams.get('id')?.replace(/^gt\./, '') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit')), options.maxRows ?? Infinity);
    let rows = table.filter((row) => row.id > after).slice(0, limit);
    rows = options.page?.(++pages, rows) ?? rows;
    const total = options.total?.(table) ?? String(table.length);
    const range = rows.length ? `${after}-${after + rows.length - 1}` : '*';
    return Response.json(rows, {
      headers: { 'Content-Range': `${range}/${prefer?.includes('count=exact') ? total : '*'}` },
    });
  };
  const read = () =>
    readSignUps(
      createNodeSupabaseClient(URL_, 'sb_secret_test', fetch as typeof globalThis.fetch),
      URL_,
    );
  return { asked, read };
}

describe('reading the sign-ups', () => {
  it('asks for them by id, 1,000 at a time, the first page with the exact count, until a page is empty', async () => {
    const { asked, read } = standIn(rowsUpTo(2500));
    const { records, counted, cap } = await read();
    expect(records.map((record) => record.id)).toEqual(rowsUpTo(2500).map((row) => row.id));
    expect({ counted, cap }).toEqual({ counted: 2500, cap: undefined });
    expect(asked).toEqual([
      {
        query: '?select=id,product_name,email,created_at&order=id.asc&limit=1000',
        prefer: 'count=exact',
      },
      {
        query: '?select=id,product_name,email,created_at&order=id.asc&limit=1000&id=gt.1000',
        prefer: null,
      },
      {
        query: '?select=id,product_name,email,created_at&order=id.asc&limit=1000&id=gt.2000',
        prefer: null,
      },
      {
        query: '?select=id,product_name,email,created_at&order=id.asc&limit=1000&id=gt.2500',
        prefer: null,
      },
    ]);
  });

  it('returns an empty list, counted 0, for a table with no sign-ups', async () => {
    const { asked, read } = standIn([]);
    await expect(read()).resolves.toEqual({ records: [], counted: 0, cap: undefined });
    expect(asked).toHaveLength(1);
  });

  it('reads on past an API that caps its answers, and says what the cap is', async () => {
    const { read } = standIn(rowsUpTo(1300), { maxRows: 400 });
    const { records, counted, cap } = await read();
    expect(records).toHaveLength(1300);
    expect({ counted, cap }).toEqual({ counted: 1300, cap: 400 });
  });

  it('reports the largest cut page as the cap', async () => {
    // Pages of 300, then 500, then 100 (the end): the 300 and 500 had more after them.
    const sizes = [300, 500, 100];
    const { read } = standIn(rowsUpTo(900), {
      page: (n, rows) => rows.slice(0, sizes[n - 1] ?? rows.length),
    });
    const { records, cap } = await read();
    expect(records).toHaveLength(900);
    expect(cap).toBe(500);
  });

  it('keeps rows that arrived while it read: more than it counted is no fault', async () => {
    const { read } = standIn(rowsUpTo(1200), { total: () => '1100' });
    const { records, counted } = await read();
    expect({ read: records.length, counted }).toEqual({ read: 1200, counted: 1100 });
  });
});

describe('stopping rather than writing a list that is wrong', () => {
  it('when the API says no total', async () => {
    const { read } = standIn(rowsUpTo(10), { total: () => '*' });
    const error = await read().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IncompleteList);
    expect((error as Error).name).toBe('IncompleteList');
    expect((error as Error).message).toBe(
      `${URL_} did not say how many sign-ups there are (no total in Content-Range for Prefer: count=exact), so the list could not be checked whole. Is it a Supabase project's URL?`,
    );
  });

  it('when fewer rows come than were counted, saying how many are missing', async () => {
    const { read } = standIn(rowsUpTo(1500), {
      page: (n, rows) => (n === 1 ? rows.filter((row) => row.id !== 500) : rows),
    });
    const error = await read().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IncompleteList);
    expect((error as Error).message).toBe(
      `Read 1499 of the 1500 sign-ups ${URL_} counted: 1 missing (deleted while reading, or an API that hides rows from the secret key). Nothing was written; run it again. If the project's API caps answers (Project Settings → Data API → Max rows), that alone is fine: the list reads on past the cap.`,
    );
  });

  it.each([
    ['repeats a row', (rows: StockNotificationRecord[]) => [rows[0]!, ...rows]],
    [
      'goes back in id',
      (rows: StockNotificationRecord[]) => [rows[1]!, rows[0]!, ...rows.slice(2)],
    ],
  ])('when a page %s, out of the order asked for', async (_, reorder) => {
    const { read } = standIn(rowsUpTo(20), { page: (n, rows) => (n === 1 ? reorder(rows) : rows) });
    const error = await read().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IncompleteList);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^${URL_.replaceAll('.', '\\.')} answered sign-up 1 after [12], out of the order asked for \\(order=id\\)`,
      ),
    );
  });

  it('when the API refuses, with its status and message', async () => {
    const { read } = standIn([], { failure: { status: 401, message: 'Invalid API key' } });
    await expect(read()).rejects.toThrow(
      new Error('Reading stock_notifications failed (401): Invalid API key'),
    );
  });

  it('when nothing answers, after supabase-js has tried 4 times over 7 s, naming the address and the local backend', async () => {
    jest.useFakeTimers();
    try {
      let tries = 0;
      const unreachable = createNodeSupabaseClient(URL_, 'sb_secret_test', () => {
        tries++;
        return Promise.reject(new TypeError('fetch failed'));
      });
      const reading = readSignUps(unreachable, URL_).catch((caught: unknown) => caught);
      await jest.advanceTimersByTimeAsync(7_000);
      expect(tries).toBe(4);
      expect(await reading).toEqual(
        new Error(
          `Reading stock_notifications failed (no answer): could not reach ${URL_} (is \`npm run backend\` running?)`,
        ),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
