import type { Locator, Page } from '@playwright/test';
import { hero, newsletter } from '@/data/home';
import { BACKDROPS } from '@/data/palette';
import { products } from '@/data/products';
import { PAGE_PATHS, productPath } from '@/data/routes';
import { sizeHelp } from '@/data/size-guide';
import { PRODUCT_VIEWS } from '@/data/types';
import { NOTIFY_LABELS } from '@/components/product/notify-messages';
import { getProductBySlug } from '@/lib/catalog';
import { backdropIndex } from '@/lib/images';
import { swatchColor } from '@/lib/swatches';
import { drawnBy, openCategoryAndMenu, productChoices } from './support/chosen-states';
import { resolveColors } from './support/colors';
import {
  NON_TEXT_AA,
  apartBeyondHue,
  edgeLines,
  textReads,
  themeLook,
  type ThemeLook,
} from './support/contrast-theme';
import { expect, test } from './support/fixtures';
import { expectVisibleFocus, tabTo } from './support/focus';
import { waitForHydration } from './support/hydration';
import { mainAddToCart } from './support/product-page';
import { COLOR_SCHEMES, type ColorScheme, switchColorScheme } from './support/transitions';
import { categoryChip } from './support/shop-page';
import { isPhone } from './support/viewport';

/**
 * The shop in a contrast theme (forced colors: Windows' High Contrast and contrast themes), where the theme
 * removes backgrounds and shadows: what is chosen still shows, by more than a hue, and every filled button
 * keeps an edge. Read from computed styles in Chromium's emulation of the theme, with the system set to
 * light and to dark (a dark contrast theme reports a dark scheme, so the page's dark theme is under it),
 * each page loaded once for everything checked on it. The same classes draw every width: at a phone's
 * width, only the menu it opens.
 */

test.use({ forcedColors: 'active' });

const PRODUCT = getProductBySlug('milk-bar')!;
const PRODUCT_PATH = productPath(PRODUCT.slug);

/** The chosen option tells apart from the other by more than a hue, and both still read. */
function expectApart(chosen: ThemeLook, other: ThemeLook, what: string) {
  const looks = `chosen ${JSON.stringify(chosen)}, not chosen ${JSON.stringify(other)}`;
  expect(apartBeyondHue(chosen, other), `${what}: ${looks}`).toBe(true);
  expect(textReads(chosen) && textReads(other), `${what}, text: ${looks}`).toBe(true);
}

/** The edge of `control` is drawn all around it and stands out from what surrounds it. */
async function expectVisibleEdge(control: Locator, what: string) {
  const lines = await edgeLines(control);
  expect(
    lines.some((line) => line.contrast >= NON_TEXT_AA),
    `${what}: edge lines ${JSON.stringify(lines)}`,
  ).toBe(true);
}

/** Under the system's setting now, `dot` paints the fill of its color's swatch. */
async function expectFillsItsSwatch(dot: Locator, colorName: string, colorScheme: ColorScheme) {
  const painted = await dot.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [fill, swatch] = await resolveColors(dot.page(), [painted, swatchColor(colorName)]);
  expect(fill, `${colorScheme}: the ${colorName} dot`).toEqual(swatch);
}

/**
 * Under the system's setting now, `box` paints its design's backdrop, its ground and the wall's gradients,
 * so a dark sweatshirt never lands on the theme's ground.
 */
async function expectBackdrop(box: Locator, id: number, colorScheme: ColorScheme) {
  const painted = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    return { ground: style.backgroundColor, gradients: style.backgroundImage };
  });
  const [ground, expected] = await resolveColors(box.page(), [
    painted.ground,
    BACKDROPS[colorScheme][backdropIndex(id)]!.ground,
  ]);
  expect(ground, `${colorScheme}: the ground`).toEqual(expected);
  expect(painted.gradients, `${colorScheme}: the wall's shapes`).toMatch(/radial-gradient/);
}

