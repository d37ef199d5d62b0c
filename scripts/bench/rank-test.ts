/**
 * Whether two sets of load times differ by more than chance: the Mann–Whitney U test, which looks only at
 * which load of a pair was faster, so a few loads slowed by another engineer's build weigh no more than any
 * other. Exact for the few loads an A/B makes (a dozen per side takes microseconds). Pure: tested in
 * tests/unit/bench-ab.test.ts.
 */

/** The share of (a, b) pairs in which the b value is smaller (a tie counts half); null without values. */
export function smallerShare(a: readonly number[], b: readonly number[]): number | null {
  if (!a.length || !b.length) return null;
  let wins = 0;
  for (const first of a)
    for (const second of b) wins += second < first ? 1 : second === first ? 0.5 : 0;
  return wins / (a.length * b.length);
}

/**
 * How many orderings of m values from one side and n from the other give each U from 0 to m·n, when the
 * sides do not differ (every ordering equally likely): the recurrence counts(m, n)[u] =
 * counts(m − 1, n)[u − n] + counts(m, n − 1)[u].
 */
function uCounts(m: number, n: number): number[] {
  // row[j][u] holds counts(i, j)[u] for the current i.
  let row = Array.from({ length: n + 1 }, () => [1]);
  for (let i = 1; i <= m; i += 1) {
    const next: number[][] = [[1]];
    for (let j = 1; j <= n; j += 1) {
      next[j] = Array.from({ length: i * j + 1 }, (_, u) => {
        const topLarger = u - j >= 0 ? (row[j]![u - j] ?? 0) : 0;
        return topLarger + (next[j - 1]![u] ?? 0);
      });
    }
    row = next;
  }
  return row[n]!;
}

/** The exact two-sided p-value of the Mann–Whitney U test of `a` against `b`; null without values. */
export function mannWhitneyP(a: readonly number[], b: readonly number[]): number | null {
  const share = smallerShare(a, b);
  if (share === null) return null;
  const pairs = a.length * b.length;
  const u = Math.min(share, 1 - share) * pairs;
  const counts = uCounts(a.length, b.length);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const atMost = counts.slice(0, Math.floor(u + 1e-9) + 1).reduce((sum, count) => sum + count, 0);
  return Math.min(1, (2 * atMost) / total);
}
