import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { COLOR_SCHEMES, switchColorScheme } from './transitions';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Runs axe on the page as it is now, with the WCAG A/AA tags and `target-size` (2.5.8, which axe ships
 * disabled) switched on, and fails listing every violation: rule, impact, summary and the elements.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // options() replaces the whole option object, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags([...WCAG_TAGS])
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

/**
 * expectNoAxeViolations in the light theme, then in the dark one a phone set to dark gets (its colors are
 * other colors, so its contrast is checked anew), on the page as it is: no reload between them.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, what: string): Promise<void> {
  for (const colorScheme of COLOR_SCHEMES) {
    await switchColorScheme(page, colorScheme);
    await expectNoAxeViolations(page, `${what}, ${colorScheme} theme`);
  }
}
