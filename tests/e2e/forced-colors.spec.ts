import type { Locator, Page } from '@playwright/test';
import { hero, newsletter } from '@/data/home';
import { BACKDROPS } from '@/data/palette';
import { products } from '@/data/products';
import { PAGE_PATHS, categoryPath, productPath } from '@/data/routes';
import { sizeHelp } from '@/data/size-guide';
import { NOTIFY_LABELS } from '@/components/product/notify-messages';
import { backdropIndex } from '@/lib/images';
import { swatchColor } from '@/lib/swatches';
import { drawnBy, openPageMenu } from './support/chosen-states';
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
import { COLOR_SCHEMES, switchColorScheme } from './support/transitions';
import { categoryChip } from './support/shop-page';

/**
 * The shop in a contrast theme (forced colors: Windows' High Contrast and contrast themes), where the theme
 * removes backgrounds and shadows: what is chosen still shows, by more than a hue, and every filled button
 * keeps an edge. Read from computed styles in Chromium's emulation of the theme, with the system set to
 * light and to dark (a dark contrast theme reports a dark scheme, so the page's dark theme is under it).
 * The same classes draw every width: at a phone's width, only the menu it opens.
 */

test.use({ forcedColors: 'active' });

const PRODUCT_PATH = '/products/milk-bar';

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

test.describe('what is chosen shows', () => {
  test("the chosen category's chip, beside the others", async ({ page }) => {
    await page.goto(categoryPath('Humor'));
    const humor = categoryChip(page, 'Humor');
    await expect(humor).toHaveAttribute('aria-current', 'page');
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      const chosen = await themeLook(humor);
      for (const other of ['All', 'Vintage']) {
        const look = await themeLook(categoryChip(page, other));
        expectApart(chosen, look, `${colorScheme}: Humor beside ${other}`);
      }
    }
  });

  test('the chosen size and color, beside the sizes not chosen', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    const medium = sizes.getByRole('radio', { name: 'M', exact: true });
    const small = drawnBy(sizes.getByRole('radio', { name: 'S', exact: true }));
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      expect(
        await themeLook(drawnBy(medium)),
        `${colorScheme}: M looks like S until it is chosen`,
      ).toEqual(await themeLook(small));
    }
    await medium.check();
    // Every design comes in one color, chosen from the start: it is marked as a chosen size is.
    const color = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').first();
    await expect(color).toBeChecked();
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      const unchosen = await themeLook(small);
      expectApart(await themeLook(drawnBy(medium)), unchosen, `${colorScheme}: M beside S`);
      expectApart(await themeLook(drawnBy(color)), unchosen, `${colorScheme}: the color beside S`);
    }
  });

  test('the thumbnail of the picture shown, beside the others', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const thumbnails = page.getByRole('radiogroup', { name: 'Product images' }).getByRole('radio');
    await thumbnails.nth(2).check();
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      const chosen = await themeLook(drawnBy(thumbnails.nth(2)));
      for (const other of [0, 3]) {
        const look = await themeLook(drawnBy(thumbnails.nth(other)));
        expectApart(chosen, look, `${colorScheme}: 3 beside ${other + 1}`);
      }
    }
  });

  test(
    "the menu's link to the page shown, beside the others",
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(PAGE_PATHS.shop);
      const menu = await openPageMenu(page);
      const current = menu.getByRole('link', { name: 'Shop', exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      for (const colorScheme of COLOR_SCHEMES) {
        await switchColorScheme(page, colorScheme);
        const chosen = await themeLook(current);
        for (const other of ['About', 'Reviews']) {
          const look = await themeLook(menu.getByRole('link', { name: other }));
          expectApart(chosen, look, `${colorScheme}: ${other}`);
        }
      }
    },
  );

  test('the sort shows its choice, inside a visible edge', async ({ page }) => {
    await page.goto(`${PAGE_PATHS.shop}?sort=price-asc`);
    await waitForHydration(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('price-asc');
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      await expectVisibleEdge(sort, `${colorScheme}: the sort`);
    }
  });

  for (const colorScheme of COLOR_SCHEMES) {
    test(`keyboard focus shows around the chosen option, the system set to ${colorScheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(PRODUCT_PATH);
      const firstThumbnail = page.getByRole('radio', { name: /^Show image 1 of/ });
      await tabTo(page, firstThumbnail);
      await expectVisibleFocus(firstThumbnail);
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page.getByRole('radio', { name: /^Show image 2 of/ }));

      const small = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio').first();
      await tabTo(page, small);
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page.getByRole('radio', { name: 'S', exact: true }));
    });
  }
});

test.describe('filled buttons keep their edge', () => {
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
      route: PAGE_PATHS.shop,
      name: "a card's View Details",
      find: (page) => page.getByText('View Details').first(),
    },
    { route: PRODUCT_PATH, name: 'Add to Cart', find: mainAddToCart },
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

  test("the restock form's submit button", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await mainAddToCart(page).click();
    const submit = page.getByRole('dialog').getByRole('button', { name: NOTIFY_LABELS.submit });
    await expect(submit).toBeVisible();
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(page, colorScheme);
      await expectVisibleEdge(submit, `${colorScheme}: ${NOTIFY_LABELS.submit}`);
    }
  });
});

test.describe('color dots keep their color, which is what they say', () => {
  /** The dot's painted fill, and the fill of its color's swatch, under each of the system's settings. */
  async function expectFillsItsSwatch(dot: Locator, colorName: string) {
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(dot.page(), colorScheme);
      const painted = await dot.evaluate((element) => getComputedStyle(element).backgroundColor);
      const [fill, swatch] = await resolveColors(dot.page(), [painted, swatchColor(colorName)]);
      expect(fill, `${colorScheme}: ${colorName}`).toEqual(swatch);
    }
  }

  test("the product page's color choice", async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    const color = page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').first();
    const name = (await drawnBy(color).innerText()).trim();
    await expectFillsItsSwatch(drawnBy(color).locator('[aria-hidden="true"]'), name);
  });

  test("a shop card's colors", async ({ page }) => {
    await page.goto(PAGE_PATHS.shop);
    const dot = page.locator('li[data-product-id] [title]').first();
    await expectFillsItsSwatch(dot, (await dot.getAttribute('title'))!);
  });
});

test.describe("a product's drawing keeps its backdrop, so a dark sweatshirt never lands on the theme's ground", () => {
  /** Under each of the system's settings, `box` paints its design's backdrop: its ground, and the wall's gradients. */
  async function expectBackdrop(box: Locator, id: number) {
    for (const colorScheme of COLOR_SCHEMES) {
      await switchColorScheme(box.page(), colorScheme);
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
  }

  test("the gallery's picture, and a shop card's", async ({ page }) => {
    const product = products[0]!;
    await page.goto(productPath(product.slug));
    await expectBackdrop(page.locator('[data-testid="gallery-main-image"]').first(), product.id);
    await page.goto(PAGE_PATHS.shop);
    await expectBackdrop(
      page.locator(`li[data-product-id="${product.id}"] [data-loaded]`),
      product.id,
    );
  });
});
