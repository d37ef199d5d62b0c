/**
 * Every image the site references, read from the data modules, as render jobs: drawn, or the owner's
 * photo where there is one.
 */
import * as about from '@/data/about';
import * as home from '@/data/home';
import { productImagePath } from '@/data/image-paths';
import { designPhotoFiles, products } from '@/data/products';
import * as reviews from '@/data/reviews';
import { sizeChart } from '@/data/size-guide';
import { CATEGORIES, PRODUCT_VIEWS, type Product, type ProductView } from '@/data/types';
import {
  AVATAR_WIDTHS,
  categoryShareKey,
  type ColorScheme,
  darkImagePath,
  HERO_IMAGE_PATH,
  HERO_IMAGE_SIZE,
  HERO_IMAGE_WIDTHS,
  PRODUCT_IMAGE_WIDTHS,
  productShareKey,
  SHARE_IMAGE_SIZE,
  shareImagePath,
  SIZE_CHART_PATH,
  SIZE_CHART_SIZE,
  SIZE_CHART_WIDTHS,
  TEAM_PHOTO_WIDTHS,
} from '@/lib/images';
import { heroSvg } from './hero';
import { type ImageJob, type ImageOutput, largestSize, type PhotoLayer, widthOutputs } from './job';
import type { PhotoSlots } from './photo-folder';
import { portraitSvg } from './portrait';
import { productViewSvg } from './product-art';
import { portrait } from './portrait';
import {
  PRODUCT_SHARE_ART_BOX,
  pageShareSvg,
  photoFramesArt,
  productShareSvg,
  type SharePage,
  sharePhotoBoxes,
} from './share';
import { categorySharePages, sharePages } from './share-pages';
import { sizeChartSvg } from './size-chart';

/** An owner's photo: its file and the sha256 of its bytes. */
interface Photo {
  file: string;
  sha256: string;
}

/** Photos by the path of the image each replaces ('/images/products/milk-bar/front.webp'). */
export type Photos = ReadonlyMap<string, Photo>;

/**
 * The image at `key`: the owner's photo filling the whole of it when `photos` has one, else its drawing
 * (`draw` is only called then).
 */
function imageJob(
  key: string,
  outputs: ImageOutput[],
  photos: Photos,
  draw: (pixelWidth: number) => string,
): ImageJob {
  const photo = photos.get(key);
  const size = largestSize(outputs);
  if (!photo) return { key, svg: draw(size.width), outputs };
  return { key, photos: [{ ...photo, box: { left: 0, top: 0, ...size } }], outputs };
}

/**
 * The image at `path` in both themes: its drawing for each (`draw(pixelWidth, scheme)`), the dark one
 * written under /images/dark/ (lib/images.ts); or the owner's photo, which keeps its own colors, fitted and
 * encoded once and written to both paths.
 */
function themedImageJobs(
  path: string,
  outputsAt: (path: string) => ImageOutput[],
  photos: Photos,
  draw: (pixelWidth: number, scheme: ColorScheme) => string,
): ImageJob[] {
  const dark = darkImagePath(path);
  const draws = (scheme: ColorScheme) => (width: number) => draw(width, scheme);
  if (photos.has(path)) {
    return [imageJob(path, [...outputsAt(path), ...outputsAt(dark)], photos, draws('light'))];
  }
  return [
    imageJob(path, outputsAt(path), photos, draws('light')),
    imageJob(dark, outputsAt(dark), photos, draws('dark')),
  ];
}

/**
 * A product's four views and its share image. A view is one file set for both themes: drawn on a
 * transparent ground, which the page fills with the backdrop in the theme's colors, or the owner's photo.
 */
export function productImageJobs(product: Product, photos: Photos): ImageJob[] {
  const views = PRODUCT_VIEWS.map((view) => {
    const path = productImagePath(product.slug, view);
    const outputs = widthOutputs(path, PRODUCT_IMAGE_WIDTHS, 1);
    const job = imageJob(path, outputs, photos, (width) => productViewSvg(product, view, width));
    return job.svg === undefined ? job : { ...job, transparent: true };
  });
  return [...views, productShareJob(product, photos)];
}

