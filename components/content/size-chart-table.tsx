import { SIZE_CHART_UNIT, formatInchRange, type SizeChartRow } from '@/data/size-guide-copy';

/**
 * The size chart as an accessible table: the same numbers the chart image shows, readable by screen
 * readers, searchable and selectable. Used on /size-guide and in the product page's size-guide dialog.
 */
export function SizeChartTable({ chart }: { chart: readonly SizeChartRow[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="border-b border-line bg-blush px-4 py-3 text-left font-bold text-ink">
          Body measurements by size, in {SIZE_CHART_UNIT}
        </caption>
        <thead>
          <tr className="text-ink">
            <th scope="col" className="px-3 py-3 sm:px-4">
              Size
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              US size
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Bust
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Waist
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4">
              Hips
            </th>
          </tr>
        </thead>
        <tbody>
          {chart.map((row, index) => (
            <tr key={index} className="border-t border-line text-muted even:bg-cream">
              <th scope="row" className="px-3 py-3 font-bold text-brand-dark sm:px-4">
                {row.size}
              </th>
              <td className="px-3 py-3 tabular-nums sm:px-4">{row.us}</td>
              <td className="px-3 py-3 tabular-nums sm:px-4">{formatInchRange(row.bust)}</td>
              <td className="px-3 py-3 tabular-nums sm:px-4">{formatInchRange(row.waist)}</td>
              <td className="px-3 py-3 tabular-nums sm:px-4">{formatInchRange(row.hips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
