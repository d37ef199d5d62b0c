import { twMerge } from 'tailwind-merge';

/**
 * The classes of a class list that another class in the same list overrides. Tailwind resolves two
 * utilities for one property (`bg-brand bg-ink`) by their order in the stylesheet, not in the list, so such
 * a pair renders whichever Tailwind happens to emit last. tailwind-merge knows Tailwind's property groups:
 * what it would drop is what competes.
 */
export function competingClasses(classList: string): string[] {
  const kept = new Set(twMerge(classList).split(' '));
  return classList.split(/\s+/).filter((name) => name && !kept.has(name));
}
