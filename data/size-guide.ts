/**
 * The size guide: the chart (drawn as /images/size-chart.webp by scripts/images and shown as an HTML table),
 * how to measure, tips, fit advice and the help block, from data/content/pages/size-guide.json. Body
 * measurements in inches.
 */
import { CONTACT_EMAIL } from '@/data/constants';
import { content } from '@/data/content';
import type { Size } from '@/data/types';
import { PAGE_PATHS } from './routes';

/** An inclusive body-measurement range in inches. */
export interface InchRange {
  min: number;
  max: number;
}

export interface SizeChartRow {
  size: Size;
  /** US numeric dress size range, e.g. '4–6'. */
  us: string;
  bust: InchRange;
  waist: InchRange;
  hips: InchRange;
}

export interface TitledText {
  title: string;
  text: string;
}

export const SIZE_CHART_UNIT = 'inches';

const copy = content.sizeGuide;

/** One row per size in SIZES order (data/schema/pages.ts checks). */
export const sizeChart: SizeChartRow[] = copy.chart;

/** '33–35' (en dash), as shown in the chart's cells. */
export function formatInchRange({ min, max }: InchRange): string {
  return `${min}–${max}`;
}

export const sizeGuideIntro: TitledText = copy.intro;

export const howToMeasure: TitledText[] = copy.howToMeasure;

export const proTips: string[] = copy.proTips;

export const fitByStyle: TitledText[] = copy.fitByStyle;

export const fitByNursingAccess: TitledText[] = copy.fitByNursingAccess;

export const specialConsiderations: TitledText[] = copy.specialConsiderations;

export const sizeHelp = {
  title: copy.help.title,
  text: copy.help.text,
  email: CONTACT_EMAIL,
  emailLabel: copy.help.emailLabel,
  shopLabel: copy.help.shopLabel,
  shopHref: PAGE_PATHS.shop,
} as const;
