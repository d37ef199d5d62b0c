/** How the bench writes its figures, in its log, its reports and docs/performance.md. */
import { KIB } from './budgets';
import type { PHONE_PROFILE } from './tap-meter';

/** An empty cell: nothing measured. */
export const NONE = '–';
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
/** KiB and KB (1,000 bytes) with one decimal, without the unit (a table's header says it). */
export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const wholeMs = (value: number | null) =>
  value === null ? NONE : String(Math.round(value));

/** "150 ms latency, 1.6 Mbps down, 4× CPU". */
export function phoneProfileText(profile: typeof PHONE_PROFILE): string {
  const mbps = ((profile.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1);
  return `${profile.latencyMs} ms latency, ${mbps} Mbps down, ${profile.cpuSlowdown}× CPU`;
}
