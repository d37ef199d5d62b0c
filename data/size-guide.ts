/**
 * The size guide: the chart (drawn as /images/size-chart.webp by scripts/images and shown as an HTML table),
 * how to measure, tips, fit advice and the help block. Body measurements in inches.
 */
import { CONTACT_EMAIL } from '@/data/constants';
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

/** One row per size in SIZES order. */
export const sizeChart: SizeChartRow[] = [
  {
    size: 'XS',
    us: '0–2',
    bust: { min: 31, max: 33 },
    waist: { min: 24, max: 26 },
    hips: { min: 34, max: 36 },
  },
  {
    size: 'S',
    us: '4–6',
    bust: { min: 33, max: 35 },
    waist: { min: 26, max: 28 },
    hips: { min: 36, max: 38 },
  },
  {
    size: 'M',
    us: '8–10',
    bust: { min: 35, max: 37 },
    waist: { min: 28, max: 30 },
    hips: { min: 38, max: 40 },
  },
  {
    size: 'L',
    us: '12–14',
    bust: { min: 38, max: 40 },
    waist: { min: 31, max: 33 },
    hips: { min: 41, max: 43 },
  },
  {
    size: 'XL',
    us: '16–18',
    bust: { min: 41, max: 43 },
    waist: { min: 34, max: 36 },
    hips: { min: 44, max: 46 },
  },
  {
    size: 'XXL',
    us: '20–22',
    bust: { min: 44, max: 46 },
    waist: { min: 37, max: 39 },
    hips: { min: 47, max: 49 },
  },
];

/** '33–35' (en dash), as shown in the chart's cells. */
export function formatInchRange({ min, max }: InchRange): string {
  return `${min}–${max}`;
}

export const sizeGuideIntro = {
  title: 'Size Guide',
  text: 'Find your perfect fit. Our sweatshirts are sized for your body today, whether that is pregnant, freshly postpartum or somewhere in the wonderful in-between. Measure over a nursing bra for the most accurate fit.',
} as const;

export const howToMeasure: TitledText[] = [
  {
    title: 'Bust / Chest',
    text: 'Measure around the fullest part of your bust, keeping the tape level under your arms and across your back. Wear the nursing bra you use most.',
  },
  {
    title: 'Waist',
    text: 'Measure around your natural waistline, the narrowest part of your torso, usually just above your belly button. Keep the tape comfortably loose.',
  },
  {
    title: 'Hips',
    text: 'Stand with your feet together and measure around the fullest part of your hips, about 7 to 9 inches below the waistline.',
  },
];

export const proTips: string[] = [
  "If you're between sizes, size up for comfort.",
  'Measure in the evening, when milk-full days and any swelling are at their peak.',
  'Use a soft measuring tape and keep it snug but not tight; you should be able to slip a finger under it.',
  'Ask a partner or friend to help with the bust measurement for a level tape across your back.',
  'Remeasure every few months postpartum: bodies keep changing, and your size may too.',
];

export const fitByStyle: TitledText[] = [
  {
    title: 'Relaxed',
    text: 'Roomy through the body with dropped shoulders. Take your usual size for an easy, slouchy drape, or size down for a closer fit.',
  },
  {
    title: 'Regular',
    text: 'Our classic cut: skims the body without clinging. Take your usual size; size up if you like to layer over a tee.',
  },
  {
    title: 'Fitted',
    text: 'A closer, tapered cut through the waist. Size up if you are nursing with a fuller bust or prefer more room to move.',
  },
];

export const fitByNursingAccess: TitledText[] = [
  {
    title: 'Zip Access',
    text: 'Hidden side zips open from the hem side of the bust; your usual size keeps the zip lined up with where you need it.',
  },
  {
    title: 'Side Access',
    text: 'Side openings sit under the arm, so a fit that is not too loose keeps the opening close to baby and the rest covered.',
  },
  {
    title: 'Wrap Style',
    text: 'Crossover panels adjust to bust changes through the day; choose by your bust measurement and the wrap does the rest.',
  },
];

export const specialConsiderations: TitledText[] = [
  {
    title: 'Pregnancy',
    text: 'Size up one for a roomy fit over your bump in the third trimester. The extra length keeps your belly covered, and the zips are ready the day baby arrives.',
  },
  {
    title: 'Postpartum',
    text: 'Your bust may change by a size or more as your milk comes in and supply settles. Choose by your current bust measurement and size up if you are between sizes.',
  },
];

export const sizeHelp = {
  title: 'Still Not Sure?',
  text: 'Our team of moms is happy to help you find your fit. Send us your measurements and we will reply within one business day.',
  email: CONTACT_EMAIL,
  emailLabel: 'Email Us',
  shopLabel: 'Shop Now',
  shopHref: PAGE_PATHS.shop,
} as const;
