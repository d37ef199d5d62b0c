/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { team } from '@/data/about';
import { testimonials } from '@/data/home';
import { products } from '@/data/products';
import { featuredReviews } from '@/data/reviews';
import { CONTENT_PAGES } from '@/data/routes';
import { CATEGORIES, PRODUCT_VIEWS } from '@/data/types';
import {
  AVATAR_WIDTHS,
  imageFiles,
  NOT_FOUND_SHARE_KEY,
  categoryShareKey,
  pageShareKey,
  PRODUCT_IMAGE_WIDTHS,
  productShareKey,
  shareImagePath,
  TEAM_PHOTO_WIDTHS,
} from '@/lib/images';
import { isUpToDate, jobHash } from '@/scripts/images/cache';
import type { ImageJob } from '@/scripts/images/job';
import { collectJobs, findPortraits, productImageJobs } from '@/scripts/images/jobs';
import { generateImages } from '@/scripts/images/pipeline';
import { pruneOutputs } from '@/scripts/images/prune';
import { renderJob } from '@/scripts/images/render';
import { SHARE_COLORS, pageShareSvg } from '@/scripts/images/share';
import { sharePages } from '@/scripts/images/share-pages';
import { testDesign } from '@/tests/fixtures/designs';

const jobs = collectJobs();
const outputsOf = (key: string) =>
  jobs
    .find((job) => job.key === key)
    ?.outputs.map((o) => o.path)
    .sort();

describe('the image jobs', () => {
  it("draw a design's four views once for both themes, on a transparent ground, at each width and no other", () => {
    const design = testDesign(1);
    const jobsOfDesign = productImageJobs(design, new Map());
    expect(jobsOfDesign.map((job) => job.key)).toEqual([
      ...design.images,
      shareImagePath(productShareKey(design.slug)),
    ]);
    for (const job of jobsOfDesign.slice(0, PRODUCT_VIEWS.length)) {
      expect(job.transparent).toBe(true);
      expect(job.outputs.map((output) => output.path)).toEqual(
        imageFiles(job.key, PRODUCT_IMAGE_WIDTHS),
      );
    }
    // No night version: the page paints the backdrop in the theme's colors.
    const files = jobsOfDesign.flatMap((job) => job.outputs.map((output) => output.path));
    expect(files.filter((file) => file.includes('/dark/'))).toEqual([]);
  });

  it("take the owner's photo of a view as it is, opaque, one set of files for both themes", () => {
    const design = testDesign(1);
    const back = design.images[PRODUCT_VIEWS.indexOf('back')]!;
    const photo = { file: '/photos/back.jpg', sha256: 'f'.repeat(64) };
    const job = productImageJobs(design, new Map([[back, photo]])).find(
      (each) => each.key === back,
    )!;
    expect(job.svg).toBeUndefined();
    expect(job.transparent).toBeUndefined();
    expect(job.photos).toEqual([{ ...photo, box: { left: 0, top: 0, width: 1024, height: 1024 } }]);
    expect(job.outputs.map((output) => output.path)).toEqual(
      imageFiles(back, PRODUCT_IMAGE_WIDTHS),
    );
  });

  it('draw exactly the avatars and team portraits the data modules name', () => {
    const avatarPaths = [...testimonials, ...featuredReviews].map((person) => person.image);
    const avatarKeys = jobs
      .filter((job) => job.key.startsWith('/images/avatars/'))
      .map((job) => job.key);
    expect(avatarKeys.sort()).toEqual([...new Set(avatarPaths)].sort());
    for (const image of avatarPaths)
      expect(outputsOf(image)).toEqual(imageFiles(image, AVATAR_WIDTHS).sort());

    const teamKeys = jobs
      .filter((job) => job.key.startsWith('/images/team/'))
      .map((job) => job.key);
    expect(teamKeys.sort()).toEqual(team.map((member) => member.image).sort());
    for (const member of team)
      expect(outputsOf(member.image)).toEqual(imageFiles(member.image, TEAM_PHOTO_WIDTHS).sort());
  });

  it('make one 1200×630 JPEG share image per page, per category and per product', () => {
    const keys = [
      ...Object.values(CONTENT_PAGES).map((page) => pageShareKey(page.path)),
      NOT_FOUND_SHARE_KEY,
      ...CATEGORIES.map(categoryShareKey),
      ...products.map((p) => productShareKey(p.slug)),
    ];
    const shareJobs = jobs.filter((job) => job.key.startsWith('/og/'));
    expect(shareJobs.map((job) => job.key).sort()).toEqual(keys.map(shareImagePath).sort());
    for (const job of shareJobs)
      expect(job.outputs).toEqual([{ path: job.key, width: 1200, height: 630, format: 'jpeg' }]);
  });

  it("give a content page without a drawing of its own the brand's, with its title in ink", async () => {
    const faq = { path: '/faq', title: 'Frequently Asked Questions', indexed: true };
    const pages = sharePages(products, { ...CONTENT_PAGES, faq });
    const page = pages.find((candidate) => candidate.key === 'faq');
    expect(page?.headline).toBe(faq.title);
    // The existing pages keep their own drawings.
    expect(pages.find((candidate) => candidate.key === 'shop')?.art).toBe(
      sharePages(products).find((candidate) => candidate.key === 'shop')?.art,
    );

    // The headline's block, left of the art: its ink is there only when the title is drawn.
    const inkIn = async (headline: string) => {
      const { data, info } = await sharp(Buffer.from(pageShareSvg({ ...page!, headline })))
        .extract({ left: 70, top: 110, width: 520, height: 200 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(SHARE_COLORS.ink.slice(i, i + 2), 16));
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (
          Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <
          40
        )
          count++;
      return count;
    };
    expect(await inkIn(faq.title)).toBeGreaterThan(5_000);
    expect(await inkIn('')).toBe(0);
  });

  it('find portraits wherever the data nests them, once per image', () => {
    const found = findPortraits(
      {
        a: [{ name: 'Ann B.', image: '/images/avatars/ann-b.webp' }],
        b: { deep: [{ name: 'Ann B.', image: '/images/avatars/ann-b.webp' }] },
        c: { name: 'X', image: '/images/team/x.webp' },
      },
      '/images/avatars/',
    );
    expect([...found.values()]).toEqual([{ name: 'Ann B.', image: '/images/avatars/ann-b.webp' }]);
  });
});

describe('the cache', () => {
  const job: ImageJob = {
    key: '/images/test/dot.webp',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" fill="#fbe9ee"/><circle cx="20" cy="20" r="12" fill="#b0305a"/></svg>',
    outputs: [
      { path: '/images/test/dot-20.webp', width: 20, height: 20, format: 'webp' },
      { path: '/images/test/dot-40.webp', width: 40, height: 40, format: 'webp' },
    ],
  };
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'artwork-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('changes the hash when the drawing, the outputs or their transparency change, and only then', () => {
    expect(jobHash({ ...job })).toBe(jobHash(job));
    expect(jobHash({ ...job, svg: job.svg!.replace('#b0305a', '#8c2346') })).not.toBe(jobHash(job));
    expect(jobHash({ ...job, outputs: job.outputs.slice(1) })).not.toBe(jobHash(job));
    expect(jobHash({ ...job, transparent: true })).not.toBe(jobHash(job));
  });

  it('counts an image as up to date only when the manifest matches and every file exists', async () => {
    const hash = jobHash(job);
    expect(isUpToDate(job, hash, { [job.key]: hash }, dir)).toBe(false);
    await renderJob(job, dir);
    expect(isUpToDate(job, hash, { [job.key]: hash }, dir)).toBe(true);
    expect(isUpToDate(job, hash, { [job.key]: 'old' }, dir)).toBe(false);
    rmSync(path.join(dir, 'images/test/dot-20.webp'));
    expect(isUpToDate(job, hash, { [job.key]: hash }, dir)).toBe(false);
  });

  it('writes each output at its size: a transparent drawing keeps its see-through ground, an opaque one has none', async () => {
    const dot = { ...job, svg: job.svg!.replace(/<rect[^>]*\/>/, '') };
    await renderJob(job, dir);
    const meta = await sharp(path.join(dir, 'images/test/dot-20.webp')).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 20, 20, false]);
    await renderJob({ ...dot, transparent: true }, dir);
    // From the bytes: sharp would answer a path it has read before from its cache.
    const corner = async (file: string) =>
      (
        await sharp(readFileSync(path.join(dir, file)))
          .ensureAlpha()
          .raw()
          .toBuffer()
      )[3];
    expect(await corner('images/test/dot-40.webp')).toBe(0);
    // Without `transparent`, the same drawing is opaque: librsvg's transparent ground comes out black.
    await renderJob(dot, dir);
    expect(await corner('images/test/dot-40.webp')).toBe(255);
  });

  it('prunes generated files no job writes any more, and their empty folders', () => {
    mkdirSync(path.join(dir, 'images/products/gone'), { recursive: true });
    mkdirSync(path.join(dir, 'og'), { recursive: true });
    writeFileSync(path.join(dir, 'images/products/gone/front.webp'), 'x');
    writeFileSync(path.join(dir, 'images/keep.webp'), 'x');
    writeFileSync(path.join(dir, 'og/home.png'), 'x');
    writeFileSync(path.join(dir, 'icon.png'), 'x');
    const removed = pruneOutputs(
      dir,
      ['images', 'og'],
      new Set(['/images/keep.webp', '/og/home.png']),
    );
    expect(removed).toBe(1);
    expect(existsSync(path.join(dir, 'images/products'))).toBe(false);
    expect(readdirSync(path.join(dir, 'images'))).toEqual(['keep.webp']);
    expect(existsSync(path.join(dir, 'icon.png'))).toBe(true);
  });
});

