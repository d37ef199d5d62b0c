/**
 * What holds on every page:
 *
 * 1. It is served with its hash-based Content-Security-Policy (header and <meta>), paints with its largest
 *    image in place before any script has been fetched, then hydrates, running each script once, with no
 *    console error, page error, hydration warning (the fixture's guard), failed request or CSP violation,
 *    the router's prefetches and lazy images included.
 * 2. Resized from a small phone to a laptop (320 to 1280 px), the document never scrolls sideways: a long
 *    word in one design's data could push its page wider. The widths are laid out, not always drawn: a file
 *    only a narrower window asks for is the crawl's (crawl.spec.ts: every srcset candidate answers).
 * 3. Hydrated, no two classes in one element's class list set the same property (Tailwind would draw
 *    whichever it emits last).
 *
 * Every page of every template is loaded so, but of the listing pages and the product pages (two templates,
 * each page with its own data: 54 of the 61 pages in the tests' catalog) only those that differ: the
 * stand-ins, which hold every kind of element such a page has, and in each template the page whose text
 * holds the longest word, the widest line to wrap. What every such page holds is read from its file by the
 * specs that need no browser: its policy (csp.spec.ts), its links and files (crawl.spec.ts), its markup
 * (valid-html.spec.ts), its characters (fonts.spec.ts) and its structured data (seo.spec.ts).
 *
 * What reads the markup rather than the data, axe and the dark first paint, runs on the stand-ins: the
 * few pages that between them hold every kind of element any page has, one of each template first
 * (scripts/e2e/markup-kinds.ts, chosen by the e2e build, which refuses stand-ins that miss a kind). On each,
 * before any script: dark from its first paint, and no WCAG A/AA violation (with target-size) in the dark
 * and the light theme. Hydrated, on one page of each template (what the islands render is the template's):
 * no violation in either theme. At phone width, one page of each template. A badge's hue is data to the
 * stand-ins, like a design's words: every hue is checked once, in its own test, in both themes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BADGE_HUES, Badge } from '@/components/ui/badge';
import { NOT_FOUND_PATH } from '@/data/routes';
import { BADGES } from '@/data/types';
import { NIGHT_THEME_COLOR } from '@/lib/seo/icons';
import { contrastRatio } from '../../scripts/images/color';
import { E2E_SITE_PATH, readE2eBuild } from '../../scripts/e2e/build-record';
import {
  allRoutes,
  htmlFileFor,
  listingRoutes,
  productRoutes,
  templateRoutes,
  visitPath,
} from '../../scripts/site-routes';
import { expectAccessibleInBothThemes, expectNoAxeViolations } from './support/axe';
import { competingOnPage } from './support/class-conflicts';
import { seenColors } from './support/colors';
import { expectHashPolicy, violations, watchViolations } from './support/csp';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-responses';
import { waitForHydration, watchMountEffects } from './support/hydration';
import { DARK_GROUND, brightBoxes, luminance } from './support/night';
import { allowNotFoundErrors } from './support/not-found-errors';
import { watchRequests } from './support/settled-requests';
import { sidewaysScrollByWidth } from './support/sideways-scroll';
import { switchColorScheme } from './support/transitions';

/** Small and common phones (320 to 430 px), a tablet, and laptops. */
const WIDTHS = [320, 360, 375, 390, 412, 430, 768, 1024, 1280] as const;
const HEIGHT = 800;

const { standInRoutes } = readE2eBuild();

/** The exported HTML of `route`. */
const htmlOf = (route: string) =>
  readFileSync(path.join(E2E_SITE_PATH, htmlFileFor(route)), 'utf8');

/** The length of the longest run of characters without a space in the page's text. */
function longestWord(html: string): number {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, 'x');
  return Math.max(0, ...text.split(/\s+/).map((word) => word.length));
}

/** Of `routes`, the one whose page's text holds the longest word. */
function widestOf(routes: readonly string[]): string {
  return routes
    .map((route) => ({ route, length: longestWord(htmlOf(route)) }))
    .reduce((best, page) => (page.length > best.length ? page : best)).route;
}

/**
 * Every route but the listing and product pages that hold nothing another page of their template loaded
 * here does not (above).
 */
function loadedRoutes(): string[] {
  const templates = [listingRoutes(), productRoutes()];
  // Each page read once: the spec is loaded again by every worker.
  const loaded = new Set([...standInRoutes, ...templates.map(widestOf)]);
  return allRoutes().filter(
    (route) => loaded.has(route) || !templates.some((routes) => routes.includes(route)),
  );
}

declare global {
  interface Window {
    __atLoad?: {
      scripts: number;
      scriptDownloads: number;
      hydrated: boolean;
      largestImage: boolean | null;
    };
  }
}

/** At the load event: scripts downloaded so far, whether React is live, the priority image's state. */
async function recordAtLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    addEventListener('load', () => {
      const main = document.getElementById('main') ?? document.body;
      const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      window.__atLoad = {
        scripts: document.querySelectorAll('script[src]:not([nomodule])').length,
        scriptDownloads: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
        hydrated: Object.keys(main).some((key) => key.startsWith('__react')),
        largestImage: image ? image.complete && image.naturalWidth > 0 : null,
      };
    });
  });
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

