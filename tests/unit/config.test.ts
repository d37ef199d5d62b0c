/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_SITE_URL,
  LOCAL_BACKEND_PORT,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  MISSING_SITE_URL_WARNING,
  checkBuildConfig,
  localBackendSettings,
  normalizeSiteUrl,
  photosDirName,
  publicBackendConfig,
  secretBackendConfig,
  siteDirName,
  siteUrl,
} from '@/lib/config';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

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
    expect(MISSING_SITE_URL_WARNING).toMatch(/NEXT_PUBLIC_SITE_URL is not set/);
  });

  it('stays quiet outside production builds and when the URL is set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    siteUrl({ NODE_ENV: 'development' });
    siteUrl({ NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com', NODE_ENV: 'production' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the backend the site and restock-list talk to', () => {
  it('is the local backend with its keys when nothing is set', () => {
    expect(publicBackendConfig({})).toEqual({ url: LOCAL_BACKEND_URL, key: LOCAL_PUBLISHABLE_KEY });
    expect(secretBackendConfig({})).toEqual({ url: LOCAL_BACKEND_URL, key: LOCAL_SECRET_KEY });
  });

  it('is the configured project, with its keys', () => {
    const project = {
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_project',
      SUPABASE_SECRET_KEY: 'sb_secret_project',
    };
    expect(publicBackendConfig(project)).toEqual({
      url: 'https://abcdefghijklmnop.supabase.co',
      key: 'sb_publishable_project',
    });
    expect(secretBackendConfig(project).key).toBe('sb_secret_project');
  });

  it('refuses a malformed NEXT_PUBLIC_SUPABASE_URL, naming it', () => {
    expect(() =>
      publicBackendConfig({ NEXT_PUBLIC_SUPABASE_URL: 'abcdefghijklmnop.supabase.co' }),
    ).toThrow(/NEXT_PUBLIC_SUPABASE_URL must be an absolute URL/);
  });

  it("never reads a project with the local backend's secret key", () => {
    expect(() =>
      secretBackendConfig({ NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co' }),
    ).toThrow(/SUPABASE_SECRET_KEY is not set/);
  });
});

describe('the local backend', () => {
  it('defaults to port 54321, the project folder and the site on port 3000', () => {
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

describe('SITE_DIR', () => {
  it('is out/ by default, or a folder inside the project', () => {
    expect(siteDirName({})).toBe('out');
    expect(siteDirName({ SITE_DIR: './.e2e/site/' })).toBe('.e2e/site');
  });

  it.each(['/tmp/site', '../site', 'out/../..', '.', 'public', '.next/export', 'node_modules'])(
    'refuses SITE_DIR=%s, naming it',
    (folder) => {
      expect(() => siteDirName({ SITE_DIR: folder })).toThrow(/SITE_DIR must name a new folder/);
    },
  );
});

describe('PHOTOS_DIR', () => {
  it('is data/photos by default, or a folder inside the project', () => {
    expect(photosDirName({})).toBe('data/photos');
    expect(photosDirName({ PHOTOS_DIR: './.e2e/photos/' })).toBe('.e2e/photos');
  });

  it.each(['/home/owner/photos', '../photos', '.', 'public', 'public/photos'])(
    'refuses PHOTOS_DIR=%s, naming it (public/ is published as it is, metadata and all)',
    (folder) => {
      expect(() => photosDirName({ PHOTOS_DIR: folder })).toThrow(
        /PHOTOS_DIR must name a folder inside the project and outside public\//,
      );
    },
  );
});

describe('checkBuildConfig', () => {
  it('stops a build whose settings are malformed, and passes a good one', () => {
    expect(() => checkBuildConfig({ NEXT_PUBLIC_SITE_URL: 'shop.example' })).toThrow(
      /NEXT_PUBLIC_SITE_URL/,
    );
    expect(() => checkBuildConfig({ NEXT_PUBLIC_SUPABASE_URL: 'ftp://db.example' })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL/,
    );
    expect(() => checkBuildConfig({ SITE_DIR: '../elsewhere' })).toThrow(/SITE_DIR/);
    expect(() => checkBuildConfig({ PHOTOS_DIR: 'public/photos' })).toThrow(/PHOTOS_DIR/);
    expect(() =>
      checkBuildConfig({
        NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com',
        NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      }),
    ).not.toThrow();
  });
});

/** The names a file's code reads as `env.NAME` (which `process.env.NAME` is too); comments left out. */
function variablesReadBy(file: string): string[] {
  const code = read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!);
}

/** Set by Next and npm while they run, never by hand. */
const SET_BY_TOOLS = new Set(['NODE_ENV']);

/** Plain-Node scripts that cannot import lib/config.ts and read their own (see its opening comment). */
const PLAIN_NODE_READERS = ['scripts/chromium.mjs', 'scripts/start.mjs'];

describe('.env.example', () => {
  const lines = read('.env.example').split('\n');
  const listed = lines
    .map((line, index) => ({ name: /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1], index }))
    .filter((entry): entry is { name: string; index: number } => entry.name !== undefined);

  it('lists exactly the variables lib/config.ts and the plain-Node scripts read, once each', () => {
    const names = new Set(
      ['lib/config.ts', ...PLAIN_NODE_READERS]
        .flatMap(variablesReadBy)
        .filter((name) => !SET_BY_TOOLS.has(name)),
    );
    expect(listed.map((entry) => entry.name).sort()).toEqual([...names].sort());
  });

  it('says above every variable what it does', () => {
    const uncommented = listed.filter((entry) => !lines[entry.index - 1]?.startsWith('# '));
    expect(uncommented.map((entry) => entry.name)).toEqual([]);
  });
});

describe('who reads the environment', () => {
  /** Every TypeScript and JavaScript file of the shop and its scripts (the bench keeps its own). */
  function sourceFiles(folder: string): string[] {
    return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !file.startsWith('scripts/bench/'));
  }

  it('is lib/config.ts, and only the plain-Node scripts besides', () => {
    const readers = ['app', 'components', 'data', 'lib', 'scripts']
      .flatMap(sourceFiles)
      .concat('next.config.ts')
      .filter((file) => /process\.env(\.|\[)/.test(read(file)));
    expect(readers).toContain('lib/config.ts');
    const others = readers.filter(
      (file) => file !== 'lib/config.ts' && !PLAIN_NODE_READERS.includes(file),
    );
    expect(others).toEqual([]);
  });
});
