import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SIZES } from '@/data/types';
import { darkImagePath, SIZE_CHART_PATH, SIZE_CHART_SIZE, SIZE_CHART_WIDTHS } from '@/lib/images';

const firstSize = SIZES[0];
const lastSize = SIZES[SIZES.length - 1];

/** The drawn size-chart image. Its numbers are also in SizeChartTable, which is the text alternative. */
export function SizeChartFigure({ sizes }: { sizes: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface">
      <ResponsiveImage
        path={SIZE_CHART_PATH}
        darkPath={darkImagePath(SIZE_CHART_PATH)}
        widths={SIZE_CHART_WIDTHS}
        width={SIZE_CHART_SIZE.width}
        height={SIZE_CHART_SIZE.height}
        sizes={sizes}
        alt={`Size chart: bust, waist and hip measurements in inches for sizes ${firstSize} to ${lastSize}, as listed in the table`}
        className="h-auto w-full"
      />
      <figcaption className="border-t border-line px-4 py-3 text-sm text-muted">
        Measurements are for your body, not the garment, and are in inches.
      </figcaption>
    </figure>
  );
}
