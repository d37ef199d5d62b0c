/**
 * Which name the owner meant when a photo or folder is named slightly wrong (`Front.JPG`, `milkbar/`), so
 * the message can say what to rename it to instead of only listing every right name.
 */

/** Letters and digits only: 'Milk Bar', 'milk_bar' and 'milkbar' all read 'milkbar'. */
const bare = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How many letters must be added, removed or changed to turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** Letters a name may be off by and still be taken for a misspelling. */
const TYPOS = 2;

export type MeantName =
  /** The same name in capitals: 'Front' for 'front'. */
  | { name: string; reason: 'case' }
  /** The same letters but for hyphens, spaces or a typo or two: 'milkbar' for 'milk-bar'. */
  | { name: string; reason: 'spelling' };

/** The name in `names` that `typed` was meant to be, when exactly one is close enough. */
export function meantName(typed: string, names: Iterable<string>): MeantName | undefined {
  const candidates = [...names];
  const lower = candidates.find((name) => name === typed.toLowerCase());
  if (lower) return { name: lower, reason: 'case' };
  const same = candidates.filter((name) => bare(name) === bare(typed));
  if (same.length === 1) return { name: same[0]!, reason: 'spelling' };
  const near = candidates.filter((name) => editDistance(bare(name), bare(typed)) <= TYPOS);
  return near.length === 1 ? { name: near[0]!, reason: 'spelling' } : undefined;
}
