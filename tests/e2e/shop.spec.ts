import type { Page } from '@playwright/test';
import { SHOP_CATEGORIES, SORT_OPTIONS } from '../../lib/shop-query';
import { expect, test } from './support/fixtures';
import { shownProductIds } from './support/shop-page';
import { scrollUntilFadedIn } from './support/viewport';

const grid = (page: Page) =>
  page.getByRole('list').filter({ has: page.locator('li[data-product-id]') });
const shownCards = (page: Page) => grid(page).locator('li[data-product-id]:visible');
const categories = (page: Page) => page.getByRole('radiogroup', { name: 'Categories' });
const category = (page: Page, name: string) =>
  categories(page).getByRole('radio', { name, exact: true });
/** The count line: one sentence per category in the HTML, CSS shows the chosen one (innerText). */
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });

async function shownNames(page: Page): Promise<string[]> {
  return shownCards(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** Opens the shop; the test acts as soon as the page is there, as a shopper does. */
async function openShop(page: Page, path = '/shop') {
  await page.goto(path);
}

test('the exported HTML holds all 26 cards, each a link with its image for crawlers', async ({
  request,
}) => {
  const response = await request.get('/shop');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Shop the Collection');
  expect(html.match(/<li[^>]*data-product-id="\d+"/g)).toHaveLength(26);
  expect(html.match(/href="\/products\/[a-z-]+"/g)?.length).toBeGreaterThanOrEqual(26);
  // The first card's picture is in the page itself, at high priority and visible before hydration (the
  // largest paint on phones); every other card has its <noscript> copy for crawlers and no-JS visitors.
  const firstCard = /<li[^>]*data-product-id="1".*?<\/li>/.exec(html)?.[0] ?? '';
  expect(firstCard).toMatch(/<img [^>]*fetchPriority="high"[^>]*opacity-100/);
  expect(firstCard).not.toContain('<noscript>');
  expect(html.match(/<noscript><img /g)).toHaveLength(25);
  expect(html).toContain('Girl Mama Bow Collection Sweatshirt');
  expect(html).toContain('<title>Shop the Collection | Milk &amp; Mischief</title>');
});

test('shows the title, subtitle, 14 category choices with All checked, the sort options and 26 cards', async ({
  page,
}) => {
  await openShop(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop the Collection' })).toBeVisible();
  await expect(page.getByText(/mama humor, vintage vibes and cozy comfort/i)).toBeVisible();
  await expect(categories(page).getByRole('radio')).toHaveCount(14);
  // The lists themselves are pinned in tests/unit/catalog-queries.test.ts.
  await expect(categories(page).locator('label')).toHaveText([...SHOP_CATEGORIES]);
  await expect(category(page, 'All')).toBeChecked();
  await expect(sortSelect(page).locator('option')).toHaveText(
    SORT_OPTIONS.map((option) => option.label),
  );
  await expect(sortSelect(page)).toHaveValue('popular');
  await expect(shownCards(page)).toHaveCount(26);
  await expect(countLine(page)).toHaveText('Showing 26 products', { useInnerText: true });
});

test('Feminine shows exactly products 22 and 23, marks the choice and updates the URL', async ({
  page,
}) => {
  await openShop(page);
  await category(page, 'Feminine').click();
  await expect(shownCards(page)).toHaveCount(2);
  expect(await shownNames(page)).toEqual([
    'Girl Mama Pink Typography Sweatshirt',
    'Girl Mama Bow Collection Sweatshirt',
  ]);
  expect(await shownProductIds(page)).toEqual([22, 23]);
  await expect(category(page, 'Feminine')).toBeChecked();
  await expect(category(page, 'All')).not.toBeChecked();
  await expect(countLine(page)).toHaveText('Showing 2 products', { useInnerText: true });
  await expect(page).toHaveURL(/\/shop\?category=Feminine$/);
});

test('Newest puts 26 first, highest id first throughout', async ({ page }) => {
  await openShop(page);
  await sortSelect(page).selectOption({ label: 'Newest' });
  await expect
    .poll(() => shownProductIds(page))
    .toEqual(Array.from({ length: 26 }, (_, index) => 26 - index));
  await expect(page).toHaveURL(/\/shop\?sort=newest$/);
});

test('price sorts order the shown prices and keep catalog order for equal prices', async ({
  page,
}) => {
  await openShop(page);
  const prices = async () =>
    (await shownCards(page).locator('p > span.font-bold').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );

  await sortSelect(page).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price-asc/);
  const ascending = await prices();
  expect(ascending).toHaveLength(26);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  // Every design is the same price today, so the (stable) sort keeps catalog order.
  expect(await shownProductIds(page)).toEqual(Array.from({ length: 26 }, (_, index) => index + 1));

  await sortSelect(page).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  const descending = await prices();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
});

test('a shared link applies its category and sort, changes update the URL, and Back restores them', async ({
  page,
}) => {
  await openShop(page, '/shop?category=Humor&sort=newest');
  // The exported page is the default view; the query applies once the page's scripts have run.
  await expect(category(page, 'Humor')).toBeChecked();
  await expect(sortSelect(page)).toHaveValue('newest');
  await expect.poll(() => shownProductIds(page)).toEqual([21, 15, 7, 5, 1]);

  await category(page, 'Vintage').click();
  await expect(page).toHaveURL(/\/shop\?category=Vintage&sort=newest$/);
  expect(await shownProductIds(page)).toEqual([12, 2]);

  await sortSelect(page).selectOption({ label: 'Popular' });
  await expect(page).toHaveURL(/\/shop\?category=Vintage$/);
  await expect.poll(() => shownProductIds(page)).toEqual([2, 12]);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?category=Vintage&sort=newest$/);
  await expect(sortSelect(page)).toHaveValue('newest');
  await expect.poll(() => shownProductIds(page)).toEqual([12, 2]);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\?category=Humor&sort=newest$/);
  await expect(category(page, 'Humor')).toBeChecked();
  await expect.poll(() => shownProductIds(page)).toEqual([21, 15, 7, 5, 1]);

  await page.goForward();
  await expect(category(page, 'Vintage')).toBeChecked();
});

