import Link from 'next/link';
import { proTips, sizeChart } from '@/data/size-guide';
import { SizeChartFigure } from '@/components/content/size-chart-figure';
import { SizeChartTable } from '@/components/content/size-chart-table';
import { PAGE_PATHS } from '@/data/routes';

/** The dialog panel is at most 42rem wide with 2rem padding. */
const CHART_SIZES = '(min-width: 42rem) 38rem, 90vw';

/** 'If between sizes, size up', shared with /size-guide's Pro Tips. */
const SIZE_UP_TIP = proTips[0];

/**
 * The size-guide dialog's body: the chart image, the same numbers as an HTML table (its text alternative),
 * and a link to the full guide. Rendered on the server, inside the closed dialog.
 */
export function SizeGuideContent() {
  return (
    <div className="mt-4 flex flex-col gap-4">
      <SizeChartFigure sizes={CHART_SIZES} />
      <SizeChartTable chart={sizeChart} />
      {SIZE_UP_TIP && <p className="font-bold text-ink">{SIZE_UP_TIP}</p>}
      <Link
        href={PAGE_PATHS.sizeGuide}
        className="inline-flex min-h-11 items-center self-start font-bold text-brand-dark underline underline-offset-4 hover:text-brand"
      >
        Read the full size guide
      </Link>
    </div>
  );
}