test.describe('what is chosen shows', () => {
  test(
    "the chosen category's chip and the menu's link to the page shown, each beside the others",
    { tag: '@phone' },
    async ({ page }) => {
      // Two tests' checks in one load, the chips' and the menu's: twice a test's time.
      test.setTimeout(60_000);
      const { humor, menu, current } = await openCategoryAndMenu(page);
      for (const colorScheme of COLOR_SCHEMES) {
        await switchColorScheme(page, colorScheme);
        // The chips are drawn by the same classes at every width: at a phone's, only the menu is checked.
        if (!isPhone(page)) {
          await test.step(`${colorScheme}: the chips`, async () => {
            const chosen = await themeLook(humor);
            for (const other of ['All', 'Vintage']) {
              const look = await themeLook(categoryChip(page, other));
              expectApart(chosen, look, `${colorScheme}: Humor beside ${other}`);
            }
          });
        }
        await test.step(`${colorScheme}: the menu`, async () => {
          const chosen = await themeLook(current);
          for (const other of ['About', 'Reviews']) {
            const look = await themeLook(menu.getByRole('link', { name: other }));
            expectApart(chosen, look, `${colorScheme}: ${other}`);
          }
        });
      }
    },
  );

  test('keyboard focus shows around the chosen option, the system set to light and to dark', async ({
    page,
  }) => {
    // The journey once, each step looked at under both settings: twice a test's time.
    test.setTimeout(60_000);
    await page.goto(PRODUCT_PATH);
    /** At each step, focus shows under both of the system's settings, on the page as it is. */
    const expectFocusShows = async (target: Locator) => {
      for (const colorScheme of COLOR_SCHEMES) {
        await test.step(colorScheme, async () => {
          await switchColorScheme(page, colorScheme);
          await expectVisibleFocus(target);
        });
      }
    };
    const firstThumbnail = page.getByRole('radio', { name: /^Show image 1 of/ });
    await tabTo(page, firstThumbnail);
    await expectFocusShows(firstThumbnail);
    await page.keyboard.press('ArrowRight');
    await expectFocusShows(page.getByRole('radio', { name: /^Show image 2 of/ }));

    const small = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').first();
    await tabTo(page, small);
    await page.keyboard.press('ArrowRight');
    await expectFocusShows(page.getByRole('radio', { name: 'S', exact: true }));
  });
});

test.describe('filled buttons keep their edge', () => {
  // The product page's and the shop's: in their pages' tests below.
  const buttons: { route: string; name: string; find: (page: Page) => Locator }[] = [
    {
      route: PAGE_PATHS.home,
      name: hero.primaryCta.label,
      find: (page) => page.getByRole('link', { name: hero.primaryCta.label }),
    },
    {
      route: PAGE_PATHS.home,
      name: newsletter.buttonLabel,
      find: (page) => page.getByRole('button', { name: newsletter.buttonLabel }),
    },
    {
      route: PAGE_PATHS.cart,
      name: 'Start Shopping',
      find: (page) => page.getByRole('link', { name: 'Start Shopping' }),
    },
    {
      route: PAGE_PATHS.about,
      name: 'Shop the Collection',
      find: (page) => page.getByRole('main').getByRole('link', { name: 'Shop the Collection' }),
    },
    {
      route: PAGE_PATHS.reviews,
      name: 'Shop Now',
      find: (page) => page.getByRole('main').getByRole('link', { name: 'Shop Now' }),
    },
    {
      route: PAGE_PATHS.sizeGuide,
      name: sizeHelp.emailLabel,
      find: (page) => page.getByRole('link', { name: sizeHelp.emailLabel }),
    },
  ];
  // One load per page, for all of its buttons.
  for (const route of new Set(buttons.map((button) => button.route))) {
    const onPage = buttons.filter((button) => button.route === route);
    test(`${route}: ${onPage.map((button) => button.name).join(', ')}`, async ({ page }) => {
      await page.goto(route);
      for (const colorScheme of COLOR_SCHEMES) {
        await switchColorScheme(page, colorScheme);
        for (const { name, find } of onPage)
          await expectVisibleEdge(find(page), `${colorScheme}: ${name}`);
      }
    });
  }
});

// The product page and the shop: every check on each, in one load.

