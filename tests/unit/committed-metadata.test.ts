/** @jest-environment node */
/**
 * The check in the build and in CI (`npm run metadata`): in a git repository of the test's own, photos
 * carrying a GPS position, in every format, committed or about to be, are named with what they hold and
 * what to do; bare ones pass; a photo the image step is about to strip is pending, not a failure; what
 * git ignores is not its business.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkCommittedMetadata } from '@/scripts/images/committed-metadata';
import type { ImageJob } from '@/scripts/images/job';
import type { Photos } from '@/scripts/images/jobs';
import { generateImages } from '@/scripts/images/pipeline';
import {
  barePhoto,
  EXTENSIONS,
  GPS_NAMED,
  photoWithGps,
  PRIVATE_FORMATS,
} from '@/tests/fixtures/private-photos';
import { REPLACED_PHOTO_SLOTS, REPLACED_SLUG } from '@/tests/fixtures/replaced-photo-slots';

const PHOTOS = 'data/photos';
let repo: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });

function put(file: string, bytes: Buffer | string): void {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), bytes);
}

const check = () => checkCommittedMetadata(repo, PHOTOS)!;

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'metadata-check-'));
  git('init', '-q');
  put('README.md', 'A shop.\n');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('images git holds', () => {
  it.each(PRIVATE_FORMATS)(
    'a committed %s with a GPS position fails, named with it',
    async (format) => {
      const file = `${PHOTOS}/milk-bar/img_0001.${EXTENSIONS[format]}`;
      put(file, await photoWithGps(format));
      git('add', '-A');
      git('commit', '-qm', 'photo');
      expect(check().problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${file}: git holds it with ${GPS_NAMED[format]}, which anyone with the repository can read\\. `,
          ),
        ),
      ]);
    },
  );

  it('pass a color profile, which a browser writes into every photo it redraws, and name what else is there', async () => {
    // The editor online commits the JPEG a browser's canvas encodes: Chromium puts an sRGB profile in each.
    const profiled = async (
      format: 'jpeg' | 'webp',
      exif?: Record<string, Record<string, string>>,
    ) => {
      const drawn = sharp(await barePhoto(format)).withIccProfile('srgb');
      return (exif ? drawn.withExif(exif) : drawn).toFormat(format).toBuffer();
    };
    put(`${PHOTOS}/milk-bar/img_0002.jpg`, await profiled('jpeg'));
    put(`${PHOTOS}/milk-bar/img_0003.webp`, await profiled('webp'));
    put('public/camera.jpg', await profiled('jpeg', { IFD0: { Make: 'Phone' } }));
    git('add', '-A');
    git('commit', '-qm', 'photos drawn by a browser');
    expect(check().problems).toEqual([
      expect.stringMatching(/^public\/camera\.jpg: git holds it with EXIF, which anyone/),
    ]);
  });

  it('pass when bare, in every format, wherever they are', async () => {
    for (const format of PRIVATE_FORMATS) {
      put(`${PHOTOS}/milk-bar/bare.${EXTENSIONS[format]}`, await barePhoto(format));
      put(`public/bare.${EXTENSIONS[format]}`, await barePhoto(format));
    }
    git('add', '-A');
    git('commit', '-qm', 'bare photos');
    expect(check()).toEqual({ checked: 14, problems: [], pending: [] });
  });

  it("pass the tests' real iPhone HEIC, whose metadata is invented, by its bytes alone", () => {
    const heic = readFileSync(path.join(__dirname, '../fixtures/iphone-photo.heic'));
    put('tests/fixtures/iphone-photo.heic', heic);
    git('add', '-A');
    git('commit', '-qm', 'the fixture');
    expect(check().problems).toEqual([]);
    // Other bytes under its name are any photo: a real one dropped there is refused.
    const changed = Buffer.from(heic);
    changed.writeUInt8(changed.readUInt8(changed.length - 1) ^ 0xff, changed.length - 1);
    put('tests/fixtures/iphone-photo.heic', changed);
    git('commit', '-qam', 'another photo under its name');
    expect(check().problems).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/iphone-photo\.heic: git holds it with EXIF with a GPS position/,
      ),
    ]);
  });

  it('say what to do by where the photo is: the image step, another format, or by hand', async () => {
    put(`${PHOTOS}/milk-bar/front.jpg`, await photoWithGps('jpeg'));
    put(`${PHOTOS}/milk-bar/front.heic`, await photoWithGps('heic'));
    put('public/banner.png', await photoWithGps('png'));
    git('add', '-A');
    git('commit', '-qm', 'photos');
    const history =
      ' If it was committed, earlier commits still hold it: docs/owner.md says how to take it out of the history.';
    expect(check().problems.sort()).toEqual(
      [
        `${PHOTOS}/milk-bar/front.heic: git holds it with EXIF with a GPS position, which anyone with the repository can read. Export it again as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible), put that in its place and commit.${history}`,
        `${PHOTOS}/milk-bar/front.jpg: git holds it with EXIF with a GPS position, which anyone with the repository can read. Run \`npm run images\`: it replaces the photo by a bare copy and keeps your original where git never looks (data/photos/README.md). Then commit.${history}`,
        `public/banner.png: git holds it with EXIF with a GPS position, which anyone with the repository can read. Save it again without its metadata, or remove it, and commit.${history}`,
      ].sort(),
    );
  });

  it('read from git’s index: a photo staged with its position fails though its working copy is bare since', async () => {
    const file = `${PHOTOS}/milk-bar/front.jpg`;
    put(file, await photoWithGps('jpeg'));
    git('add', '-A');
    put(file, await barePhoto('jpeg')); // what `npm run images` leaves in its place
    expect(check().problems).toEqual([
      expect.stringContaining(
        `${file}: git holds it with EXIF with a GPS position, which anyone with the repository can read. Its working copy is bare already: \`git add -A\` stages that in its place. Then commit.`,
      ),
    ]);
  });

  it('refuse an image of a format the check cannot read, since it cannot vouch for it', () => {
    put('docs/diagram.jxl', Buffer.from([0xff, 0x0a, 1, 2, 3, 4]));
    git('add', '-A');
    expect(check().problems).toEqual([
      expect.stringContaining(
        'docs/diagram.jxl: git holds this image, in a format this check cannot read (.jxl), so it cannot vouch that it holds nothing but its pixels. Save it as JPEG or PNG, or remove it, and commit.',
      ),
    ]);
  });
});

describe('images git would commit', () => {
  it('a new photo with its position outside the photo folder fails: `git add -A` would take it', async () => {
    put('public/hero.webp', await photoWithGps('webp'));
    expect(check().problems).toEqual([
      'public/hero.webp: holds EXIF with a GPS position, and `git add -A` would commit it. Save it again without its metadata, or remove it, and commit.',
    ]);
  });

  it('a new photo in the photo folder is pending: the image step replaces it by its bare copy first', async () => {
    put(`${PHOTOS}/milk-bar/front.jpg`, await photoWithGps('jpeg'));
    put(`${PHOTOS}/milk-bar/back.avif`, await photoWithGps('avif'));
    expect(check()).toEqual({
      checked: 2,
      problems: [],
      pending: [`${PHOTOS}/milk-bar/back.avif`, `${PHOTOS}/milk-bar/front.jpg`],
    });
  });

  it('a new photo in the photo folder that the image step does not read fails (HEIC, TIFF, GIF)', async () => {
    for (const format of ['heic', 'tiff', 'gif'] as const) {
      put(`${PHOTOS}/milk-bar/img.${EXTENSIONS[format]}`, await photoWithGps(format));
    }
    expect(check().problems.sort()).toEqual(
      [
        `${PHOTOS}/milk-bar/img.gif: holds XMP with a GPS position, and \`git add -A\` would commit it. Export it again as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible), put that in its place and commit.`,
        `${PHOTOS}/milk-bar/img.heic: holds EXIF with a GPS position, and \`git add -A\` would commit it. Export it again as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible), put that in its place and commit.`,
        `${PHOTOS}/milk-bar/img.tif: holds XMP with a GPS position, and \`git add -A\` would commit it. Export it again as JPEG or PNG (on an iPhone: Settings → Camera → Formats → Most Compatible), put that in its place and commit.`,
      ].sort(),
    );
  });

  it('what git ignores is not checked: the originals the image step keeps, and ignored folders', async () => {
    put(`${PHOTOS}/originals/.gitignore`, '*\n');
    put(`${PHOTOS}/originals/milk-bar/front.jpg`, await photoWithGps('jpeg'));
    put('.gitignore', 'out/\n');
    put('out/images/front.jpg', await photoWithGps('jpeg'));
    expect(check()).toEqual({ checked: 0, problems: [], pending: [] });
  });
});

it('has nothing to check outside a git work tree', () => {
  const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
  try {
    expect(checkCommittedMetadata(plain, PHOTOS)).toBeUndefined();
  } finally {
    rmSync(plain, { recursive: true, force: true });
  }
});

describe('with the image step', () => {
  /** One small image per photo, so the step checks and copies each (drawing the shop's would take long). */
  const jobsFor = (photos: Photos) =>
    [...photos].map(([image, { file, sha256 }]): ImageJob => ({
      key: image,
      photos: [{ file, sha256, box: { left: 0, top: 0, width: 32, height: 32 } }],
      outputs: [{ path: image, width: 32, height: 32, format: 'webp' }],
    }));

  it('leaves nothing pending: every photo the folder reads, in any of its formats, is replaced bare', async () => {
    const folder = `${PHOTOS}/${REPLACED_SLUG}`;
    put(`${folder}/img_0002.avif`, await photoWithGps('avif')); // the front photo the content file names
    put(`${folder}/back.webp`, await photoWithGps('webp'));
    put(`${folder}/zip-open.png`, await photoWithGps('png'));
    put(`${folder}/flat-lay.jpg`, await photoWithGps('jpeg'));
    put(`${folder}/img_0001.jpg`, await photoWithGps('jpeg')); // replaced: no view uses it
    expect(check()).toMatchObject({
      problems: [],
      pending: expect.arrayContaining([`${folder}/img_0001.jpg`]),
    });
    expect(check().pending).toHaveLength(5);
    await generateImages({
      publicDir: path.join(repo, 'public'),
      cacheDir: path.join(repo, '.cache'),
      photosDir: path.join(repo, PHOTOS),
      photosDirRequired: true,
      concurrency: 2,
      slots: REPLACED_PHOTO_SLOTS,
      collect: jobsFor,
    });
    put('.gitignore', 'public/\n.cache/\n');
    expect(check()).toEqual({ checked: 5, problems: [], pending: [] });
  });
});

describe('where it runs', () => {
  const ROOT = path.resolve(__dirname, '../..');

  it('in the build, before the image step draws anything', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.metadata).toBe('tsx scripts/images/check-metadata.ts');
    const steps = scripts.prebuild?.split(' && ') ?? [];
    expect(steps).toContain('npm run metadata');
    expect(steps.indexOf('npm run metadata')).toBeLessThan(steps.indexOf('npm run images'));
  });

  it('in CI, before the tests', () => {
    const lines = readFileSync(path.join(ROOT, '.ci/run'), 'utf8').split('\n');
    expect(lines).toContain('npm run metadata');
    expect(lines.indexOf('npm run metadata')).toBeLessThan(lines.indexOf('npm test'));
  });
});
