/**
 * The dark theme a phone set to dark gets (app/globals.css: every color token has a dark value; the hero and
 * the size chart have night drawings, a product's views one transparent drawing over a backdrop in the
 * theme's colors, lib/images.ts): every page dark from its first paint, with no script
 * (tests/e2e/every-route.spec.ts); the dialogs dark (tests/e2e/a11y.spec.ts, in the load axe opens them
 * in); only the theme's own night drawings downloaded, the product images the same in both; a drawing on
 * its backdrop in the theme's colors (tests/e2e/forced-colors.spec.ts: the backdrop keeps its colors in a
 * contrast theme, so they are the theme's there too); what is chosen as clear as by day. The light theme
 * as it was: tests/e2e/light-theme.spec.ts. Contrast itself is axe's, in tests/e2e/every-route.spec.ts
 * and tests/e2e/a11y.spec.ts. Colors do not depend on the screen's width: desktop only.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import GlobalError from '@/app/global-error';
import { SHOP_PAGE_SIZE } from '@/data/constants';
import { products } from '@/data/products';
import { PAGE_PATHS, productPath } from '@/data/routes';
import { contrastRatio, type Rgb } from '../../scripts/images/color';
import { drawnBy, openCategoryAndMenu, productChoices } from './support/chosen-states';
import { composite, resolveColors, seenColors } from './support/colors';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DARK_GROUND, luminance } from './support/night';
import { holdScripts } from './support/held-responses';
import { waitForHydration } from './support/hydration';
import { categoryChip } from './support/shop-page';
import { isPhone, scrollThroughPage } from './support/viewport';

const PRODUCT_PATH = '/products/milk-bar';

test.describe('the last-resort error screen, in the document it takes over', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system to dark, and reads there', async ({ page }) => {
    // app/global-error.tsx replaces the whole document when the root layout fails. Rendered here into an
    // exported page as React does it: the head keeps its <style> and stylesheet links and gains the
    // screen's hoisted <title>; the rest is the screen's.
    const markup = renderToStaticMarkup(
      createElement(GlobalError, { error: new Error('The layout failed'), retry: () => {} }),
    );
    await holdScripts(page);
    await page.goto(PAGE_PATHS.about, { waitUntil: 'load' });
    await page.evaluate((html) => {
      const screen = new DOMParser().parseFromString(html, 'text/html');
      for (const node of [...document.head.childNodes]) {
        const kept =
          node instanceof HTMLStyleElement ||
          node instanceof HTMLScriptElement ||
          (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
        if (!kept) node.remove();
      }
      const root = document.documentElement;
      for (const { name } of [...root.attributes]) root.removeAttribute(name);
      root.lang = 'en';
      document.head.append(...screen.head.childNodes);
      document.body.replaceWith(screen.body);
    }, markup);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const body = await seenColors(page.locator('body'));
    expect(luminance(body.background), `the page's ground ${body.background}`).toBeLessThan(
      DARK_GROUND,
    );
    await expectNoAxeViolations(page, 'the last-resort error screen, dark');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(luminance((await seenColors(page.locator('body'))).background)).toBeGreaterThan(0.8);
    await expectNoAxeViolations(page, 'the last-resort error screen, light');
  });
});

test.describe('focus rings, with the system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of [PAGE_PATHS.home, PAGE_PATHS.shop, PRODUCT_PATH]) {
    test(`${path}: every control's ring stands out from what is around it`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // A key press first, so focus given by script shows as keyboard focus does (:focus-visible).
      await page.keyboard.press('Tab');
      const rings = await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex="0"]',
        );
        return [...controls]
          .filter((control) => control.checkVisibility() && control.getClientRects().length > 0)
          .map((control) => {
            control.focus();
            // The ring as it settles: a button's colors, its outline's among them, fade in.
            for (const animation of document.getAnimations())
              if (animation instanceof CSSTransition) animation.finish();
            // The ring is the control's outline, or its label's where a radio is stretched over a chip.
            let drawn: Element = control;
            for (let node: Element | null = control; node; node = node.parentElement) {
              if (getComputedStyle(node).outlineStyle !== 'none') {
                drawn = node;
                break;
              }
            }
            // What the ring lies on: inside the control when it is drawn inside, else the first box
            // around the control that holds the whole ring (a chip's radio rings the chip, from outside).
            const style = getComputedStyle(drawn);
            const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
            const box = drawn.getBoundingClientRect();
            let under: Element | null =
              parseFloat(style.outlineOffset) < 0 ? drawn : drawn.parentElement;
            for (; under && under !== drawn; under = under.parentElement) {
              const around = under.getBoundingClientRect();
              if (
                around.left <= box.left - reach &&
                around.top <= box.top - reach &&
                around.right >= box.right + reach &&
                around.bottom >= box.bottom + reach
              )
                break;
            }
            const backgrounds: string[] = [];
            // A chip scrolled aside in its row has no such box on screen: the page is under it.
            for (let node: Element | null = under ?? document.body; node; node = node.parentElement)
              backgrounds.push(getComputedStyle(node).backgroundColor);
            const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
            return {
              control: `<${control.tagName.toLowerCase()}> ${name.trim().slice(0, 30)}`,
              outline: style.outlineStyle,
              color: style.outlineColor,
              backgrounds,
            };
          });
      });
      expect(rings.length).toBeGreaterThan(10);
      const weak: string[] = [];
      for (const ring of rings) {
        const [color, ...layers] = await resolveColors(page, [ring.color, ...ring.backgrounds]);
        const around = composite(layers);
        const contrast = contrastRatio([color![0], color![1], color![2]], around);
        if (ring.outline === 'none' || contrast < 3) {
          weak.push(`${ring.control}: ${ring.outline} ${ring.color} on ${around}, ${contrast}`);
        }
      }
      expect(weak).toEqual([]);
    });
  }
});

/** A drawing that has a night version (lib/images.ts): the hero, the size chart. */
const NIGHT_DRAWING = /\/images\/(dark\/)?(hero[-.]|size-chart[-.])/;
/** A product's view, in either theme's folder. */
const PRODUCT_IMAGE = /\/images\/(dark\/)?products\//;