describe('a second run', () => {
  jest.setTimeout(120_000);
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'artwork-runs-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** The image step over `designs` alone, drawing into the work folder with its cache there. */
  const runOver = (designs: ReturnType<typeof testDesign>[]) =>
    generateImages({
      publicDir: path.join(work, 'public'),
      cacheDir: path.join(work, 'cache'),
      photosDir: path.join(work, 'photos'),
      photosDirRequired: false,
      concurrency: 2,
      collect: (photos) => designs.flatMap((design) => productImageJobs(design, photos)),
    });

  it('after one design changed draws and resizes that design only, and nothing when none did', async () => {
    const [first, second] = [testDesign(1), testDesign(2)];
    expect(await runOver([first, second])).toMatchObject({ images: 10, drawn: 10 });
    expect(await runOver([first, second])).toMatchObject({ drawn: 0 });
    const frontFile = path.join(work, 'public', imageFiles(first.images[0]!, [1024])[0]!);
    const untouched = statSync(frontFile).mtimeMs;
    // The second design's print changes: its front, zips-open and flat-lay views and its share image show
    // it; its back shows the neck print only.
    const changed = { ...second, print: { ...second.print!, lines: ['Changed'] } };
    const summary = await runOver([first, changed]);
    expect(summary).toMatchObject({ images: 10, drawn: 4 });
    expect(summary.files).toBe(3 * PRODUCT_IMAGE_WIDTHS.length + 1);
    expect(statSync(frontFile).mtimeMs).toBe(untouched);
  });
});
