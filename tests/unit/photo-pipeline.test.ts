/** @jest-environment node */
/**
 * The image step with the owner's photos, on one product, with photos sharp makes here
 * (scripts/e2e/test-photos.ts): upright, whole, centered, in sRGB, without metadata; cached by content;
 * and bad photos stop it, named, before it writes anything.
 */
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
import { productImagePath } from '@/data/image-paths';
import { products } from '@/data/products';
import type { ProductView } from '@/data/types';
import {
  imageAtWidth,
  PRODUCT_IMAGE_WIDTHS,
  productShareKey,
  SHARE_IMAGE_MAX_BYTES,
  shareImagePath,
} from '@/lib/images';
import { team } from '@/data/about';
import { collectJobs, type Photos, productImageJobs } from '@/scripts/images/jobs';
import { photoExtras } from '@/scripts/images/photo-bare';
import { generateImages, type ImagesRun, PhotoProblems } from '@/scripts/images/pipeline';
import { renderJob } from '@/scripts/images/render';
import { PRODUCT_SHARE_ART_BOX, sharePhotoBoxes } from '@/scripts/images/share';
import {
  BACKDROP,
  BODY,
  E2E_PHOTOS,
  EDGE,
  MARKERS,
  POINTS,
  type TestPhoto,
  testPhoto,
  writeTestPhoto,
} from '@/scripts/e2e/test-photos';
import type { Rgb } from '@/scripts/images/color';
import { createRandom } from '@/scripts/images/prng';
import {
  LANDSCAPE,
  landscapePhoto,
  ROAD,
  SKY_TOP_LEFT,
  SKY_TOP_RIGHT,
} from '@/tests/fixtures/landscape-photo';
import { colorAt, colorDistance, whereInFrame } from '@/scripts/e2e/photo-probes';
import {
  REPLACED_PHOTO_SLOTS,
  REPLACED_SLUG,
  REPLACING_PHOTO,
} from '@/tests/fixtures/replaced-photo-slots';

jest.setTimeout(120_000);

const SLUG = 'dairy-farm';
const FRAME = { width: 1024, height: 1024 };
/** Close enough after WebP at quality 80 or a 256-color PNG (measured: 2 at most), far from other colors. */
const SAME = 10;

const PHOTOS = {
  /** A phone's JPEG: turned by its EXIF tag, GPS and all, in Display P3 (the e2e build's too). */
  front: E2E_PHOTOS.front,
  /** Wide 3:2. */
  back: { width: 1800, height: 1200, marker: MARKERS.green, format: 'png' },
  /** Tall 9:16. */
  'zip-open': { width: 1080, height: 1920, marker: MARKERS.blue, format: 'webp' },
} as const satisfies Partial<Record<ProductView, TestPhoto>>;

const product = products.find((candidate) => candidate.slug === SLUG)!;

let work: string;
const run = (photosDir: string, publicDir = path.join(work, 'public')): ImagesRun => ({
  publicDir,
  cacheDir: path.join(work, 'cache'),
  photosDir,
  photosDirRequired: true,
  concurrency: 2,
  // One product's four views and share image: drawing all 150 images would only slow the test.
  collect: (photos) => productImageJobs(product, photos),
});
const file = (webPath: string, publicDir = path.join(work, 'public')) =>
  path.join(publicDir, webPath);
const view = (name: ProductView, width: number) =>
  file(imageAtWidth(productImagePath(SLUG, name), width));

