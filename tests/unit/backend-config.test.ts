/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_BACKEND_PORT } from '@/lib/local-addresses.mjs';
import { STOCK_NOTIFICATIONS_TABLE } from '@/lib/notify';
import { LOCAL_BACKEND_URL } from '@/lib/public-config';
import {
  LOCAL_SECRET_KEY,
  localBackendSettings,
  secretBackendConfig,
} from '@/scripts/backend-config';

describe('the backend restock-list reads', () => {
  it('is the local backend with its secret key when nothing is set', () => {
    expect(secretBackendConfig({})).toEqual({ url: LOCAL_BACKEND_URL, key: LOCAL_SECRET_KEY });
  });

  it('is the configured project, with its secret key', () => {
    const project = {
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_project',
      SUPABASE_SECRET_KEY: 'sb_secret_project',
    };
    expect(secretBackendConfig(project)).toEqual({
      url: 'https://abcdefghijklmnop.supabase.co',
      key: 'sb_secret_project',
    });
  });

  it("never reads a project with the local backend's secret key", () => {
    expect(() =>
      secretBackendConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co' }),
    ).toThrow(/SUPABASE_SECRET_KEY is not set/);
  });
});

describe('the local backend', () => {
  it("defaults to its port of lib/local-addresses.mjs, the project folder and the site's origins", () => {
    expect(localBackendSettings({})).toEqual({
      port: LOCAL_BACKEND_PORT,
      dataDir: undefined,
      allowedOrigins: undefined,
    });
  });

  it('takes a port, a folder and a list of origins', () => {
    expect(
      localBackendSettings({
        LOCAL_BACKEND_PORT: '54400',
        LOCAL_BACKEND_DATA_DIR: 'memory://',
        LOCAL_BACKEND_ALLOWED_ORIGINS: 'http://localhost:4000, https://shop.example',
      }),
    ).toEqual({
      port: 54400,
      dataDir: 'memory://',
      allowedOrigins: ['http://localhost:4000', 'https://shop.example'],
    });
  });

  it.each(['abc', '0', '65536', '5432l', '-1', '80.5'])(
    'refuses LOCAL_BACKEND_PORT=%s, naming it',
    (port) => {
      expect(() => localBackendSettings({ LOCAL_BACKEND_PORT: port })).toThrow(
        `LOCAL_BACKEND_PORT must be a port number from 1 to 65535, got "${port}"`,
      );
    },
  );

  it.each(['localhost:3000', 'http://localhost:3000/', 'http://localhost:3000/shop'])(
    'refuses %s among LOCAL_BACKEND_ALLOWED_ORIGINS, naming it',
    (origin) => {
      expect(() =>
        localBackendSettings({
          LOCAL_BACKEND_ALLOWED_ORIGINS: `http://127.0.0.1:3000,${origin}`,
        }),
      ).toThrow(/LOCAL_BACKEND_ALLOWED_ORIGINS must list origins/);
    },
  );
});

describe('the facts the local backend shares with a Supabase CLI stack', () => {
  const root = path.resolve(__dirname, '../..');

  it("serves on the API port of supabase/config.toml, so either answers the site's default URL", () => {
    const config = readFileSync(path.join(root, 'supabase/config.toml'), 'utf8');
    const apiPort = /^\[api\][^[]*?^port = (\d+)$/m.exec(config)?.[1];
    expect(Number(apiPort)).toBe(LOCAL_BACKEND_PORT);
  });

  it('writes to the table the first migration creates', () => {
    const migrations = path.join(root, 'supabase/migrations');
    const [first] = readdirSync(migrations).sort();
    const sql = readFileSync(path.join(migrations, first!), 'utf8');
    expect(sql).toContain(`create table public.${STOCK_NOTIFICATIONS_TABLE} (`);
  });
});
