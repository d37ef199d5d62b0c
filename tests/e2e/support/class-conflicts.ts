import type { Page } from '@playwright/test';
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

/** Every element's class list on the page as it is now, with the ones that compete. */
export async function competingOnPage(
  page: Page,
): Promise<{ classList: string; competing: string[] }[]> {
  const classLists = await page
    .locator('[class]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));
  return [...new Set(classLists)]
    .map((classList) => ({ classList, competing: competingClasses(classList) }))
    .filter((entry) => entry.competing.length > 0);
}