test('unknown query values fall back to All and Popular', async ({ page }) => {
  await openShop(page, '/shop?category=Socks&sort=cheapest');
  await expect(category(page, 'All')).toBeChecked();
  await expect(sortSelect(page)).toHaveValue('popular');
  await expect(shownCards(page)).toHaveCount(26);
});

test('card images load only when near the viewport, then replace the placeholder', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/images\/products\/([a-z-]+)\//.exec(request.url());
    if (match?.[1]) requested.add(match[1]);
  });
  await openShop(page);
  const firstCard = grid(page).locator('li[data-product-id="1"]');
  const lastCard = grid(page).locator('li[data-product-id="26"]');

  await expect(firstCard.locator('[data-loaded="true"] img')).toBeVisible();
  expect(requested.has('mamas-boobery')).toBe(true);
  // Far below the fold: no image element (beyond the <noscript> text) and no request yet.
  await expect(lastCard.locator('img')).toHaveCount(0);
  await expect(lastCard.locator('[data-loaded="false"]')).toHaveCount(1);
  expect(requested.has('boy-mom-club')).toBe(false);

  const image = lastCard.getByRole('img', { name: /Boy Mom Club Bow Sweatshirt/ });
  await scrollUntilFadedIn(lastCard, image);
  await expect(image).toHaveAttribute('src', '/images/products/boy-mom-club/front.webp');
  await expect(lastCard.locator('[data-loaded="true"]')).toHaveCount(1);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(requested.has('boy-mom-club')).toBe(true);
});

test('the image box keeps its size while loading, so nothing shifts', async ({ page }) => {
  await openShop(page);
  const box = grid(page).locator('li[data-product-id="26"] [data-loaded]');
  const before = await box.boundingBox();
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-loaded', 'true');
  const after = await box.boundingBox();
  expect(before && after && Math.round(after.height)).toBe(before && Math.round(before.height));
  expect(before && Math.round(before.width)).toBe(before && Math.round(before.height));
});

test('a card is one link to its product page', async ({ page }) => {
  await openShop(page);
  const card = page.getByRole('link', { name: 'Milk Bar Sweatshirt', exact: true });
  await expect(card).toHaveAttribute('href', '/products/milk-bar');
  await expect(card.getByText('View Details')).toBeVisible();
  await expect(card.getByText('$54.99')).toHaveCSS('text-decoration-line', 'line-through');
  await card.click();
  await expect(page).toHaveURL(/\/products\/milk-bar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milk Bar Sweatshirt' })).toBeVisible();
});

test('the grid has 1 column on phones and up to 4 on wide screens', async ({ page }) => {
  await openShop(page);
  const columns = await grid(page).evaluate(
    (list) => getComputedStyle(list).gridTemplateColumns.split(' ').length,
  );
  const width = page.viewportSize()?.width ?? 0;
  expect(columns).toBe(width >= 1280 ? 4 : width >= 1024 ? 3 : width >= 640 ? 2 : 1);
});
