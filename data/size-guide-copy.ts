/**
 * The size guide's copy shaped for its components: the chart (body measurements in inches), how to measure,
 * tips, fit advice and the help block with the shop's email. data/size-guide.ts shapes the content file's
 * copy with it; the editor's preview (scripts/admin/editor/preview/) the copy she is typing.
 */
import { CONTACT_EMAIL } from '@/data/constants';
import type { SizeGuideContent } from '@/data/schema/pages';
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

/** '33–35' (en dash), as shown in the chart's cells. */
export function formatInchRange({ min, max }: InchRange): string {
  return `${min}–${max}`;
}

interface SizeHelp {
  title: string;
  text: string;
  email: string;
  emailLabel: string;
  shopLabel: string;
  shopHref: string;
}

export interface SizeGuideCopy {
  intro: TitledText;
  /** One row per size in SIZES order (data/schema/pages.ts checks). */
  chart: SizeChartRow[];
  howToMeasure: TitledText[];
  proTips: string[];
  fitByStyle: TitledText[];
  fitByNursingAccess: TitledText[];
  specialConsiderations: TitledText[];
  help: SizeHelp;
}

/** The size guide's copy as its components take it, from its content file (checked, or as she types it). */
export function sizeGuideCopy(copy: SizeGuideContent): SizeGuideCopy {
  return {
    intro: copy.intro,
    chart: copy.chart,
    howToMeasure: copy.howToMeasure,
    proTips: copy.proTips,
    fitByStyle: copy.fitByStyle,
    fitByNursingAccess: copy.fitByNursingAccess,
    specialConsiderations: copy.specialConsiderations,
    help: { ...copy.help, email: CONTACT_EMAIL, shopHref: PAGE_PATHS.shop },
  };
}
