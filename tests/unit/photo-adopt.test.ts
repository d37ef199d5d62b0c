/** @jest-environment node */
/**
 * Drop, build, commit: the owner drops a phone's photo (GPS, XMP, IPTC, a P3 profile, stored sideways)
 * into the photo folder of a git repository and runs the image step. What `git add -A` then takes carries
 * no metadata, her original is kept aside where git never looks, a clone of the commit builds the very
 * same images, a second run changes nothing, and a replaced photo keeps both originals.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { products } from '@/data/products';
import { productImagePath } from '@/data/image-paths';
import { imageAtWidth } from '@/lib/images';
import { E2E_PHOTOS, MARKERS, POINTS, testPhoto } from '@/scripts/e2e/test-photos';
import { productImageJobs } from '@/scripts/images/jobs';
import { COPY_MAX } from '@/scripts/images/photo-copy';
import { generateImages, type ImagesRun } from '@/scripts/images/pipeline';
import { colorAt, colorDistance, whereInFrame } from '@/scripts/e2e/photo-probes';

jest.setTimeout(120_000);

const SLUG = 'milk-bar';
const product = products.find((candidate) => candidate.slug === SLUG)!;
/** The phone's photo: 1200×1600 upright, stored 1600×1200 with EXIF Orientation 6, GPS and all. */
const PHONE = E2E_PHOTOS.front;
/** What the phone's metadata says, as it would sit in the file's bytes. */
const SECRETS = ['PhoneCo', 'Jane Owner', 'GPS', 'Exif', 'http://ns.adobe.com', '51,30.2N', 'P3'];

let repo: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });

/** The image step as `npm run images` runs it in `root`, on one product's images. */
const run = (root: string): ImagesRun => ({
  publicDir: path.join(root, 'public'),
  cacheDir: path.join(root, '.cache'),
  photosDir: path.join(root, 'data/photos'),
  photosDirRequired: false,
  concurrency: 2,
  collect: (photos) => productImageJobs(product, photos),
});

/** Every file under `dir`, relative to it, sorted. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** What a file holds besides pixels, asked of sharp and of its bytes (not of the code under test). */
async function metadataIn(file: string): Promise<string[]> {
  const found: string[] = [];
  const bytes = readFileSync(file);
  if (/\.(jpe?g|png|webp|avif)$/i.test(file)) {
    const meta = await sharp(bytes).metadata();
    for (const key of ['exif', 'xmp', 'iptc', 'icc', 'comments', 'orientation'] as const) {
      if (meta[key] !== undefined) found.push(key);
    }
  }
  const text = bytes.toString('latin1');
  return [...found, ...SECRETS.filter((secret) => text.includes(secret))];
}

/** The files `git add -A` would take in `root`. */
const gitWouldAdd = (root: string) =>
  git(root, 'add', '-A', '--dry-run')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^add '(.*)'$/, '$1'))
    .sort();

