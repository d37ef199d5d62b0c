import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe on the page as it is now, with the WCAG A/AA tags and `target-size` (2.5.8, which axe ships
 * disabled) switched on, and fails listing every violation: rule, impact, summary, and each element
 * (selector and axe's explanation).
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // options() replaces the whole option object, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags([...WCAG_TAGS])
    .analyze();
  const report = results.violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
  expect(results.violations, `axe violations on ${what}:\n${report}`).toEqual([]);
}
