/** Every image the site references, read from the data modules, as render jobs. */
import * as about from '@/data/about';
import * as home from '@/data/home';
import { productImagePath } from '@/data/image-paths';
import { products } from '@/data/products';
import * as reviews from '@/data/reviews';
import { sizeChart } from '@/data/size-guide';
import { PRODUCT_VIEWS } from '@/data/types';
import {
  AVATAR_SIZE,
  AVATAR_WIDTHS,
  HERO_IMAGE_PATH,
  HERO_IMAGE_SIZE,
  HERO_IMAGE_WIDTHS,
  imageAtWidth,
  PRODUCT_IMAGE_DEFAULT_WIDTH,
  PRODUCT_IMAGE_WIDTHS,
  productShareKey,
  SHARE_IMAGE_SIZE,
  shareImagePath,
  SIZE_CHART_PATH,
  SIZE_CHART_SIZE,
  SIZE_CHART_WIDTHS,
  TEAM_PHOTO_SIZE,
  TEAM_PHOTO_WIDTHS,
} from '@/lib/images';
import { heroSvg } from './hero';
import { type ImageJob, widthOutputs } from './job';
import { portraitSvg } from './portrait';
import { productViewSvg } from './product-art';
import { productShareSvg, pageShareSvg } from './share';
import { sharePages } from './share-pages';
import { sizeChartSvg } from './size-chart';

const largest = (widths: readonly number[]) => Math.max(...widths);

function productJobs(): ImageJob[] {
  return products.flatMap((product) =>
    PRODUCT_VIEWS.map((view) => {
      const path = productImagePath(product.slug, view);
      return {
        key: path,
        svg: productViewSvg(product, view, largest(PRODUCT_IMAGE_WIDTHS)),
        outputs: widthOutputs(
          path,
          PRODUCT_IMAGE_WIDTHS,
          PRODUCT_IMAGE_DEFAULT_WIDTH,
          1,
          imageAtWidth,
        ),
      };
    }),
  );
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
export function portraitRefs(): { avatars: PortraitRef[]; team: PortraitRef[] } {
  const sources = [home, reviews, about];
  return {
    avatars: [...findPortraits(sources, '/images/avatars/').values()],
    team: [...findPortraits(sources, '/images/team/').values()],
  };
}

function portraitJobs(): ImageJob[] {
  const { avatars, team } = portraitRefs();
  const job = (ref: PortraitRef, widths: readonly number[], size: number): ImageJob => ({
    key: ref.image,
    svg: portraitSvg(ref.name, largest(widths)),
    outputs: widthOutputs(ref.image, widths, size, 1, imageAtWidth),
  });
  return [
    ...avatars.map((ref) => job(ref, AVATAR_WIDTHS, AVATAR_SIZE)),
    ...team.map((ref) => job(ref, TEAM_PHOTO_WIDTHS, TEAM_PHOTO_SIZE)),
  ];
}

function heroJob(): ImageJob {
  const { width, height } = HERO_IMAGE_SIZE;
  return {
    key: HERO_IMAGE_PATH,
    svg: heroSvg(products, width, height, largest(HERO_IMAGE_WIDTHS)),
    outputs: widthOutputs(HERO_IMAGE_PATH, HERO_IMAGE_WIDTHS, width, height / width, imageAtWidth),
  };
}

function sizeChartJob(): ImageJob {
  const { width, height } = SIZE_CHART_SIZE;
  return {
    key: SIZE_CHART_PATH,
    svg: sizeChartSvg(sizeChart, width, height, largest(SIZE_CHART_WIDTHS)),
    outputs: widthOutputs(SIZE_CHART_PATH, SIZE_CHART_WIDTHS, width, height / width, imageAtWidth),
  };
}

function shareJob(key: string, svg: string): ImageJob {
  const path = shareImagePath(key);
  return { key: path, svg, outputs: [{ path, ...SHARE_IMAGE_SIZE, format: 'png' }] };
}

function shareJobs(): ImageJob[] {
  return [
    ...sharePages(products).map((page) => shareJob(page.key, pageShareSvg(page))),
    ...products.map((product) =>
      shareJob(productShareKey(product.slug), productShareSvg(product, home.hero.eyebrow)),
    ),
  ];
}

export function collectJobs(): ImageJob[] {
  return [...productJobs(), heroJob(), sizeChartJob(), ...portraitJobs(), ...shareJobs()];
}
