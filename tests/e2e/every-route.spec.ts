/**
 * What holds on every page, checked on one load of each route per project (loading each route once for
 * each check made these the slowest part of the suite):
 *
 * 1. With the system set to dark and no script yet, the page is dark from its first paint: a night ground,
 *    text that reads on it, no box that would glare, and the browser's own bars and controls dark too.
 * 2. Once its scripts arrive, it loads and hydrates with no console error, page error, hydration warning
 *    (the fixture's guard) or failed request, the router's prefetches and lazy images included.
 * 3. axe finds no WCAG A/AA violation, plus target-size, in the dark theme and then in the light one: the
 *    dark theme's colors are other colors, so its contrast is checked anew.
 * 4. At desktop, resized from a small phone to a laptop, the document never scrolls sideways.
 *
 * At phone width one page of each template stands for the others: a product page for all of them, a category
 * page for the 13.
 */
import type { Page } from '@playwright/test';
import { NOT_FOUND_PATH } from '@/data/routes';
import { NIGHT_THEME_COLOR } from '@/lib/seo/icons';
import { contrastRatio } from '../../scripts/images/color';
import { allRoutes, categoryRoutes, productRoutes, visitPath } from '../../scripts/site-routes';
import { expectNoAxeViolations } from './support/axe';
import { seenColors } from './support/colors';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-scripts';
import { waitForHydration } from './support/hydration';
import { DARK_GROUND, brightBoxes, luminance } from './support/night';
import { allowNotFoundErrors } from './support/not-found-errors';
import { COLOR_SCHEMES, switchColorScheme } from './support/transitions';

/** Small and common phones (320 to 430 px), a tablet, and laptops. */
const WIDTHS = [320, 360, 375, 390, 412, 430, 768, 1024, 1280] as const;
const HEIGHT = 800;

/** The pages checked at phone width: all but the second and later pages of the shared templates. */
function checkedAtPhoneWidth(route: string): boolean {
  const [, ...laterProducts] = productRoutes();
  const [, ...laterCategories] = categoryRoutes();
  return ![...laterProducts, ...laterCategories].includes(route);
}

/** Every request that failed or answered 400 or more, but the missing page's own 404. */
function watchFailedRequests(page: Page, route: string): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    // The router cancels its own prefetches (a HEAD per visible link); a missing file is a 404 response.
    const errorText = request.failure()?.errorText ?? '';
    if (errorText !== 'net::ERR_ABORTED') failures.push(`${request.url()}: ${errorText}`);
  });
  page.on('response', (response) => {
    const isTheMissingPage = route === NOT_FOUND_PATH && response.request().isNavigationRequest();
    if (response.status() >= 400 && !isTheMissingPage)
      failures.push(`${response.url()}: ${response.status()}`);
  });
  return failures;
}

async function expectDarkFirstPaint(page: Page): Promise<void> {
  const body = await seenColors(page.locator('body'));
  expect(luminance(body.background), `the page's ground ${body.background}`).toBeLessThan(
    DARK_GROUND,
  );
  expect(contrastRatio(body.text, body.background)).toBeGreaterThanOrEqual(4.5);
  expect(await brightBoxes(page), 'light boxes larger than a thumbnail').toEqual([]);
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', NIGHT_THEME_COLOR);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light dark');
}

async function sidewaysScrollByWidth(page: Page): Promise<Record<number, number>> {
  const sideways: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (extra !== 0) sideways[width] = extra;
  }
  return sideways;
}

for (const route of allRoutes()) {
  test.describe(route, () => {
    if (route === NOT_FOUND_PATH) allowNotFoundErrors();

    test(`${route}: dark from its first paint, loads clean, no WCAG A/AA violation in either theme, no sideways scroll`, async ({
      page,
      isMobile,
    }) => {
      test.skip(
        isMobile && !checkedAtPhoneWidth(route),
        'one page of each template at phone width',
      );
      // Four checks on one load: each well inside the usual 30 s, together more on a busy machine.
      test.setTimeout(90_000);
      const failures = watchFailedRequests(page, route);
      await page.emulateMedia({ colorScheme: 'dark' });
      const scripts = await holdScripts(page);
      const response = await page.goto(visitPath(route), { waitUntil: 'load' });
      expect(response?.status()).toBe(route === NOT_FOUND_PATH ? 404 : 200);

      await test.step('dark from its first paint, with no script', () =>
        expectDarkFirstPaint(page));

      await test.step('loads and hydrates with no error or failed request', async () => {
        await scripts.release();
        await waitForHydration(page);
        // Let the router's prefetches and lazy images settle: their failures count too.
        await page.waitForLoadState('networkidle');
        expect(failures, 'failed requests').toEqual([]);
      });

      for (const colorScheme of COLOR_SCHEMES) {
        await test.step(`no WCAG A/AA violation, ${colorScheme} theme`, async () => {
          await switchColorScheme(page, colorScheme);
          await expectNoAxeViolations(page, `${route}, ${colorScheme} theme`);
        });
      }

      if (!isMobile) {
        await test.step(`no wider than the viewport at ${WIDTHS.join(', ')} px`, async () => {
          expect(await sidewaysScrollByWidth(page), 'px scrolled sideways, by width').toEqual({});
        });
      }
    });
  });
}