beforeEach(async () => {
  repo = mkdtempSync(path.join(tmpdir(), 'owner-repo-'));
  git(repo, 'init', '-q');
  writeFileSync(path.join(repo, '.gitignore'), '.cache/\npublic/\n');
  execFileSync('mkdir', ['-p', path.join(repo, 'data/photos', SLUG)]);
  writeFileSync(path.join(repo, 'data/photos', SLUG, 'front.jpg'), await testPhoto(PHONE));
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('drop, build, commit', () => {
  it('leaves nothing git would add with metadata, and the original aside where git never looks', async () => {
    const dropped = readFileSync(path.join(repo, 'data/photos', SLUG, 'front.jpg'));
    expect(await metadataIn(path.join(repo, 'data/photos', SLUG, 'front.jpg'))).toEqual(
      expect.arrayContaining(['exif', 'xmp', 'iptc', 'icc', 'orientation', 'GPS']),
    );

    const summary = await generateImages(run(repo));

    expect(summary.adopted).toEqual([
      {
        photo: path.join(repo, 'data/photos', SLUG, 'front.jpg'),
        original: path.join(repo, 'data/photos/originals', SLUG, 'front.jpg'),
      },
    ]);
    expect(gitWouldAdd(repo)).toEqual(['.gitignore', `data/photos/${SLUG}/front.jpg`]);
    for (const file of gitWouldAdd(repo)) {
      expect({ file, metadata: await metadataIn(path.join(repo, file)) }).toEqual({
        file,
        metadata: [],
      });
    }
    // The original, byte for byte, in a folder that ignores itself.
    expect(readFileSync(path.join(repo, 'data/photos/originals', SLUG, 'front.jpg'))).toEqual(
      dropped,
    );
    expect(filesUnder(path.join(repo, 'data/photos/originals'))).toEqual([
      '.gitignore',
      `${SLUG}/front.jpg`,
    ]);
  });

  it('turns the copy upright before its EXIF goes: the marker at the top, no orientation tag', async () => {
    await generateImages(run(repo));
    const copy = path.join(repo, 'data/photos', SLUG, 'front.jpg');
    const meta = await sharp(copy).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: PHONE.width,
      height: PHONE.height,
      orientation: undefined,
    });
    const frame = { width: PHONE.width, height: PHONE.height };
    const { x, y } = whereInFrame(PHONE, POINTS.marker, frame);
    expect(colorDistance(await colorAt(copy, x, y), MARKERS.red)).toBeLessThanOrEqual(6);
  });

  it('builds the same images from a clone of the commit, and again without change', async () => {
    await generateImages(run(repo));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'Milk Bar front photo');
    const clone = mkdtempSync(path.join(tmpdir(), 'owner-clone-'));
    try {
      git(tmpdir(), 'clone', '-q', repo, clone);
      const summary = await generateImages(run(clone));
      // What a host that builds from git does: the photo is shown, nothing is copied again.
      expect(summary).toMatchObject({ photos: 1, adopted: [] });
      const images = filesUnder(path.join(repo, 'public'));
      expect(filesUnder(path.join(clone, 'public'))).toEqual(images);
      for (const image of images) {
        const same = readFileSync(path.join(clone, 'public', image)).equals(
          readFileSync(path.join(repo, 'public', image)),
        );
        expect({ image, same }).toEqual({ image, same: true });
      }
      const front = imageAtWidth(productImagePath(SLUG, 'front'), 1024);
      const { x, y } = whereInFrame(PHONE, POINTS.marker, { width: 1024, height: 1024 });
      expect(
        colorDistance(await colorAt(path.join(clone, 'public', front), x, y), MARKERS.red),
      ).toBeLessThanOrEqual(10);
      expect(git(clone, 'status', '--porcelain')).toBe('');
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
    // A second run where the owner built: nothing to copy, nothing to draw, nothing for git.
    expect(await generateImages(run(repo))).toMatchObject({ adopted: [], drawn: 0 });
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });

  it('keeps both originals when she replaces a photo, and shows the new one', async () => {
    await generateImages(run(repo));
    const replacement = { ...PHONE, marker: MARKERS.blue };
    writeFileSync(path.join(repo, 'data/photos', SLUG, 'front.jpg'), await testPhoto(replacement));
    const summary = await generateImages(run(repo));
    expect(summary.adopted.map((adopted) => path.relative(repo, adopted.original))).toEqual([
      `data/photos/originals/${SLUG}/front (2).jpg`,
    ]);
    expect(filesUnder(path.join(repo, 'data/photos/originals', SLUG))).toEqual([
      'front (2).jpg',
      'front.jpg',
    ]);
    const front = path.join(repo, 'public', imageAtWidth(productImagePath(SLUG, 'front'), 1024));
    const { x, y } = whereInFrame(PHONE, POINTS.marker, { width: 1024, height: 1024 });
    expect(colorDistance(await colorAt(front, x, y), MARKERS.blue)).toBeLessThanOrEqual(10);
    // The same photo dropped again is not kept a third time.
    writeFileSync(path.join(repo, 'data/photos', SLUG, 'front.jpg'), await testPhoto(replacement));
    await generateImages(run(repo));
    expect(filesUnder(path.join(repo, 'data/photos/originals', SLUG))).toHaveLength(2);
  });

  it('copies a WebP as JPEG, a cut-out as PNG, and a big photo down to its longest side', async () => {
    const dir = path.join(repo, 'data/photos', SLUG);
    rmSync(path.join(dir, 'front.jpg'));
    writeFileSync(
      path.join(dir, 'back.webp'),
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#4a6' } })
        .webp()
        .toBuffer(),
    );
    writeFileSync(
      path.join(dir, 'flat-lay.png'),
      await sharp({
        create: {
          width: 1100,
          height: 1100,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#c33"/></svg>',
            ),
            left: 250,
            top: 250,
          },
        ])
        .png()
        .withMetadata({ density: 300 })
        .withExif({ IFD0: { Artist: 'Jane Owner' } })
        .toBuffer(),
    );
    await generateImages(run(repo));
    expect(filesUnder(dir)).toEqual(['back.jpg', 'flat-lay.png']);
    const back = await sharp(path.join(dir, 'back.jpg')).metadata();
    expect([back.format, back.width, back.height]).toEqual(['jpeg', COPY_MAX, 1707]);
    const cutOut = await sharp(path.join(dir, 'flat-lay.png')).metadata();
    expect([
      cutOut.format,
      cutOut.hasAlpha,
      await metadataIn(path.join(dir, 'flat-lay.png')),
    ]).toEqual(['png', true, []]);
  });
});