export interface PortraitRef {
  name: string;
  /** '/images/avatars/sarah-m.webp' or '/images/team/lauren-hayes.webp'. */
  image: string;
}

/** Every {name, image} object under `value` whose image lives in `folder` ('/images/avatars/'). */
export function findPortraits(
  value: unknown,
  folder: string,
  found = new Map<string, PortraitRef>(),
): Map<string, PortraitRef> {
  if (Array.isArray(value)) {
    for (const item of value) findPortraits(item, folder, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (
      typeof record.name === 'string' &&
      typeof record.image === 'string' &&
      record.image.startsWith(folder)
    ) {
      found.set(record.image, { name: record.name, image: record.image });
    }
    for (const child of Object.values(record)) findPortraits(child, folder, found);
  }
  return found;
}

/** Avatars for every testimonial and featured review, and portraits of the team, as the data names them. */
function portraitRefs(): { avatars: PortraitRef[]; team: PortraitRef[] } {
  const sources = [home, reviews, about];
  return {
    avatars: [...findPortraits(sources, '/images/avatars/').values()],
    team: [...findPortraits(sources, '/images/team/').values()],
  };
}

/**
 * The drawings a photo may replace (products' views, the team, the hero), by the photo's name, and the
 * photos the designs' content files name for their views.
 */
export function photoSlots(): PhotoSlots {
  // '/images/team/lauren-hayes.webp' → 'lauren-hayes'.
  const stem = (image: string) => image.slice(image.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
  return {
    ...designPhotoSlots(designPhotoFiles),
    team: new Map(portraitRefs().team.map((ref) => [stem(ref.image), ref.image])),
    hero: HERO_IMAGE_PATH,
  };
}

/**
 * The drawings of the designs whose content files name `photoFiles` (slug → view → file name, as
 * data/products.ts: designPhotoFiles), and those photos: photoSlots' share for any catalog, the shop's or
 * a folder a test reads.
 */
export function designPhotoSlots(
  photoFiles: ReadonlyMap<string, Partial<Record<ProductView, string>>>,
): Pick<PhotoSlots, 'products' | 'named'> {
  return {
    products: new Map(
      [...photoFiles.keys()].map((slug) => [
        slug,
        new Map(PRODUCT_VIEWS.map((view) => [view, productImagePath(slug, view)])),
      ]),
    ),
    named: new Map(
      [...photoFiles].map(([slug, files]) => [
        slug,
        PRODUCT_VIEWS.flatMap((view) => {
          const file = files[view];
          return file ? [{ view, file, image: productImagePath(slug, view) }] : [];
        }),
      ]),
    ),
  };
}

/** Avatars are always drawn (reviewers send no photos); team portraits may be photos. */
function portraitJobs(photos: Photos): ImageJob[] {
  const { avatars, team } = portraitRefs();
  const job = (ref: PortraitRef, widths: readonly number[], from: Photos) =>
    imageJob(ref.image, widthOutputs(ref.image, widths, 1), from, (width) =>
      portraitSvg(ref.name, width),
    );
  return [
    ...avatars.map((ref) => job(ref, AVATAR_WIDTHS, new Map())),
    ...team.map((ref) => job(ref, TEAM_PHOTO_WIDTHS, photos)),
  ];
}

function heroJobs(photos: Photos): ImageJob[] {
  const { width, height } = HERO_IMAGE_SIZE;
  const outputsAt = (path: string) => widthOutputs(path, HERO_IMAGE_WIDTHS, height / width);
  return themedImageJobs(HERO_IMAGE_PATH, outputsAt, photos, (pixelWidth, scheme) =>
    heroSvg(products, width, height, pixelWidth, scheme),
  );
}

/** Always drawn: its numbers come from data/size-guide.ts. */
function sizeChartJobs(): ImageJob[] {
  const { width, height } = SIZE_CHART_SIZE;
  const outputsAt = (path: string) => widthOutputs(path, SIZE_CHART_WIDTHS, height / width);
  return themedImageJobs(SIZE_CHART_PATH, outputsAt, new Map(), (pixelWidth, scheme) =>
    sizeChartSvg(sizeChart, width, height, pixelWidth, scheme),
  );
}

function shareJob(key: string, svg: string, photos: PhotoLayer[] = []): ImageJob {
  const path = shareImagePath(key);
  return { key: path, svg, photos, outputs: [{ path, ...SHARE_IMAGE_SIZE, format: 'jpeg' }] };
}

/** A product's share image shows its front view: the photo, when there is one, where the drawing goes. */
function productShareJob(product: Product, photos: Photos): ImageJob {
  const front = photos.get(productImagePath(product.slug, 'front'));
  const svg = productShareSvg(product, home.hero.eyebrow, { drawArt: !front });
  const layers = front ? [{ ...front, box: { ...PRODUCT_SHARE_ART_BOX } }] : [];
  return shareJob(productShareKey(product.slug), svg, layers);
}

/** The most photos a content page's share image shows. */
const SHARE_PHOTOS = 4;

/**
 * What a content page's share image shows of the owner's photos, when she has some for it: the home page
 * its hero photo (else, like the shop, the first products' front photos), a category's page its own
 * products' front photos, the About page its team (a member without a photo drawn beside the one with).
 * Undefined keeps the page's drawing.
 */
function sharePagePhotos(
  key: string,
  photos: Photos,
): { aspect: number; cells: { photo?: Photo; name?: string }[] } | undefined {
  const hero = photos.get(HERO_IMAGE_PATH);
  if (key === 'home' && hero) {
    return { aspect: HERO_IMAGE_SIZE.width / HERO_IMAGE_SIZE.height, cells: [{ photo: hero }] };
  }
  const category = CATEGORIES.find((candidate) => categoryShareKey(candidate) === key);
  if (key === 'home' || key === 'shop' || category) {
    const fronts = products
      .filter((product) => !category || product.category === category)
      .map((product) => photos.get(productImagePath(product.slug, 'front')))
      .filter((photo) => photo !== undefined)
      .slice(0, SHARE_PHOTOS);
    return fronts.length ? { aspect: 1, cells: fronts.map((photo) => ({ photo })) } : undefined;
  }
  if (key === 'about') {
    const team = portraitRefs().team.map((ref) => ({
      photo: photos.get(ref.image),
      name: ref.name,
    }));
    return team.some((member) => member.photo) ? { aspect: 1, cells: team } : undefined;
  }
  return undefined;
}

/** A content page's share image: its drawing, or the owner's photos for it in paper frames. */
function sharePageJob(page: SharePage, photos: Photos): ImageJob {
  const shown = sharePagePhotos(page.key, photos);
  if (!shown) return shareJob(page.key, pageShareSvg(page));
  const boxes = sharePhotoBoxes(shown.cells.length, shown.aspect);
  const art = photoFramesArt(
    boxes,
    shown.cells.map((cell) => (cell.photo || !cell.name ? undefined : portrait(cell.name))),
  );
  const layers = shown.cells.flatMap((cell, i) =>
    cell.photo ? [{ ...cell.photo, box: boxes[i]! }] : [],
  );
  return shareJob(page.key, pageShareSvg({ ...page, art }), layers);
}

/** Every image, each replaced by the owner's photo where `photos` has one. */
export function collectJobs(photos: Photos = new Map()): ImageJob[] {
  return [
    ...products.flatMap((product) => productImageJobs(product, photos)),
    ...heroJobs(photos),
    ...sizeChartJobs(),
    ...portraitJobs(photos),
    ...[...sharePages(products), ...categorySharePages(products)].map((page) =>
      sharePageJob(page, photos),
    ),
  ];
}
