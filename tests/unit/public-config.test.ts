/** @jest-environment node */
import {
  FALLBACK_SITE_URL,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  MISSING_SITE_URL_WARNING,
  normalizeSiteUrl,
  publicBackendConfig,
  siteUrl,
} from '@/lib/public-config';

describe('NEXT_PUBLIC_SITE_URL', () => {
  afterEach(() => {
    // siteUrl() warns once per process; forget that between tests.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('milk-and-mischief.site-url-warned')];
    jest.restoreAllMocks();
  });

  it('falls back to the local address when unset or blank', () => {
    expect(normalizeSiteUrl(undefined)).toBe(FALLBACK_SITE_URL);
    expect(normalizeSiteUrl('  ')).toBe(FALLBACK_SITE_URL);
  });

  it('keeps the origin and a path prefix, without a trailing slash', () => {
    expect(siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com/' })).toBe(
      'https://milkandmischief.com',
    );
    expect(normalizeSiteUrl('https://example.github.io/shop/')).toBe(
      'https://example.github.io/shop',
    );
    expect(normalizeSiteUrl('https://example.github.io/shop//')).toBe(
      'https://example.github.io/shop',
    );
    // Plain http too: a preview served on the local network, opened on a phone.
    expect(normalizeSiteUrl('http://192.168.1.20:3000/')).toBe('http://192.168.1.20:3000');
  });

  it('refuses what is not an absolute http(s) URL, naming the variable', () => {
    expect(() => normalizeSiteUrl('milkandmischief.com')).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an absolute URL/,
    );
    expect(() => normalizeSiteUrl('ftp://milkandmischief.com')).toThrow(
      /NEXT_PUBLIC_SITE_URL must use http or https/,
    );
    expect(() => normalizeSiteUrl('https://milkandmischief.com/?ref=1')).toThrow(
      /NEXT_PUBLIC_SITE_URL must not carry a query/,
    );
  });

  it('warns loudly, once, in a production build without it, and still builds against localhost', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(siteUrl({ NODE_ENV: 'production' })).toBe(FALLBACK_SITE_URL);
    siteUrl({ NODE_ENV: 'production' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(MISSING_SITE_URL_WARNING);
    // The owner reads it in the build's output: a framed block, what goes wrong, and the command to run.
    expect(MISSING_SITE_URL_WARNING).toBe(
      [
        '',
        '!'.repeat(80),
        '!! NEXT_PUBLIC_SITE_URL is not set.',
        `!! Canonical links, share tags, JSON-LD and sitemap.xml will point at ${FALLBACK_SITE_URL}.`,
        '!! That is right for a local build only. Before deploying, rebuild with',
        '!!   NEXT_PUBLIC_SITE_URL=https://your-domain.example npm run build',
        '!'.repeat(80),
        '',
      ].join('\n'),
    );
  });

  it('stays quiet outside production builds and when the URL is set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    siteUrl({ NODE_ENV: 'development' });
    siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com', NODE_ENV: 'production' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the backend the site talks to', () => {
  it('is the local backend with its publishable key when nothing is set', () => {
    expect(publicBackendConfig({})).toEqual({ url: LOCAL_BACKEND_URL, key: LOCAL_PUBLISHABLE_KEY });
  });

  it('is the configured project, with its publishable key', () => {
    expect(
      publicBackendConfig({
        NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_project',
        SUPABASE_SECRET_KEY: 'sb_secret_project',
      }),
    ).toEqual({
      url: 'https://abcdefghijklmnop.supabase.co',
      key: 'sb_publishable_project',
    });
  });

  it('is read from the environment the build runs in', () => {
    const original = { ...process.env };
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_project';
    try {
      expect(publicBackendConfig()).toEqual({
        url: 'https://abcdefghijklmnop.supabase.co',
        key: 'sb_publishable_project',
      });
    } finally {
      process.env = original;
    }
  });

  it('drops every trailing slash of the project URL, so the client adds its paths after one', () => {
    expect(
      publicBackendConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co//' })
        .url,
    ).toBe('https://abcdefghijklmnop.supabase.co');
  });

  it('refuses a malformed NEXT_PUBLIC_SUPABASE_URL, naming it', () => {
    expect(() =>
      publicBackendConfig({ NEXT_PUBLIC_SUPABASE_URL: 'abcdefghijklmnop.supabase.co' }),
    ).toThrow(/NEXT_PUBLIC_SUPABASE_URL must be an absolute URL/);
  });
});