/**
 * Makes every image on the page load and paint: scrolls through it (images load as they come near), brings
 * into view each shop card whose image has not loaded yet (a card passed in a busy moment can miss its
 * turn), goes back to the top, and waits for each image shown to be decoded (`decoding="async"` would paint
 * it later).
 */
async function loadEveryImage(page: Page): Promise<void> {
  await scrollThroughPage(page);
  // Shown cards only: the shop's page also holds other lists' first cards, put away (hidden, drawn nothing)
  // until their chip is chosen.
  // Counted, scrolled to and waited for in one page function: a picture that arrived between a count and
  // a scroll made in another call left nothing to scroll to, and the scroll waited until the test timed out.
  for (;;) {
    const left = await page.evaluate(async () => {
      const waiting = () =>
        [...document.querySelectorAll('[data-loaded="false"]')].filter((card) =>
          card.checkVisibility({ visibilityProperty: true }),
        );
      const before = waiting();
      before[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
      while (before.length > 0 && waiting().length >= before.length)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      return before.length;
    });
    if (left === 0) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility({ visibilityProperty: true }))
      .every((image) => image.complete),
  );
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.checkVisibility({ visibilityProperty: true }))
        .map((image) => image.decode().catch(() => {})),
    ),
  );
}

/**
 * The drawings a shopper in `colorScheme` downloads on the home page, the shop and the size guide, every
 * image loaded, and in a product's gallery, every view shown.
 */
async function drawingsDownloaded(page: Page, colorScheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme });
  const drawings: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (NIGHT_DRAWING.test(pathname) || PRODUCT_IMAGE.test(pathname)) drawings.push(pathname);
  };
  page.on('request', record);
  for (const path of [PAGE_PATHS.home, PAGE_PATHS.shop, PAGE_PATHS.sizeGuide]) {
    await page.goto(path);
    await waitForHydration(page);
    await loadEveryImage(page);
  }
  await page.goto(productPath(products[0]!.slug));
  const thumbnails = page.getByRole('radiogroup', { name: 'Product images' }).getByRole('radio');
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.check();
    await expect(page.locator('[data-testid="gallery-main-image"]:visible')).toHaveJSProperty(
      'complete',
      true,
    );
  }
  page.off('request', record);
  return drawings;
}