// At desktop, whose window is resized from 320 to 1280 px for the widths.
test.describe('every route', () => {
  for (const route of loadedRoutes()) {
    test.describe(route, () => {
      if (route === NOT_FOUND_PATH) allowNotFoundErrors();

      test(`${route}: served with its policy, paints before any script, hydrates clean, never wider than the screen, no competing classes`, async ({
        page,
      }) => {
        const failures = watchFailedRequests(page, route);
        const requests = watchRequests(page);
        const mountEffectsRan = await watchMountEffects(page);
        await watchViolations(page);
        await recordAtLoad(page);
        const response = await page.goto(visitPath(route), { waitUntil: 'load' });
        expect(response?.status()).toBe(route === NOT_FOUND_PATH ? 404 : 200);
        await expectHashPolicy(page, response!);
        // Not even downloaded yet at load: the scripts do not compete with the page's images.
        const atLoad = await page.evaluate(() => window.__atLoad);
        expect({ ...atLoad, largestImage: undefined }).toEqual({
          scripts: 0,
          scriptDownloads: 0,
          hydrated: false,
          largestImage: undefined,
        });
        expect(atLoad?.largestImage, 'the priority image, if any, in place at load').not.toBe(
          false,
        );

        await waitForHydration(page);
        const { deferred, running } = await page.evaluate(() => ({
          deferred: [...document.querySelectorAll('script[data-hydrate-src]')].map((script) =>
            script.getAttribute('data-hydrate-src'),
          ),
          running: [...document.querySelectorAll('script[src]:not([nomodule])')].map((script) =>
            script.getAttribute('src'),
          ),
        }));
        expect(deferred.length).toBeGreaterThan(0);
        expect(running).toEqual(expect.arrayContaining(deferred));
        // Each once: React, hydrating, adds a `<script async>` for any of its scripts it cannot find.
        expect(running).toEqual([...new Set(running)]);
        // Let the router's prefetches and lazy images settle, once hydrated and again after the widths:
        // their failures count too. Every link is watched by the router once the mount effects have run.
        await mountEffectsRan();
        await requests.settled();
        const sideways = await sidewaysScrollByWidth(page, WIDTHS, HEIGHT);
        await requests.settled();
        expect(failures, 'failed requests').toEqual([]);
        expect(await violations(page), 'CSP violations').toEqual([]);

        expect(sideways, 'px scrolled sideways, by width').toEqual({});
        expect(await competingOnPage(page), 'class lists with classes that compete').toEqual([]);
      });
    });
  }
});

test.describe('the stand-ins, in the dark and the light theme', { tag: '@phone' }, () => {
  for (const route of standInRoutes) {
    const isTemplate = templateRoutes().includes(route);
    test.describe(route, () => {
      if (route === NOT_FOUND_PATH) allowNotFoundErrors();

      // Skipped by a condition on the project, not inside the test: no page work runs for a skipped one.
      test.skip(
        ({ isMobile }) => isMobile && !isTemplate,
        'one page of each template at phone width',
      );
      // Hydration changes what the islands render, the same on every page of a template: on a template's
      // stand-in the scripts are let through after the first look, and axe looks again.
      test(`${route}, before any script: dark from its first paint, no WCAG A/AA violation in either theme${isTemplate ? '; hydrated, none either' : ''}`, async ({
        page,
      }) => {
        // A template's stand-in is looked at twice, each time axe in both themes: twice the time.
        if (isTemplate) test.setTimeout(60_000);
        await page.emulateMedia({ colorScheme: 'dark' });
        const scripts = await holdScripts(page);
        await page.goto(visitPath(route), { waitUntil: 'load' });
        await expectDarkFirstPaint(page);
        await expectAccessibleInBothThemes(page, `${route} before hydration`, 'dark');
        if (!isTemplate) return;
        await scripts.release();
        await waitForHydration(page);
        await expectAccessibleInBothThemes(page, `${route} once hydrated`, 'light');
      });
    });
  }
});

// The stand-ins hold a badge of one hue or another (scripts/e2e/markup-kinds.ts counts a badge as one kind
// whatever its hue): every hue, as the product page draws its badge, in its stylesheet, in both themes.
test('every badge hue: AA in the light and the dark theme', async ({ page }) => {
  // Any name the catalog's schema does not know gets the gray of 'other'.
  const unknown = 'Gift';
  expect(BADGES).not.toContain(unknown);
  const names = Object.keys(BADGE_HUES).map((hue) => (hue === 'other' ? unknown : hue));
  const badges = names
    .map((badge) => renderToStaticMarkup(createElement(Badge, { badge, className: 'self-start' })))
    .join('');
  await holdScripts(page);
  await page.goto(visitPath(productRoutes()[0]!), { waitUntil: 'load' });
  await page.evaluate((html) => {
    const list = document.createElement('div');
    list.dataset.badgeHues = '';
    list.className = 'flex flex-col gap-3';
    list.innerHTML = html;
    document.querySelector('main')!.prepend(list);
  }, badges);
  await expect(page.locator('[data-badge-hues] > span')).toHaveText(names, {
    ignoreCase: true,
  });
  await expectNoAxeViolations(page, 'every badge hue, light theme', {
    colorsOnly: true,
    within: '[data-badge-hues]',
  });
  await switchColorScheme(page, 'dark');
  await expectNoAxeViolations(page, 'every badge hue, dark theme', {
    colorsOnly: true,
    within: '[data-badge-hues]',
  });
});
