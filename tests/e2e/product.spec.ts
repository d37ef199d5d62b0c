import type { Locator, Page } from '@playwright/test';
import { getAllProducts } from '../../lib/catalog';
import { expect, test } from './support/fixtures';
import {
  dialogTitled,
  expectClosedTo,
  expectFocusInside,
  expectFocusTrapped,
  pressOutside,
} from './support/dialogs';
import { holdScripts } from './support/held-responses';
import { waitForHydration } from './support/hydration';
import { isPhone } from './support/viewport';
import { mainAddToCart, panelStepper } from './support/product-page';
import { recordShareSheet } from './support/share-sheet';
import { expectedIds, shownProductIds, sortSelect } from './support/shop-page';

const PRODUCT_PATH = '/products/girl-mama-pink';
const PRODUCT_NAME = 'Girl Mama Pink Typography Sweatshirt';

const bottomBar = (page: Page) => page.getByTestId('purchase-bar');

test.describe('the exported HTML (no JavaScript needed)', () => {
  test('holds the product, its price, options, features, reviews and the LCP image', async ({
    request,
  }) => {
    const response = await request.get(PRODUCT_PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Short failure messages: the page is too long to print.
    const expectInHtml = (pattern: string | RegExp) =>
      expect(
        typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html),
        String(pattern),
      ).toBe(true);
    expectInHtml(`<title>${PRODUCT_NAME} | Milk &amp; Mischief</title>`);
    expectInHtml(new RegExp(`<h1[^>]*>${PRODUCT_NAME}</h1>`));
    expectInHtml(
      /<img(?=[^>]*fetchPriority="high")(?=[^>]*loading="eager")[^>]*src="\/images\/products\/girl-mama-pink\/front-1024\.webp"/,
    );
    expectInHtml('Add to Cart - $39.99');
    expectInHtml(`Showing 4 of 4 reviews for ${PRODUCT_NAME}`);
    expectInHtml('Why Shop With Us');
    expectInHtml('More designs you’ll love');
    for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL']) expectInHtml(`value="${size}"`);
  });

  test('every product has its page; any other slug is the 404 page', async ({ request }) => {
    for (const { slug } of getAllProducts()) {
      expect((await request.get(`/products/${slug}`)).status()).toBe(200);
    }
    expect((await request.get('/products/anything-else')).status()).toBe(404);
  });
});

