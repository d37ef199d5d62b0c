/** @jest-environment node */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  checkBuildConfig,
  deployTarget,
  editorSettings,
  isPublicBuild,
  photosDirName,
  siteDirName,
  typesCheckedApart,
} from '@/scripts/build-config';

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

describe('TYPES_CHECKED_APART', () => {
  it('lets Next skip its type check only when set to 1', () => {
    expect(typesCheckedApart({})).toBe(false);
    expect(typesCheckedApart({ TYPES_CHECKED_APART: ' ' })).toBe(false);
    expect(typesCheckedApart({ TYPES_CHECKED_APART: '1' })).toBe(true);
  });

  it.each(['0', 'true', 'yes'])('refuses TYPES_CHECKED_APART=%s, naming it', (value) => {
    expect(() => typesCheckedApart({ TYPES_CHECKED_APART: value })).toThrow(
      `TYPES_CHECKED_APART must be 1 or unset, got "${value}"`,
    );
  });
});

describe("the editor's settings (EDITOR_*)", () => {
  it('edit this checkout only by default, on decap-server’s port, committing to main', () => {
    expect(editorSettings({})).toEqual({ branch: 'main', localBackendPort: 8081 });
  });

  it('name the GitHub repository, branch and sign-in service the editor uses online', () => {
    expect(
      editorSettings({
        EDITOR_GITHUB_REPO: 'milkandmischief/shop',
        EDITOR_GITHUB_BRANCH: 'live',
        EDITOR_AUTH_URL: 'https://auth.example.workers.dev/',
        EDITOR_BACKEND_PORT: '9123',
      }),
    ).toEqual({
      githubRepo: 'milkandmischief/shop',
      branch: 'live',
      authUrl: 'https://auth.example.workers.dev',
      localBackendPort: 9123,
    });
  });

  it.each([
    ['EDITOR_GITHUB_REPO', 'https://github.com/milkandmischief/shop'],
    ['EDITOR_GITHUB_BRANCH', 'my branch'],
    ['EDITOR_AUTH_URL', 'auth.example'],
    ['EDITOR_BACKEND_PORT', '70000'],
  ])('refuse %s=%s, naming it, and so does the build', (name, value) => {
    expect(() => editorSettings({ [name]: value })).toThrow(new RegExp(name));
    expect(() => checkBuildConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('a build for a public site', () => {
  const missing =
    'EDITOR_GITHUB_REPO is unset, and this build is for https://milkandmischief.com/shop (NEXT_PUBLIC_SITE_URL): its editor at https://milkandmischief.com/shop/admin would have no repository to save to. Set EDITOR_GITHUB_REPO to the shop\'s GitHub repository as owner/name, such as milkandmischief/shop (docs/owner.md, "Setting it up, once"); a build for this computer alone leaves NEXT_PUBLIC_SITE_URL unset.';

  it('needs the repository its editor saves to, and says so before anything is built', () => {
    const env = { NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com/shop/' };
    expect(isPublicBuild(env)).toBe(true);
    expect(() => editorSettings(env)).toThrow(missing);
    expect(() => checkBuildConfig(env)).toThrow(missing);
    expect(editorSettings({ ...env, EDITOR_GITHUB_REPO: 'milkandmischief/shop' })).toMatchObject({
      githubRepo: 'milkandmischief/shop',
    });
  });

  it('fails the build where it writes the editor (scripts/admin/build.ts), naming the variable', async () => {
    const root = path.resolve(__dirname, '../..');
    // An export folder of the test's own, in case the step writes the editor after all.
    const siteDir = `.cache/no-export-${process.pid}`;
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin/build.ts'],
      {
        cwd: root,
        // Blank (unset, for the build) rather than absent: a .env file's value does not fill it in.
        env: {
          ...process.env,
          NEXT_PUBLIC_SITE_URL: 'https://milkandmischief.com/shop',
          EDITOR_GITHUB_REPO: '',
          SITE_DIR: siteDir,
        },
      },
    );
    try {
      await expect(run).rejects.toMatchObject({ code: 1, stderr: `admin: ${missing}\n` });
    } finally {
      rmSync(path.join(root, siteDir), { recursive: true, force: true });
    }
  });

  it.each([
    [undefined],
    ['http://localhost:3000'],
    ['http://127.0.0.1:4000/shop'],
    ['http://shop.localhost:3000'],
    ['http://[::1]:3000'],
  ])(
    'is not a build for this computer (NEXT_PUBLIC_SITE_URL=%s): its editor edits the checkout',
    (url) => {
      const env = { NEXT_PUBLIC_SITE_URL: url };
      expect(isPublicBuild(env)).toBe(false);
      expect(editorSettings(env)).toEqual({ branch: 'main', localBackendPort: 8081 });
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
        EDITOR_GITHUB_REPO: 'milkandmischief/shop',
      }),
    ).not.toThrow();
  });
});

describe('DEPLOY_HOST', () => {
  it('is every host docs/deploying.md names by default, so the strictest limit of each kind applies', () => {
    expect(deployTarget({})).toEqual({
      hosts: ['netlify', 'cloudflare-pages', 'github-pages', 's3-cloudfront', 'nginx'],
      named: false,
      cloudflarePaidFiles: false,
    });
  });

  it('names the hosts the owner deploys to, comma-separated', () => {
    expect(deployTarget({ DEPLOY_HOST: ' cloudflare-pages, netlify ' })).toMatchObject({
      hosts: ['cloudflare-pages', 'netlify'],
      named: true,
    });
  });

  it("lifts Cloudflare Pages' file limit with the variable its paid plans need, set to 4 only", () => {
    expect(deployTarget({ PAGES_WRANGLER_MAJOR_VERSION: '4' }).cloudflarePaidFiles).toBe(true);
    expect(deployTarget({ PAGES_WRANGLER_MAJOR_VERSION: '3' }).cloudflarePaidFiles).toBe(false);
  });

  it.each(['vercel', 'netlify,vercel', ',', 'Netlify'])(
    'refuses DEPLOY_HOST=%s before the build, naming the variable and the hosts it takes',
    (value) => {
      expect(() => checkBuildConfig({ DEPLOY_HOST: value })).toThrow(
        /DEPLOY_HOST must name the hosts you deploy to, comma-separated, among netlify, cloudflare-pages, github-pages, s3-cloudfront, nginx/,
      );
    },
  );
});
