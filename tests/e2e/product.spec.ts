import type { Locator, Page } from '@playwright/test';
import { AVAILABILITY_COPY } from '../../data/availability';
import { getProductBySlug } from '../../lib/catalog';
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
import { expectedIds, shownProductIds, sortSelect } from './support/shop-page';

const PRODUCT = getProductBySlug('girl-mama-pink')!;
const PRODUCT_PATH = `/products/${PRODUCT.slug}`;
const PRODUCT_NAME = 'Girl Mama Pink Typography Sweatshirt';

const bottomBar = (page: Page) => page.getByTestId('purchase-bar');

/**
 * What a product page's HTML holds inside the radio group named `name`: by its aria-label, or by the text of
 * the element that labels it. The groups hold labels, inputs and images, no other element.
 */
function radioGroupHtml(html: string, name: string): string {
  const labelId = new RegExp(`<span id="([^"]+)"[^>]*>${name}</span>`).exec(html)?.[1];
  const opening = new RegExp(
    `<div role="radiogroup" (?:aria-label="${name}"|aria-labelledby="${labelId}")[^>]*>`,
  ).exec(html);
  if (!opening) return '';
  const start = opening.index + opening[0].length;
  return html.slice(start, html.indexOf('</div>', start));
}

/** Each radio of a group's HTML: its name, value, whether it is chosen, and its label's text. */
function radiosIn(group: string) {
  return [...group.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, label = '']) => {
    const input = /<input ([^>]*)\/>/.exec(label)?.[1] ?? '';
    return {
      name: /name="([^"]*)"/.exec(input)?.[1],
      value: /value="([^"]*)"/.exec(input)?.[1],
      checked: / checked=""/.test(input),
      label: label.replace(/<[^>]+>/g, ''),
    };
  });
}

test.describe('the exported HTML (no JavaScript needed)', () => {
  test('holds the product, its price, options, features, reviews and the LCP image; the thumbnails at low priority; the first color chosen, no size', async ({
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
    // The thumbnails are asked for last, so they never share the main image's bandwidth: Chromium raises an
    // image to high priority once it is laid out in view, unless it is marked low.
    const thumbnails = radioGroupHtml(html, 'Product images').match(/<img [^>]*>/g) ?? [];
    expect(thumbnails.map((img) => /fetchPriority="([^"]*)"/.exec(img)?.[1])).toEqual([
      'low',
      'low',
      'low',
      'low',
    ]);
    // Color and size are radio groups, each of one name: the first color chosen, no size yet.
    expect(radiosIn(radioGroupHtml(html, 'Color'))).toEqual(
      PRODUCT.colors.map((color, index) => ({
        name: 'color',
        value: color,
        checked: index === 0,
        label: color,
      })),
    );
    expect(PRODUCT.colors[0]).toBe('Charcoal Gray');
    expect(radiosIn(radioGroupHtml(html, 'Size'))).toEqual(
      ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({
        name: 'size',
        value: size,
        checked: false,
        label: size,
      })),
    );
  });
});

test('shows badge, name, rating, prices with the availability right under them, description, five features and the shop promises; a thumbnail switches the main image; the quantity starts at 1, never goes below it, and the button shows price × quantity; no bottom bar on a computer', async ({
  page,
}) => {
  // Five tests' checks, in one load of the page: twice a test's time.
  test.setTimeout(60_000);
  await page.goto(PRODUCT_PATH);
  const details = page.locator('h1').locator('..');

  await test.step('the details', async () => {
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
    await expect(page.getByText('Bestseller', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 4.9 out of 5 stars' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /1,834 reviews/ })).toBeVisible();
    await expect(details.getByText('$39.99')).toBeVisible();
    await expect(details.getByText('$54.99')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(page.getByRole('region', { name: 'Features' }).getByRole('listitem')).toHaveCount(
      5,
    );
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

  await test.step('the availability, right under the price', async () => {
    const copy = AVAILABILITY_COPY[PRODUCT.availability];
    const price = details.getByText('$39.99');
    const availability = details.getByText(`${copy.label}. ${copy.detail}`);
    await expect(availability).toBeVisible();
    const priceBox = await price.boundingBox();
    const availabilityBox = await availability.boundingBox();
    expect(priceBox && availabilityBox).toBeTruthy();
    // Directly below the price: no other block between them (the page's gap is 12px).
    const gap = availabilityBox!.y - (priceBox!.y + priceBox!.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(32);
  });

  await waitForHydration(page);

  await test.step('a thumbnail switches the main image and is marked as selected', async () => {
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

  await test.step('the quantity starts at 1, never goes below it, and the button shows price × quantity', async () => {
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

  await test.step('the bottom bar is never shown on a computer', async () => {
    await page.getByRole('region', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await expect(mainAddToCart(page)).not.toBeInViewport();
    await expect(bottomBar(page)).toBeHidden();
  });
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
    // Its link to the shop, once: a plain link, followed as the dialog closes.
    const browses = title === 'Out of Stock' && scripts === 'as they come';
    test.describe(`the ${title} dialog, scripts ${scripts}`, () => {
      test(`opens from its button with its content, traps focus, and closes on Escape, with its Close button and with a click outside, returning focus each time${browses ? '; Browse Other Products closes it and goes to the shop' : ''}`, async ({
        page,
      }) => {
        // Three or four tests' round trips, in one load of the page: twice a test's time.
        test.setTimeout(60_000);
        if (scripts === 'held back') await holdScripts(page);
        await page.goto(PRODUCT_PATH);
        const opener = openerOf(page);
        const dialog = dialogTitled(page, title);

        await test.step('opens with its content, traps focus, closes on Escape', async () => {
          await opener.click();
          await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
          await expectContent(dialog);
          await expectFocusTrapped(page, dialog);
          await page.keyboard.press('Escape');
          await expectClosedTo(opener, dialog);
        });

        await test.step('closes with its Close button', async () => {
          await opener.click();
          await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
          await dialog.getByRole('button', { name: 'Close' }).click();
          await expectClosedTo(opener, dialog);
        });

        await test.step('closes with a click outside', async () => {
          await opener.click();
          await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
          await expectFocusInside(dialog);
          await pressOutside(page);
          await expectClosedTo(opener, dialog);
        });

        if (!browses) return;
        await test.step('Browse Other Products closes it and goes to the shop', async () => {
          await opener.click();
          await dialog.getByRole('link', { name: 'Browse Other Products' }).click();
          await expect(page).toHaveURL(/\/shop$/);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Shop the Collection' }),
          ).toBeVisible();
          await expect(page.getByRole('dialog')).toHaveCount(0);
          // Not merely hidden: no dialog is left open, and the shop scrolls.
          await expect(page.locator('dialog[open]')).toHaveCount(0);
          await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
        });
      });
    });
  }
}

test.describe('the bottom bar', () => {
  test(
    'on a phone appears while the main Add to Cart is out of view, and hides when it is back; it never covers the end of the page: it stops above the footer',
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

      await test.step('at the end of the page, it stops above the footer', async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(bar).toBeVisible();
        const barBox = await bar.boundingBox();
        const footerBox = await page.locator('footer').boundingBox();
        expect(barBox && footerBox && barBox.y + barBox.height).toBeLessThanOrEqual(
          footerBox?.y ?? 0,
        );
      });
    },
  );
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
