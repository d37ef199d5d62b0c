/**
 * An export's measures against the limits of the hosts it is deployed to: a line per measure for the end
 * of the build (its value against the strictest of those limits), and a refusal, naming the host, the
 * limit and its source, for every limit it goes over.
 */
import { HOST_NAMES, MEASURES, type Limit, type Measure } from './hosts';
import type { SiteMeasures } from './measure';

export interface HostVerdict {
  report: string[];
  refusals: string[];
}

const count = (value: number) => value.toLocaleString('en-US');

function formatValue(measure: Measure, value: number): string {
  const { unit } = MEASURES[measure];
  if (unit === 'count') return count(value);
  if (unit !== 'bytes') return `${count(value)} ${unit}`;
  if (value < 10_000) return `${count(value)} bytes`;
  const [size, name] =
    value >= 1e9 ? [value / 1e9, 'GB'] : value >= 1e6 ? [value / 1e6, 'MB'] : [value / 1e3, 'kB'];
  return `${count(value)} bytes (${size.toFixed(1)} ${name})`;
}

/** The limits of `limits` the measures go over, and a report line for each measure. */
export function checkLimits(measures: SiteMeasures, limits: Limit[]): HostVerdict {
  const report: string[] = [];
  const refusals: string[] = [];
  for (const measure of Object.keys(MEASURES) as Measure[]) {
    const value = measures.values[measure];
    const where = measures.where[measure] ? `: ${measures.where[measure]}` : '';
    const { label } = MEASURES[measure];
    const applicable = limits
      .filter((limit) => limit.measure === measure)
      .sort((a, b) => a.max - b.max);
    const [strictest] = applicable;
    const host = (limit: Limit) =>
      limit.note ? `${HOST_NAMES[limit.host]}, ${limit.note}` : HOST_NAMES[limit.host];
    report.push(
      strictest
        ? `${label}: ${formatValue(measure, value)} of at most ${formatValue(measure, strictest.max)} (${host(strictest)})${where}`
        : `${label}: ${formatValue(measure, value)}, no limit on the hosts checked${where}`,
    );
    for (const limit of applicable)
      if (value > limit.max)
        refusals.push(
          `${label}: ${formatValue(measure, value)}, over the ${formatValue(measure, limit.max)} ${HOST_NAMES[limit.host]} takes${limit.note ? ` (${limit.note})` : ''}${where}. ${limit.source}`,
        );
  }
  return { report, refusals };
}
