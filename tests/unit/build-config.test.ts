/** @jest-environment node */
import { checkBuildConfig, photosDirName, siteDirName } from '@/scripts/build-config';

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
