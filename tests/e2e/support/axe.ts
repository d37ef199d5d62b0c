import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';
import { expect } from './fixtures';
import { COLOR_SCHEMES, type ColorScheme, switchColorScheme } from './transitions';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The WCAG A/AA rules that read colors: the only ones whose answer a theme can change. */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Puts axe into each frame of the page that does not hold it yet. AxeBuilder evaluates its source (580 KB)
 * in the page twice at every analyze(), and once more in each frame: about 130 ms of the renderer's time
 * each on this machine, where a page is looked at two to four times. A document keeps the first copy; a
 * page loaded since gets its own.
 */
async function putAxeIntoFrames(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const isMain = frame === page.mainFrame();
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeCore.source);
    } catch (error) {
      // A frame gone meanwhile is not looked at, as AxeBuilder skips a frame it cannot inject.
      if (isMain) throw error;
    }
  }
}

/** The source AxeBuilder evaluates at each look, once putAxeIntoFrames has: a statement that does nothing. */
const AXE_ALREADY_THERE = ';';

/**
 * Runs axe on the page as it is now, or on the part of it `within` selects (a part of a page the project
 * does not draw whole: the editor's own line in Decap's page), with the WCAG A/AA tags and `target-size`
 * (2.5.8, which axe ships disabled) switched on, or only the rules that read colors, and fails listing
 * every violation: rule, impact, summary and the elements.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { colorsOnly = false, within }: { colorsOnly?: boolean; within?: string } = {},
): Promise<void> {
  // Running animations (the shop's 26 pulsing image placeholders before the scripts arrive) make axe read
  // every style anew: 2 to 3 times slower. One that ends (a dialog fading in) is taken to its end, the state
  // a shopper reads: paused halfway, on a busy machine, its text was half transparent and failed contrast.
  // One that never ends is paused for the look at one moment, then played on.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running') continue;
      if (animation.effect?.getComputedTiming().endTime !== Infinity) {
        animation.finish();
        continue;
      }
      animation.pause();
      animation.id = 'paused-for-axe';
    }
  });
  // Only violations are gathered in full (a quarter less time on the long shop grid). options() replaces
  // the whole option object, so it comes before withTags(). Legacy mode runs axe.run() in the page (and its
  // same-origin frames, all our pages have) instead of a run per frame finished in a new blank page, which
  // cost every call a page of its own and axe compiled in it again: 0.4-0.6 s of each run here.
  await putAxeIntoFrames(page);
  const axe = new AxeBuilder({ page, axeSource: AXE_ALREADY_THERE }).setLegacyMode();
  if (within) axe.include(within);
  const results = colorsOnly
    ? await axe
        .options({ resultTypes: ['violations'] })
        .withRules(COLOR_RULES)
        .analyze()
    : await axe
        .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
        .withTags([...WCAG_TAGS])
        .analyze();
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.id === 'paused-for-axe') {
        animation.id = '';
        animation.play();
      }
  });
  const violations = results.violations.map((violation) => ({
    rule: `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations on ${what}`).toEqual([]);
}

/**
 * Every rule in the theme the page is in (`now`), then the rules that read colors in the other one (its
 * colors are other colors; nothing else about the page changes with the theme), on the page as it is: no
 * reload between them. The page is left in the other theme.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  what: string,
  now: ColorScheme,
): Promise<void> {
  await expectNoAxeViolations(page, `${what}, ${now} theme`);
  const other = COLOR_SCHEMES.find((scheme) => scheme !== now)!;
  await switchColorScheme(page, other);
  await expectNoAxeViolations(page, `${what}, ${other} theme`, { colorsOnly: true });
}