test("the product page: the size, color and picture chosen show, the color dot keeps its color, the drawing its backdrop, Add to Cart and the restock form's submit their edge", async ({
  page,
}) => {
  // Six tests' checks, each under both settings, and a dialog opened: twice a test's time at least.
  test.setTimeout(60_000);
  await page.goto(PRODUCT_PATH);
  const { medium, color, thumbnails, ...choices } = await productChoices(page);
  const small = drawnBy(choices.small);
  const colorName = (await drawnBy(color).innerText()).trim();
  const gallery = page.locator('[data-testid="gallery-main-image"]');

  for (const colorScheme of COLOR_SCHEMES) {
    await switchColorScheme(page, colorScheme);
    await test.step(`${colorScheme}, before any choice`, async () => {
      expect(
        await themeLook(drawnBy(medium)),
        `${colorScheme}: M looks like S until it is chosen`,
      ).toEqual(await themeLook(small));
      await expectVisibleEdge(mainAddToCart(page), `${colorScheme}: Add to Cart`);
      await expectFillsItsSwatch(
        drawnBy(color).locator('[aria-hidden="true"]'),
        colorName,
        colorScheme,
      );
      await expectBackdrop(gallery.first(), PRODUCT.id, colorScheme);
      // The flat lay lies on its table, in the table's color.
      const flatLay = gallery.nth(PRODUCT_VIEWS.indexOf('flat-lay'));
      const [table, expected] = await resolveColors(page, [
        await flatLay.evaluate((image) => getComputedStyle(image).backgroundColor),
        BACKDROPS[colorScheme][backdropIndex(PRODUCT.id)]!.surface,
      ]);
      expect(table, `${colorScheme}: the flat lay's table`).toEqual(expected);
    });
  }

  await medium.check();
  await thumbnails.nth(2).check();
  for (const colorScheme of COLOR_SCHEMES) {
    await switchColorScheme(page, colorScheme);
    await test.step(`${colorScheme}, M and the third picture chosen`, async () => {
      const unchosen = await themeLook(small);
      expectApart(await themeLook(drawnBy(medium)), unchosen, `${colorScheme}: M beside S`);
      expectApart(await themeLook(drawnBy(color)), unchosen, `${colorScheme}: the color beside S`);
      const chosen = await themeLook(drawnBy(thumbnails.nth(2)));
      for (const other of [0, 3]) {
        const look = await themeLook(drawnBy(thumbnails.nth(other)));
        expectApart(chosen, look, `${colorScheme}: 3 beside ${other + 1}`);
      }
    });
  }

  await mainAddToCart(page).click();
  const submit = page.getByRole('dialog').getByRole('button', { name: NOTIFY_LABELS.submit });
  await expect(submit).toBeVisible();
  for (const colorScheme of COLOR_SCHEMES) {
    await switchColorScheme(page, colorScheme);
    await expectVisibleEdge(submit, `${colorScheme}: ${NOTIFY_LABELS.submit}`);
  }
});

test("the shop, sorted: the sort shows its choice inside a visible edge, and a card's View Details keeps its edge, its color dot its color, its drawing its backdrop", async ({
  page,
}) => {
  // Four tests' checks, each under both settings: twice a test's time at least.
  test.setTimeout(60_000);
  const product = products[0]!;
  await page.goto(`${PAGE_PATHS.shop}?sort=price-asc`);
  await waitForHydration(page);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('price-asc');
  const dot = page.locator('li[data-product-id] [title]').first();
  const dotColor = (await dot.getAttribute('title'))!;
  for (const colorScheme of COLOR_SCHEMES) {
    await switchColorScheme(page, colorScheme);
    await test.step(colorScheme, async () => {
      await expectVisibleEdge(sort, `${colorScheme}: the sort`);
      await expectVisibleEdge(
        page.getByText('View Details').first(),
        `${colorScheme}: a card's View Details`,
      );
      await expectFillsItsSwatch(dot, dotColor, colorScheme);
      await expectBackdrop(
        page.locator(`li[data-product-id="${product.id}"] [data-loaded]`),
        product.id,
        colorScheme,
      );
    });
  }
});