test('shows badge, name, rating, prices, description, five features and the shop promises', async ({
  page,
}) => {
  await page.goto(PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page.getByText('Bestseller', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.9 out of 5 stars' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /1,834 reviews/ })).toBeVisible();
  const details = page.locator('h1').locator('..');
  await expect(details.getByText('$39.99')).toBeVisible();
  await expect(details.getByText('$54.99')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem')).toHaveCount(5);
  await expect(
    page.getByRole('region', { name: 'Why Shop With Us' }).getByRole('listitem'),
  ).toHaveText([
    'Free shipping on orders over $50',
    '30-day returns',
    'Ships within 1-2 business days',
    '10K+ happy customers',
    'Secure checkout',
  ]);
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText(`Showing 4 of 4 reviews for ${PRODUCT_NAME}`)).toBeVisible();
  await expect(reviews.getByRole('listitem')).toHaveCount(4);
});

test('the main image is asked for first and the thumbnails last, so they never share its bandwidth', async ({
  page,
}) => {
  await page.goto(PRODUCT_PATH);
  const main = page.locator('[data-testid="gallery-main-image"]:visible');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  // Chromium raises an image to high priority once it is laid out in view, unless it is marked low.
  const thumbnailImages = page.getByRole('radiogroup', { name: 'Product images' }).locator('img');
  await expect(thumbnailImages).toHaveCount(4);
  for (const image of await thumbnailImages.all())
    await expect(image).toHaveAttribute('fetchpriority', 'low');
});

test('a thumbnail switches the main image and is marked as selected', async ({ page }) => {
  await page.goto(PRODUCT_PATH);
  const main = page.locator('[data-testid="gallery-main-image"]:visible');
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAttribute('src', /girl-mama-pink\/front-1024\.webp$/);
  const thumbnails = page
    .getByRole('radiogroup', { name: 'Product images' })
    .getByRole('radio', { name: /^Show image \d of 4: / });
  await expect(thumbnails).toHaveCount(4);
  await expect(thumbnails.nth(0)).toBeChecked();

  await thumbnails.nth(2).click();
  await expect(main).toHaveAttribute('src', /girl-mama-pink\/zip-open-1024\.webp$/);
  await expect(main).toHaveAttribute('alt', /with the side nursing zips open/);
  await expect(thumbnails.nth(2)).toBeChecked();
  await expect(thumbnails.nth(0)).not.toBeChecked();
  // Arrow keys move through the thumbnails as through any radio group.
  await page.keyboard.press('ArrowRight');
  await expect(thumbnails.nth(3)).toBeChecked();
  await expect(main).toHaveAttribute('src', /girl-mama-pink\/flat-lay-1024\.webp$/);
  await thumbnails.nth(2).click();
  // The new picture actually arrives (not a broken image).
  await expect
    .poll(() =>
      main.evaluate(
        (img: HTMLImageElement) =>
          img.currentSrc.includes('/zip-open-') && img.complete && img.naturalWidth > 0,
      ),
    )
    .toBe(true);
});

test('the quantity starts at 1, never goes below it, and the button shows price × quantity', async ({
  page,
}) => {
  await page.goto(PRODUCT_PATH);
  const stepper = panelStepper(page);
  const minus = stepper.getByRole('button', { name: 'Decrease quantity' });
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  await expect(stepper.getByTestId('quantity-value')).toHaveText('1');
  await expect(minus).toBeDisabled();
  await expect(mainAddToCart(page)).toHaveText('Add to Cart - $39.99');

  await plus.click();
  await plus.click();
  await expect(stepper.getByTestId('quantity-value')).toHaveText('3');
  await expect(mainAddToCart(page)).toHaveText('Add to Cart - $119.97');
  await expect(minus).toBeEnabled();
  // Announced to screen readers, once for both steppers.
  await expect(page.getByRole('status').filter({ hasText: /^Quantity 3$/ })).toHaveCount(1);

  await minus.click();
  await minus.click();
  await expect(minus).toBeDisabled();
  // At 1, a press (forced past Playwright's own "disabled" check) changes nothing.
  await minus.click({ force: true });
  await expect(stepper.getByTestId('quantity-value')).toHaveText('1');
  await expect(mainAddToCart(page)).toHaveText('Add to Cart - $39.99');
});

test('color starts on the first one, size on none; both are radio groups', async ({ page }) => {
  await page.goto(PRODUCT_PATH);
  await expect(
    page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio', { name: 'Charcoal Gray' }),
  ).toBeChecked();
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(6);
  for (const radio of await sizes.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await sizes.getByRole('radio', { name: 'L', exact: true }).check();
  await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();
});

const DIALOGS = [
  {
    title: 'Out of Stock',
    opener: mainAddToCart,
    async expectContent(dialog: Locator) {
      await expect(dialog.getByText(/sold out right now/)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Browse Other Products' })).toBeVisible();
    },
  },
  {
    title: 'Size Guide',
    opener: (page: Page) => page.getByRole('button', { name: 'Size Guide' }),
    async expectContent(dialog: Locator) {
      const chart = dialog.getByRole('img', { name: /^Size chart/ });
      await expect(chart).toBeVisible();
      // The chart actually arrives (not a broken image).
      await expect
        .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(dialog.getByRole('table')).toBeVisible();
      await expect(dialog.getByRole('rowheader', { name: 'XXL' })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Read the full size guide' })).toHaveAttribute(
        'href',
        '/size-guide',
      );
    },
  },
];

// Native dialogs, the same whether the page's scripts have arrived or not (held back, as on a slow phone).
for (const { title, opener: openerOf, expectContent } of DIALOGS) {
  for (const scripts of ['as they come', 'held back'] as const) {
    test.describe(`the ${title} dialog, scripts ${scripts}`, () => {
      test.beforeEach(async ({ page }) => {
        if (scripts === 'held back') await holdScripts(page);
      });

      /** The product page, with the dialog opened from its button. */
      async function openFromButton(page: Page) {
        await page.goto(PRODUCT_PATH);
        const opener = openerOf(page);
        await opener.click();
        return { opener, dialog: dialogTitled(page, title) };
      }

      test('opens from its button with its content, traps focus, closes on Escape and returns focus', async ({
        page,
      }) => {
        const { opener, dialog } = await openFromButton(page);
        await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
        await expectContent(dialog);
        await expectFocusTrapped(page, dialog);

        await page.keyboard.press('Escape');
        await expectClosedTo(opener, dialog);
      });

      test('closes with its Close button and with a click outside, returning focus', async ({
        page,
      }) => {
        const { opener, dialog } = await openFromButton(page);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expectClosedTo(opener, dialog);

        await opener.click();
        await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
        await expectFocusInside(dialog);
        await pressOutside(page);
        await expectClosedTo(opener, dialog);
      });
    });
  }
}

test('Browse Other Products closes the Out of Stock dialog and goes to the shop', async ({
  page,
}) => {
  await page.goto(PRODUCT_PATH);
  await mainAddToCart(page).click();
  const dialog = dialogTitled(page, 'Out of Stock');
  await dialog.getByRole('link', { name: 'Browse Other Products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop the Collection' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Not merely hidden: no dialog is left open, and the shop scrolls.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test.describe('Share', () => {
  test('on a computer copies the page link and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PRODUCT_PATH);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${PRODUCT_PATH}`,
    );
  });

  test(
    'on a phone opens the system share sheet with the title and link',
    { tag: '@phone' },
    async ({ page, baseURL }) => {
      test.skip(!isPhone(page), 'computers copy the link');
      const shareCalls = await recordShareSheet(page);
      await page.goto(PRODUCT_PATH);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect
        .poll(shareCalls)
        .toEqual([{ title: PRODUCT_NAME, url: `${baseURL}${PRODUCT_PATH}` }]);
      await expect(page.getByText('Link copied')).toHaveCount(0);
    },
  );
});

test.describe('the bottom bar', () => {
  test(
    'on a phone appears while the main Add to Cart is out of view, and hides when it is back',
    { tag: '@phone' },
    async ({ page }) => {
      test.skip(!isPhone(page), 'the bar is for small screens');
      await page.goto(PRODUCT_PATH);
      const bar = bottomBar(page);

      await mainAddToCart(page).scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();

      await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
      await expect(mainAddToCart(page)).not.toBeInViewport();
      await expect(bar).toBeVisible();
      await expect(bar.getByText('$39.99')).toBeVisible();

      // It shares the quantity with the panel and opens the same dialog.
      await bar.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(bar.getByText('$79.98')).toBeVisible();
      await expect(mainAddToCart(page)).toHaveText('Add to Cart - $79.98');
      await bar.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(
        dialogTitled(page, 'Out of Stock').getByRole('heading', { name: 'Out of Stock' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeFocused();

      await mainAddToCart(page).scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
    },
  );

  test(
    'never covers the end of the page: it stops above the footer',
    { tag: '@phone' },
    async ({ page }) => {
      test.skip(!isPhone(page), 'the bar is for small screens');
      await page.goto(PRODUCT_PATH);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = bottomBar(page);
      await expect(bar).toBeVisible();
      const barBox = await bar.boundingBox();
      const footerBox = await page.locator('footer').boundingBox();
      expect(barBox && footerBox && barBox.y + barBox.height).toBeLessThanOrEqual(
        footerBox?.y ?? 0,
      );
    },
  );

  test('is never shown on a computer', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await expect(mainAddToCart(page)).not.toBeInViewport();
    await expect(bottomBar(page)).toBeHidden();
  });
});

test('reached from the shop without a page load, the gallery, color and size show their choice, and the shop still sorts', async ({
  page,
}) => {
  // React writes the pages' generated rules into the head (components/ui/hoisted-style.tsx): the product
  // page's must arrive with it, beside the shop's sort rules, which must still apply on the way back.
  await page.goto('/shop/food');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Milk Bar Sweatshirt', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/milk-bar$/);
  expect(await page.evaluate(() => 'sameDocument' in window), 'no page load').toBe(true);

  const main = page.locator('[data-testid="gallery-main-image"]:visible');
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAttribute('src', /milk-bar\/front-1024\.webp$/);
  await expect(page.locator('[data-color-choice]:visible')).toHaveText([': Charcoal Gray']);
  await expect(page.locator('[data-size-choice]:visible')).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: 'Product images' })
    .getByRole('radio', { name: /^Show image 3 of 4: / })
    .click();
  await expect(main).toHaveAttribute('src', /milk-bar\/zip-open-1024\.webp$/);
  await page
    .getByRole('radiogroup', { name: 'Size' })
    .getByRole('radio', { name: 'L', exact: true })
    .check();
  await expect(page.locator('[data-size-choice]:visible')).toHaveText([': L']);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/food$/);
  await sortSelect(page).selectOption('newest');
  expect(await shownProductIds(page)).toEqual(expectedIds('Food', 'newest'));
  expect(await page.evaluate(() => 'sameDocument' in window), 'no page load').toBe(true);
});

test('moving to another design from "More designs you\'ll love" starts at the top with fresh choices', async ({
  page,
}) => {
  await page.goto(PRODUCT_PATH);
  await panelStepper(page).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(mainAddToCart(page)).toHaveText('Add to Cart - $79.98');

  const related = page.getByRole('region', { name: 'More designs you’ll love' });
  await expect(related.getByRole('link')).toHaveCount(4);
  const next = related.getByRole('link', { name: 'Girl Mama Bow Collection Sweatshirt' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await next.click();

  await expect(page).toHaveURL(/\/products\/girl-mama-bow-collection$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Girl Mama Bow Collection Sweatshirt' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(mainAddToCart(page)).toHaveText('Add to Cart - $39.99');
  await expect(page).toHaveTitle('Girl Mama Bow Collection Sweatshirt | Milk & Mischief');
});
