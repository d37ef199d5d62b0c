/** @jest-environment node */
import {
  notifyWhenBackInStock,
  resultOfInsert,
  type InsertAnswer,
  type InsertStockNotification,
} from '@/lib/notify';

/** A fake client answering like supabase-js does (it resolves with { error, status }, it does not throw). */
function answering(answer: InsertAnswer) {
  return jest.fn<ReturnType<InsertStockNotification>, Parameters<InsertStockNotification>>(
    async () => answer,
  );
}

const pgError = (code: string, message = 'x') => ({ code, message, details: null, hint: null });

// A saved sign-up, a repeat (409), a 500 and no answer at all: tests/e2e/notify.spec.ts, against the real
// backend. The form refuses bad input before calling, so the e2e never reaches the guard below.
describe('notifyWhenBackInStock', () => {
  test('201 with no error is ok, and the trimmed email and the product name are what is inserted', async () => {
    const insert = answering({ error: null, status: 201 });
    await expect(
      notifyWhenBackInStock('  jane@example.com ', 'Milk Bar Sweatshirt', insert),
    ).resolves.toBe('ok');
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith({
      email: 'jane@example.com',
      product_name: 'Milk Bar Sweatshirt',
    });
  });

  test.each(['', '   ', 'jane', 'jane example.com'])(
    '%j is invalid and nothing is sent',
    async (raw) => {
      const insert = answering({ error: null, status: 201 });
      await expect(notifyWhenBackInStock(raw, 'Milk Bar', insert)).resolves.toBe('invalid');
      expect(insert).not.toHaveBeenCalled();
    },
  );

  test.each([
    ['400 check violation', { error: pgError('23514'), status: 400 }],
    ['400 not-null violation', { error: pgError('23502'), status: 400 }],
    ['401 permission denied', { error: pgError('42501'), status: 401 }],
    ['401 invalid API key', { error: { message: 'Invalid API key' }, status: 401 }],
    ['404 table missing', { error: pgError('PGRST205'), status: 404 }],
    ['500 server error', { error: pgError('XX000'), status: 500 }],
    ['503 unavailable', { error: pgError('08006'), status: 503 }],
    ['200 instead of 201', { error: null, status: 200 }],
  ])('%s is failed (the insert failure toast)', async (_case, answer) => {
    await expect(
      notifyWhenBackInStock('jane@example.com', 'Milk Bar', answering(answer)),
    ).resolves.toBe('failed');
  });

  test('no answer at all (supabase-js reports status 0) is error, not failed', async () => {
    const noAnswer = { error: { message: 'TypeError: Failed to fetch' }, status: 0 };
    await expect(
      notifyWhenBackInStock('jane@example.com', 'Milk Bar', answering(noAnswer)),
    ).resolves.toBe('error');
  });

  test('a thrown exception (e.g. the client chunk failed to load) is error', async () => {
    const insert = jest.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    await expect(notifyWhenBackInStock('jane@example.com', 'Milk Bar', insert)).resolves.toBe(
      'error',
    );
  });
});

describe('resultOfInsert', () => {
  test('a 409 without a code still counts as the duplicate it is', () => {
    expect(resultOfInsert({ error: { message: 'Conflict' }, status: 409 })).toBe('ok');
  });

  test('a unique violation (23505) counts as the duplicate it is, whatever the status', () => {
    expect(resultOfInsert({ error: pgError('23505'), status: 400 })).toBe('ok');
  });
});

describe('loading supabase-js', () => {
  test('importing lib/notify does not load supabase-js; the first insert does, once', async () => {
    const createClient = jest.fn(() => ({
      from: () => ({ insert: async () => ({ error: null, status: 201 }) }),
    }));
    let loads = 0;
    jest.resetModules();
    jest.doMock('@supabase/supabase-js', () => {
      loads += 1;
      return { createClient };
    });
    const notify = await import('@/lib/notify');
    expect(loads).toBe(0);

    await expect(notify.notifyWhenBackInStock('jane@example.com', 'Milk Bar')).resolves.toBe('ok');
    await expect(notify.notifyWhenBackInStock('john@example.com', 'Milk Bar')).resolves.toBe('ok');
    expect(loads).toBe(1);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith(
      'http://127.0.0.1:54321',
      expect.stringMatching(/^sb_publishable_/),
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      },
    );
    jest.dontMock('@supabase/supabase-js');
  });

  test('focusing the form starts fetching the client at once; a failed fetch is left to the submit', async () => {
    let fetches = 0;
    jest.resetModules();
    jest.doMock('@/lib/supabase-client', () => ({
      getSupabaseClient: async () => {
        fetches += 1;
        throw new Error('ChunkLoadError');
      },
    }));
    const notify = await import('@/lib/notify');
    notify.warmUpNotifyClient();
    expect(fetches).toBe(1);
    await expect(notify.notifyWhenBackInStock('jane@example.com', 'Milk Bar')).resolves.toBe(
      'error',
    );
    jest.dontMock('@/lib/supabase-client');
  });
});