// Each theme's downloads in a test of its own (one theme's pages are many round trips already), in order:
// the dark theme's are held to the light one's.
test.describe
  .serial('both themes download the same product images, and each only its own night drawings', () => {
  const byScheme = { light: [] as string[], dark: [] as string[] };
  const productImages = (scheme: 'light' | 'dark') =>
    [...new Set(byScheme[scheme].filter((path) => PRODUCT_IMAGE.test(path)))].sort();
  const night = (scheme: 'light' | 'dark') =>
    byScheme[scheme].filter((path) => NIGHT_DRAWING.test(path) && path.startsWith('/images/dark/'));
  const day = (scheme: 'light' | 'dark') =>
    byScheme[scheme].filter(
      (path) => NIGHT_DRAWING.test(path) && !path.startsWith('/images/dark/'),
    );

  test("light: the shop's cards and a product's views, and the day drawings only", async ({
    page,
  }) => {
    byScheme.light = await drawingsDownloaded(page, 'light');
    // The shop's first page of cards and the product's four views, at least; none a night version.
    expect(productImages('light').length).toBeGreaterThan(SHOP_PAGE_SIZE);
    expect(productImages('light').filter((path) => path.startsWith('/images/dark/'))).toEqual([]);
    // The hero and the size chart.
    expect(day('light').length).toBeGreaterThan(0);
    expect(night('light'), 'light: the night drawings fetched').toEqual([]);
  });

  test('dark: the same product images as by day, and the night drawings only', async ({ page }) => {
    byScheme.dark = await drawingsDownloaded(page, 'dark');
    expect(productImages('dark')).toEqual(productImages('light'));
    expect(night('dark').length).toBeGreaterThan(0);
    expect(day('dark'), 'dark: the day drawings fetched').toEqual([]);
  });
});

/** A chip's, thumbnail's or link's look: its fill as seen, its edge (its border, else its fill), its text. */
async function stateLook(locator: Locator): Promise<{ fill: Rgb; edge: Rgb; text: Rgb }> {
  const { text, background } = await seenColors(locator);
  const { width, color } = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
  });
  const [[r, g, b, a] = [0, 0, 0, 0]] = await resolveColors(locator.page(), [color]);
  const edge: Rgb =
    width > 0 && a > 0
      ? [
          r * a + background[0] * (1 - a),
          g * a + background[1] * (1 - a),
          b * a + background[2] * (1 - a),
        ]
      : background;
  return { fill: background, edge: edge.map(Math.round) as unknown as Rgb, text };
}

/** How clearly `chosen` tells apart from `other`: the strongest contrast between their fills, edges or texts. */
async function distinction(chosen: Locator, other: Locator): Promise<number> {
  const [a, b] = [await stateLook(chosen), await stateLook(other)];
  return Math.max(
    contrastRatio(a.fill, b.fill),
    contrastRatio(a.edge, b.edge),
    contrastRatio(a.text, b.text),
  );
}

test.describe('what is chosen shows at night at least as clearly as by day', () => {
  test.use({ colorScheme: 'dark' });

  /**
   * Measures each pair, the chosen beside another, in the dark theme, then switches the page to the light
   * one, once, and measures them again.
   */
  async function expectAsClearAtNight(
    page: Page,
    pairs: { chosen: Locator; other: Locator; what: string }[],
  ) {
    const atNight: { chosen: Locator; other: Locator; what: string; night: number }[] = [];
    for (const { chosen, other, what } of pairs) {
      atNight.push({ chosen, other, what, night: await distinction(chosen, other) });
      for (const look of [await stateLook(chosen), await stateLook(other)]) {
        expect(
          contrastRatio(look.text, look.fill),
          `${what}: text at night`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    for (const { chosen, other, what, night } of atNight) {
      const day = await distinction(chosen, other);
      expect(
        night,
        `${what}: ${night.toFixed(2)} at night, ${day.toFixed(2)} by day`,
      ).toBeGreaterThanOrEqual(day);
    }
  }

  test('the chosen size, the chosen color and the thumbnail of the picture shown, each beside another', async ({
    page,
  }) => {
    // Three tests' measures in one load: twice a test's time at least.
    test.setTimeout(60_000);
    await page.goto(PRODUCT_PATH);
    const { medium, small, color, thumbnails } = await productChoices(page);
    await medium.check();
    await thumbnails.nth(2).check();
    await expectAsClearAtNight(page, [
      { chosen: drawnBy(medium), other: drawnBy(small), what: 'M beside S' },
      { chosen: drawnBy(color), other: drawnBy(small), what: 'the color beside S' },
      {
        chosen: drawnBy(thumbnails.nth(2)),
        other: drawnBy(thumbnails.nth(0)),
        what: 'thumbnail 3 beside 1',
      },
    ]);
  });

  test(
    "the current category's chip and the menu's link to the page shown, each beside another",
    { tag: '@phone' },
    async ({ page }) => {
      // Two tests' measures in one load, the chips' and the menu's: twice a test's time.
      test.setTimeout(60_000);
      const { humor, menu, current } = await openCategoryAndMenu(page);
      const about = menu.getByRole('link', { name: 'About' });
      const vintage = categoryChip(page, 'Vintage');
      await expectAsClearAtNight(page, [
        // The chips' colors are the same at every width: at a phone's, only the menu is measured.
        ...(isPhone(page) ? [] : [{ chosen: humor, other: vintage, what: 'Humor beside Vintage' }]),
        { chosen: current, other: about, what: 'Shop beside About' },
      ]);
    },
  );
});