/** A square JPEG of nothing but grain (gaussian, `sigma` levels around mid-grey): what compresses worst. */
const grainPhoto = (side: number, sigma: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

function expectColor(actual: Rgb, expected: Rgb, what: string): void {
  const near = colorDistance(actual, expected) <= SAME;
  expect({ what, actual, near }).toEqual({ what, actual, near: true });
}

/** The color at point (u, v) of the upright photo, in the output `image` of `frame` size. */
async function colorOf(
  image: string,
  photo: TestPhoto,
  point: readonly [number, number],
  frame = FRAME,
  offset = { left: 0, top: 0 },
): Promise<Rgb> {
  const { x, y } = whereInFrame(photo, point, frame);
  return colorAt(image, offset.left + x, offset.top + y);
}

describe('photos in the image step', () => {
  let photosDir: string;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'photo-pipeline-'));
    photosDir = path.join(work, 'photos');
    for (const [name, photo] of Object.entries(PHOTOS)) {
      const extension = { jpeg: 'jpg', png: 'png', webp: 'webp' }[photo.format];
      await writeTestPhoto(path.join(photosDir, SLUG, `${name}.${extension}`), photo);
    }
    await generateImages(run(photosDir));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('shows a photo upright by its EXIF orientation, at every width', async () => {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const frame = { width, height: width };
      const image = view('front', width);
      expectColor(await colorOf(image, PHOTOS.front, POINTS.marker, frame), MARKERS.red, 'top');
      expectColor(await colorOf(image, PHOTOS.front, POINTS.body, frame), BODY, 'bottom');
    }
  });

  it('keeps a wide photo whole and centered, filling above and below with its edge color', async () => {
    const image = view('back', 1024);
    expectColor(await colorOf(image, PHOTOS.back, POINTS.marker), MARKERS.green, 'marker');
    expectColor(await colorOf(image, PHOTOS.back, POINTS.body), BODY, 'body');
    // Its left and right edges are in the frame, and the marker is centered.
    expectColor(await colorAt(image, 4, 512), EDGE, 'left edge');
    expectColor(await colorAt(image, 1019, 512), EDGE, 'right edge');
    expect(whereInFrame(PHOTOS.back, POINTS.marker, FRAME).x).toBe(512);
    // Above and below: the backdrop's color, not black, white or a stretch of the photo.
    expectColor(await colorAt(image, 512, 20), BACKDROP, 'fill above');
    expectColor(await colorAt(image, 512, 1003), BACKDROP, 'fill below');
  });

  it('keeps a tall photo whole and centered, filling its sides with its edge color', async () => {
    const image = view('zip-open', 1024);
    expectColor(await colorOf(image, PHOTOS['zip-open'], POINTS.marker), MARKERS.blue, 'marker');
    expectColor(await colorAt(image, 512, 4), EDGE, 'top edge');
    expectColor(await colorAt(image, 512, 1019), EDGE, 'bottom edge');
    expectColor(await colorAt(image, 20, 512), BACKDROP, 'fill left');
    expectColor(await colorAt(image, 1003, 512), BACKDROP, 'fill right');
  });

  it('converts colors to sRGB: a Display P3 photo shows the colors it was shot in', async () => {
    const original = await testPhoto(PHOTOS.front);
    // The numbers stored in the file are P3's, far from the sRGB ones: showing them as they are is wrong.
    const { data } = await sharp(original, { ignoreIcc: true })
      .autoOrient()
      .resize(1024, 1024, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { x, y } = whereInFrame(PHOTOS.front, POINTS.marker, { width: 768, height: 1024 });
    const stored: Rgb = [
      data[(y * 768 + x) * 3]!,
      data[(y * 768 + x) * 3 + 1]!,
      data[(y * 768 + x) * 3 + 2]!,
    ];
    expect(colorDistance(stored, MARKERS.red)).toBeGreaterThan(SAME);
    expectColor(
      await colorOf(view('front', 1024), PHOTOS.front, POINTS.marker),
      MARKERS.red,
      'red',
    );
  });

  it('leaves no metadata in any output: no EXIF, GPS, XMP, IPTC or color profile', async () => {
    const original = await sharp(await testPhoto(PHOTOS.front)).metadata();
    expect([original.exif, original.xmp, original.iptc, original.icc].map(Boolean)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const outputs = readdirSync(path.join(work, 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    // Four views at each width, one set for both themes, and the share image.
    expect(outputs.length).toBe(4 * PRODUCT_IMAGE_WIDTHS.length + 1);
    for (const output of outputs) {
      const meta = await sharp(output).metadata();
      expect({ output, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({
        output,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      const bytes = readFileSync(output).toString('latin1');
      for (const secret of ['PhoneCo', 'Jane Owner', 'GPSLatitude', 'Photoshop'])
        expect({ output, secret, found: bytes.includes(secret) }).toEqual({
          output,
          secret,
          found: false,
        });
    }
  });

  it('puts the front photo, upright, where the share image shows the drawing', async () => {
    const image = file(shareImagePath(productShareKey(SLUG)));
    const box = PRODUCT_SHARE_ART_BOX;
    expect(await sharp(image).metadata()).toMatchObject({ width: 1200, height: 630 });
    const at = (point: readonly [number, number]) => colorOf(image, PHOTOS.front, point, box, box);
    expectColor(await at(POINTS.marker), MARKERS.red, 'top');
    expectColor(await at(POINTS.body), BODY, 'bottom');
  });

  it('keeps the drawing of a view without a photo, byte for byte', async () => {
    const drawnDir = path.join(work, 'drawn');
    const drawing = productImageJobs(product, new Map()).find(
      (job) => job.key === productImagePath(SLUG, 'flat-lay'),
    )!;
    await renderJob(drawing, drawnDir);
    for (const output of drawing.outputs) {
      const drawn = readFileSync(file(output.path, drawnDir));
      expect({ path: output.path, same: readFileSync(file(output.path)).equals(drawn) }).toEqual({
        path: output.path,
        same: true,
      });
    }
  });

  it('draws nothing again while the photos are unchanged, and only a new photo’s images when one comes', async () => {
    expect((await generateImages(run(photosDir))).drawn).toBe(0);
    // A copy of the same photo under a new date changes nothing either: the cache goes by content.
    const back = path.join(photosDir, SLUG, 'back.png');
    writeFileSync(back, readFileSync(back));
    expect((await generateImages(run(photosDir))).drawn).toBe(0);
    const before = statSync(view('front', 1024)).mtimeMs;
    await writeTestPhoto(path.join(photosDir, SLUG, 'flat-lay.jpg'), {
      width: 1200,
      height: 1200,
      marker: MARKERS.orange,
      format: 'jpeg',
    });
    const summary = await generateImages(run(photosDir));
    expect(summary.drawn).toBe(1);
    expect(statSync(view('front', 1024)).mtimeMs).toBe(before);
    expectColor(
      // From the bytes: sharp answers a path an earlier test read from its cache, the drawing's pixels.
      await colorAt(readFileSync(view('flat-lay', 1024)), 512, Math.round(0.3 * 1024)),
      MARKERS.orange,
      'new photo',
    );
  });
});

describe('the fill beside a photo', () => {
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'photo-fill-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('continues each edge of a wide photo: sky-colored above, road-colored below', async () => {
    const photosDir = path.join(work, 'landscape');
    mkdirSync(path.join(photosDir, SLUG), { recursive: true });
    writeFileSync(path.join(photosDir, SLUG, 'flat-lay.jpg'), await landscapePhoto());
    const publicDir = path.join(work, 'landscape-public');
    await generateImages(run(photosDir, publicDir));
    const image = file(imageAtWidth(productImagePath(SLUG, 'flat-lay'), 1024), publicDir);
    const top = Math.round((1024 - (1024 * LANDSCAPE.height) / LANDSCAPE.width) / 2);
    // The band above, left and right, is the sky at the photo's top edge there; the band below, the road.
    const near = (actual: Rgb, expected: Rgb, what: string) =>
      expect({ what, actual, near: colorDistance(actual, expected) <= 16 }).toEqual({
        what,
        actual,
        near: true,
      });
    near(await colorAt(image, 40, top / 2), SKY_TOP_LEFT, 'above, left');
    near(await colorAt(image, 984, top / 2), SKY_TOP_RIGHT, 'above, right');
    near(await colorAt(image, 40, 1024 - top / 2), ROAD, 'below, left');
    near(await colorAt(image, 984, 1024 - top / 2), ROAD, 'below, right');
  });
});

describe('share images with a photo', () => {
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'photo-share-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** The product's share image made with `front` as its front photo. */
  async function shareImageWith(front: Buffer): Promise<Buffer> {
    const photosDir = path.join(work, 'photos');
    mkdirSync(path.join(photosDir, SLUG), { recursive: true });
    writeFileSync(path.join(photosDir, SLUG, 'front.jpg'), front);
    await generateImages(run(photosDir));
    return readFileSync(file(shareImagePath(productShareKey(SLUG))));
  }

  it('shows a smooth sky smooth: no dithering', async () => {
    // A clear sky: a gradient, as smooth as a photo's gets.
    const sky = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs><linearGradient id="g" x2="0.3" y2="1"><stop offset="0" stop-color="#5d83c4"/><stop offset="1" stop-color="#d9e4f2"/></linearGradient></defs><rect width="1200" height="1200" fill="url(#g)"/></svg>`,
    );
    const image = await shareImageWith(await sharp(sky).jpeg({ quality: 95 }).toBuffer());
    const box = PRODUCT_SHARE_ART_BOX;
    const { data, info } = await sharp(image)
      .extract({ left: box.left + 40, top: box.top + 40, width: 400, height: 400 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Neighbors along a row differ by a level at most where the sky changes slowly; dithering to 256
    // colors scatters them by several.
    let steps = 0;
    let rough = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 1; x < info.width; x++) {
        for (let c = 0; c < 3; c++) {
          const i = (y * info.width + x) * 3 + c;
          steps++;
          if (Math.abs(data[i]! - data[i - 3]!) > 2) rough++;
        }
      }
    }
    // Measured: 0.1% of steps here, 24% in the 256-color PNG this image used to be.
    expect(rough / steps).toBeLessThan(0.01);
  });

  it(`stays within ${SHARE_IMAGE_MAX_BYTES / 1024} KB with a photo of nothing but grain`, async () => {
    const image = await shareImageWith(await grainPhoto(1200, 60));
    const { format, width, height } = await sharp(image).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(image.length).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
  });
});

describe('page share images with photos', () => {
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'page-share-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const [lauren, maya] = team;
  const HERO: TestPhoto = { width: 1600, height: 1200, marker: MARKERS.blue, format: 'jpeg' };
  const FRONT: TestPhoto = { width: 1100, height: 1100, marker: MARKERS.red, format: 'jpeg' };
  const MEMBER: TestPhoto = { width: 600, height: 600, marker: MARKERS.green, format: 'jpeg' };

  /** The share images of home, shop, about and two categories', drawn with the photos in `files`. */
  async function pageShares(files: Record<string, TestPhoto>): Promise<void> {
    const photosDir = path.join(work, 'photos');
    for (const [name, photo] of Object.entries(files)) {
      await writeTestPhoto(path.join(photosDir, name), photo);
    }
    const keys = ['home', 'shop', 'about', 'shop/vintage', 'shop/food'].map(shareImagePath);
    await generateImages({
      ...run(photosDir),
      collect: (photos) => collectJobs(photos).filter((job) => keys.includes(job.key)),
    });
  }
  /** The photo's marker where its frame is: the `index`th of `count` frames. */
  async function markerIn(page: string, photo: TestPhoto, count: number, index = 0, aspect = 1) {
    const box = sharePhotoBoxes(count, aspect)[index]!;
    return colorOf(file(shareImagePath(page)), photo, POINTS.marker, box, box);
  }
  const teamPhoto = (name: string) => `team/${path.basename(name, '.webp')}.jpg`;

  it('show the hero on home, the products on shop, the team on about', async () => {
    await pageShares({
      'hero.jpg': HERO,
      [`${SLUG}/front.jpg`]: FRONT,
      'milk-bar/front.jpg': FRONT,
      [teamPhoto(lauren!.image)]: MEMBER,
      [teamPhoto(maya!.image)]: MEMBER,
    });
    expectColor(await markerIn('home', HERO, 1, 0, 4 / 3), MARKERS.blue, 'home: the hero');
    for (const index of [0, 1]) {
      expectColor(await markerIn('shop', FRONT, 2, index), MARKERS.red, `shop: product ${index}`);
      expectColor(await markerIn('about', MEMBER, 2, index), MARKERS.green, `about: ${index}`);
    }
  });

  it("show on a category's page the photos of its own designs only", async () => {
    // dairy-farm is Vintage, milk-bar Food.
    const OTHER_FRONT: TestPhoto = { ...FRONT, marker: MARKERS.blue };
    await pageShares({ [`${SLUG}/front.jpg`]: FRONT, 'milk-bar/front.jpg': OTHER_FRONT });
    expectColor(await markerIn('shop/vintage', FRONT, 1), MARKERS.red, 'vintage: dairy-farm');
    expectColor(await markerIn('shop/food', OTHER_FRONT, 1), MARKERS.blue, 'food: milk-bar');
  });

  it('show the products on home without a hero photo, and draw a member who has none', async () => {
    await pageShares({ [`${SLUG}/front.jpg`]: FRONT, [teamPhoto(lauren!.image)]: MEMBER });
    expectColor(await markerIn('home', FRONT, 1), MARKERS.red, 'home: the product');
    expectColor(await markerIn('about', MEMBER, 2, 0), MARKERS.green, 'about: the photo');
    const drawn = await markerIn('about', MEMBER, 2, 1);
    expect(colorDistance(drawn, MARKERS.green)).toBeGreaterThan(SAME);
  });
});

describe('bad photos', () => {
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'photo-problems-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** Runs the step on a photo folder holding `files`, expecting it to stop; returns the problems. */
  async function problems(files: Record<string, Buffer | TestPhoto>): Promise<string[]> {
    const photosDir = path.join(work, 'photos');
    for (const [name, content] of Object.entries(files)) {
      const target = path.join(photosDir, name);
      if (Buffer.isBuffer(content)) {
        await writeTestPhoto(target, { width: 1, height: 1, marker: BODY, format: 'png' });
        writeFileSync(target, content);
      } else {
        await writeTestPhoto(target, content);
      }
    }
    const error = await generateImages(run(photosDir)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PhotoProblems);
    // Nothing written: no image, no cache, no photo copied or set aside.
    expect(existsSync(path.join(work, 'public'))).toBe(false);
    expect(existsSync(path.join(work, 'cache'))).toBe(false);
    expect(existsSync(path.join(photosDir, 'originals'))).toBe(false);
    return [...(error as PhotoProblems).problems];
  }
  const square = (format: TestPhoto['format'] = 'jpeg'): TestPhoto => ({
    width: 1100,
    height: 1100,
    marker: MARKERS.red,
    format,
  });
  const at = (name: string) => path.join(work, 'photos', name);

  it('stop at a photo too small for its frame, naming it and the size it needs', async () => {
    const tiny: TestPhoto = { width: 600, height: 400, marker: MARKERS.red, format: 'jpeg' };
    expect(await problems({ [`${SLUG}/front.jpg`]: tiny, [`${SLUG}/back.jpg`]: square() })).toEqual(
      [
        `${at(`${SLUG}/front.jpg`)}: 600×400 px, too small for the 1024×1024 px frame it is shown in. Use one at least 1024 px on its longer side: the camera's original, not a copy from a chat app.`,
      ],
    );
  });

  it('stop at a file that is not an image, and at one cut short, naming each', async () => {
    const whole = await testPhoto(square());
    const found = await problems({
      [`${SLUG}/front.jpg`]: Buffer.from('these bytes are no photo'),
      [`${SLUG}/back.jpg`]: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^${at(`${SLUG}/front.jpg`)}: not an image the shop can read`),
        ),
        expect.stringMatching(new RegExp(`^${at(`${SLUG}/back.jpg`)}: damaged`)),
      ]),
    );
  });

  it('stop at a JPEG with random bytes in its middle, which libjpeg only warns about', async () => {
    // A photo with grain, as a camera's is: flat colors would leave too few bytes to damage.
    const whole = await grainPhoto(1100, 40);
    const random = createRandom('damaged-photo');
    const damaged = Buffer.from(whole);
    const middle = Math.floor(damaged.length / 2);
    for (let i = middle - 32_768; i < middle + 32_768; i++) damaged[i] = random.int(256);
    // Read leniently, it decodes: the grey it makes of the rest is what the shop would publish.
    await expect(sharp(damaged, { failOn: 'error' }).raw().toBuffer()).resolves.toBeDefined();
    expect(await problems({ [`${SLUG}/front.jpg`]: damaged })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at(`${SLUG}/front.jpg`)}: damaged, it cannot be read to the end \\(.*Corrupt JPEG data`,
        ),
      ),
    ]);
  });

  it('stop at a duplicate view and an unknown slug, before drawing the good photos', async () => {
    const found = await problems({
      [`${SLUG}/front.jpg`]: square(),
      [`${SLUG}/front.png`]: square('png'),
      [`${SLUG}/back.webp`]: square('webp'),
      'no-such-product/front.jpg': square(),
    });
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${at(`${SLUG}/front.jpg`)} and ${at(`${SLUG}/front.png`)}`),
        expect.stringContaining(`${at('no-such-product')}/: no product has the slug`),
      ]),
    );
  });

  it('stop when PHOTOS_DIR names a folder that does not exist', async () => {
    const error = await generateImages(run(path.join(work, 'nowhere'))).catch(
      (caught: unknown) => caught,
    );
    expect((error as PhotoProblems).problems).toEqual([
      `${path.join(work, 'nowhere')}/: no such folder (PHOTOS_DIR names it).`,
    ]);
  });
});

describe('a photo replaced in the editor', () => {
  const OWN = REPLACED_SLUG;

  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'photo-replaced-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('leaves the old one out of the build with a warning, its metadata stripped all the same', async () => {
    const photosDir = path.join(work, 'photos');
    const old = path.join(photosDir, OWN, 'img_0001.jpg');
    // The old photo, as it came from the phone: GPS and all.
    await writeTestPhoto(old, E2E_PHOTOS.front);
    await writeTestPhoto(path.join(photosDir, OWN, REPLACING_PHOTO), {
      width: 1100,
      height: 1100,
      marker: MARKERS.green,
      format: 'jpeg',
    });
    let drawnFrom: Photos | undefined;
    const summary = await generateImages({
      ...run(photosDir),
      slots: REPLACED_PHOTO_SLOTS,
      collect: (photos) => {
        drawnFrom = photos;
        return [];
      },
    });
    expect([...drawnFrom!].map(([image, { file }]) => [image, file])).toEqual([
      [productImagePath(OWN, 'front'), path.join(photosDir, OWN, REPLACING_PHOTO)],
    ]);
    expect(summary.unused).toEqual([
      {
        file: old,
        warning: expect.stringMatching(
          new RegExp(`^${old}: no view of the design uses this photo, so it is not published`),
        ),
      },
    ]);
    // Git would commit it if it stayed: it is replaced by its bare copy, the original kept aside.
    expect(summary.adopted).toEqual([
      { photo: old, original: path.join(photosDir, 'originals', OWN, 'img_0001.jpg') },
    ]);
    expect(photoExtras(readFileSync(old))).toEqual([]);
  });
});
