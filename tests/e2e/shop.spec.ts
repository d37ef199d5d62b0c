import type { Page } from '@playwright/test';
import { CATEGORY_COPY } from '../../data/categories';
import { SHOP_PAGE_SIZE } from '../../data/constants';
import { CATEGORIES } from '../../data/types';
import { getAllProducts, getProductsInCategory } from '../../lib/catalog';
import { countText } from '../../lib/listing-page';
import { formatMoney } from '../../lib/money';
import { SORT_OPTIONS } from '../../lib/shop-query';
import { listClass, listEverySortClass, pageOrder } from '../../lib/shop-lists';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-responses';
import { waitForHydration, watchMountEffects } from './support/hydration';
import {
  cardsInHtml,
  categoryChip,
  categoryChips,
  expectedIds,
  firstScreenIds,
  lastCardHeights,
  listingPages,
  MOST_HEIGHT_GUESS_MISS_PX,
  shownCardHeights,
  shownPrices,
  shownProductIds,
  sortSelect,
} from './support/shop-page';
import { isPhone, scrollThroughPage, scrollUntilFadedIn } from './support/viewport';

/** The tests' catalog (tests/fixtures/content): 40 designs, two pages of the shop. */
const PRODUCT_COUNT = getAllProducts().length;
const FIRST_PAGE = expectedIds('All', 'popular');

const grid = (page: Page) =>
  page.getByRole('list').filter({ has: page.locator('li[data-product-id]') });
const shownCards = (page: Page) => grid(page).locator('li[data-product-id]:visible');
/** The count line of the view shown: one per view in the page, the current chip's shown by CSS. */
const countLine = (page: Page) => page.getByRole('status').locator('span:visible');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function shownNames(page: Page): Promise<string[]> {
  return shownCards(page).getByRole('heading', { level: 2 }).allTextContents();
}

/** The links a listing page's HTML marks as the page shown, as "href text", but the menus' Shop. */
function currentLinks(html: string): string[] {
  return [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)]
    .filter(([, attributes]) => attributes?.includes('aria-current="page"'))
    .map(([, attributes, text]) => `${/href="([^"]*)"/.exec(attributes ?? '')?.[1]} ${text}`)
    .filter((link) => link !== '/shop Shop');
}

/** The count line of each view a listing page's HTML holds, by view. */
function countLines(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<span data-count-for="([^"]+)">([^<]*)<\/span>/g)].map(([, view, text]) => [
      view,
      text,
    ]),
  );
}

/** The count line of each view on its first page: All's of its first page, each category's whole. */
const WHOLE_COUNTS = Object.fromEntries([
  ['all', countText(1, SHOP_PAGE_SIZE, PRODUCT_COUNT)],
  ...CATEGORIES.map((category) => {
    const count = getProductsInCategory(category).length;
    return [category.toLowerCase(), countText(1, Math.min(count, SHOP_PAGE_SIZE), count)];
  }),
]);

test("the exported HTML holds its page's cards, each a link with its image for crawlers, and the first cards of every other list", async ({
  request,
}) => {
  expect(PRODUCT_COUNT).toBeGreaterThan(SHOP_PAGE_SIZE);
  const response = await request.get('/shop');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Shop the Collection');
  const cards = cardsInHtml(html);
  // Its own first screen first (the first card, its largest paint, early in the HTML), then the other
  // lists' cards, then the rest of its page, in its order…
  const ids = cards.map((card) => card.id);
  expect(ids).toEqual(pageOrder(FIRST_PAGE, ids));
  expect(
    cards.filter((card) => card.classes.includes(listEverySortClass('all'))).map((card) => card.id),
  ).toEqual(FIRST_PAGE);
  // …then the first cards of its own list in the other sorts, and of every category's: no more.
  const held = new Set([
    ...FIRST_PAGE,
    ...(['price-asc', 'price-desc', 'newest'] as const).flatMap((sort) =>
      firstScreenIds('All', sort),
    ),
    ...CATEGORIES.flatMap((category) => firstScreenIds(category, 'popular')),
  ]);
  expect(new Set(cards.map((card) => card.id))).toEqual(held);
  // The first card's picture is in the page itself, at high priority and visible before hydration (the
  // largest paint on phones); every other card of its own list, in any sort (a sort works with JavaScript
  // off), has its <noscript> copy for crawlers and no-JS visitors, one drawing for both themes over the
  // card's backdrop; the cards held for other categories' chips, which no tap shows without it, have none.
  const firstCard = /<li[^>]*data-product-id="1".*?<\/li>/.exec(html)?.[0] ?? '';
  expect(firstCard).toMatch(/<img [^>]*fetchPriority="high"[^>]*opacity-100/);
  expect(firstCard).not.toContain('<noscript>');
  const noscriptCopy = /<noscript><img [^>]*srcSet="\/images\/products\/[^"]+"[^>]*>/g;
  const ownList = cards.filter((card) =>
    [listEverySortClass('all'), ...SORT_OPTIONS.map(({ value }) => listClass('all', value))].some(
      (name) => card.classes.includes(name),
    ),
  );
  expect(html.match(noscriptCopy)).toHaveLength(ownList.length - 1);
  // Every design on this page or the next is a plain link away: its card, or the link to its page.
  expect(html).toContain('href="/shop/page/2"');
  expect(html).toContain('Girl Mama Bow Collection Sweatshirt');
  expect(html).toContain('<title>Shop the Collection | Milk &amp; Mischief</title>');
});

test('each category page holds its own cards first, in a list of their own, its own heading, current chip and first image, and the count of every view it holds', async ({
  request,
}) => {
  for (const category of CATEGORIES) {
    const path = `/shop/${category.toLowerCase()}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // Its own cards first (the first it shows, its largest paint, is not behind the others in its HTML),
    // in a list of their own that a chip hides whole, naming only its own lists; then the first cards of
    // every other list, so that a chip shows its category at once.
    const cards = cardsInHtml(html);
    const slug = category.toLowerCase();
    const own = expectedIds(category, 'popular');
    const inOwnList = cards.filter((card) => card.inOwnList);
    const ownListIds = inOwnList.map((card) => card.id);
    // Its first screen first, then the other sorts' first cards, then the rest of its page.
    expect(ownListIds, path).toEqual(pageOrder(own, ownListIds));
    expect(cards.slice(0, inOwnList.length), path).toEqual(inOwnList);
    const others = cards.slice(inOwnList.length);
    expect(
      others.map((card) => card.id),
      path,
    ).toEqual(expect.arrayContaining(firstScreenIds('All', 'popular')));
    for (const card of inOwnList)
      expect(
        card.classes
          .filter((name) => name.startsWith('list-'))
          .every((name) => name.startsWith(`list-${slug}__`)),
        path,
      ).toBe(true);
    for (const card of others)
      expect(
        card.classes.some((name) => name.startsWith(`list-${slug}__`)),
        path,
      ).toBe(false);
    const headings = [...html.matchAll(/<h1 [^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
    expect(headings, path).toEqual([CATEGORY_COPY[category].title]);
    // The links marked as the page shown: its chip, besides the menus' Shop (the page is in the shop).
    expect(currentLinks(html), path).toEqual([`${path} ${category}`]);
    // The count line of every view it holds, shown by its chip: the whole view's, even of a view it holds
    // only the first cards of (the count of the cards held would be too few).
    expect(countLines(html), path).toEqual(WHOLE_COUNTS);
    // The first card it shows has its picture in the page, loading with it, as on /shop.
    const first = getProductsInCategory(category)[0]!;
    const firstCard = new RegExp(`<li[^>]*data-product-id="${first.id}".*?</li>`).exec(html)?.[0];
    expect(firstCard, path).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html.match(/<img [^>]*fetchPriority="high"/g), path).toHaveLength(1);
  }
});

test("a later page's HTML is a page of its own: its designs, heading, trail, count and page links; its chips lead to each view's first page", async ({
  request,
}) => {
  const response = await request.get('/shop/page/2');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const headings = [...html.matchAll(/<h1 [^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
  expect(headings).toEqual(['Shop the Collection']);
  expect(
    cardsInHtml(html)
      .filter((card) => card.classes.includes(listEverySortClass('all')))
      .map((card) => card.id),
  ).toEqual(expectedIds('All', 'popular', 2));
  const trail = /<nav aria-label="Breadcrumb">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect(
    [...trail.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item?.replace(/<[^>]+>/g, '')),
  ).toEqual(['Home', '›Shop', '›Page 2']);
  expect(countLines(html)).toEqual({
    ...WHOLE_COUNTS,
    all: `Showing ${SHOP_PAGE_SIZE + 1}–${PRODUCT_COUNT} of ${PRODUCT_COUNT} products`,
  });
  // The page links: this page marked as the one shown, and no Show more after the last page.
  expect(
    /<a href="\/shop\/page\/2" aria-label="Page 2" aria-current="page"/.test(html),
    'Page 2 is current',
  ).toBe(true);
  expect(html).not.toContain('Show more designs');
  // All is its chip, and each chip leads to its view's first page.
  expect(currentLinks(html)).toEqual(['/shop All', '/shop/page/2 2']);
  expect(
    [...html.matchAll(/<a href="([^"]*)" data-link-choice="([^"]+)"/g)].map(
      ([, href, view]) => `${view} ${href}`,
    ),
  ).toEqual([
    'all /shop',
    ...CATEGORIES.map((category) => `${category.toLowerCase()} /shop/${category.toLowerCase()}`),
  ]);
});

test('shows the title, subtitle, the chips with All current, the sort options, its first page of cards and the links to its pages; Show more adds the next page below, the focus on its first card; the address and the history stay', async ({
  page,
}) => {
  // Two tests' checks, then hydration and a page fetched: more than a test's time on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/shop');
  await test.step('the page as it comes', async () => {
    await expect(heading(page)).toHaveText('Shop the Collection');
    await expect(page.getByText(/mama humor, vintage vibes and cozy comfort/i)).toBeVisible();
    await expect(categoryChips(page)).toHaveText(['All', ...CATEGORIES]);
    await expect(categoryChip(page, 'All')).toHaveAttribute('aria-current', 'page');
    await expect(categoryChips(page).and(page.locator('[aria-current]'))).toHaveCount(1);
    await expect(sortSelect(page).locator('option')).toHaveText(
      SORT_OPTIONS.map((option) => option.label),
    );
    await expect(sortSelect(page)).toHaveValue('popular');
    expect(await shownProductIds(page)).toEqual(FIRST_PAGE);
    await expect(countLine(page)).toHaveText(
      `Showing 1–${SHOP_PAGE_SIZE} of ${PRODUCT_COUNT} products`,
    );
    const pages = listingPages(page);
    await expect(pages).toHaveAccessibleName('Pages of the collection');
    await expect(pages.getByRole('link')).toHaveText(['Show more designs', '1', '2']);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/shop/page/2',
    );
  });

  await test.step('Show more', async () => {
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    await listingPages(page).getByRole('link', { name: 'Show more designs' }).click();
    await expect
      .poll(() => shownProductIds(page))
      .toEqual(expectedIds('All', 'popular').concat(expectedIds('All', 'popular', 2)));
    await expect(countLine(page)).toHaveText(`Showing ${PRODUCT_COUNT} products`);
    const firstNew = expectedIds('All', 'popular', 2)[0];
    await expect(page.locator(':focus')).toHaveAttribute('href', new RegExp(`/products/`));
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('li')?.getAttribute('data-product-id'),
      ),
    ).toBe(String(firstNew));
    await expect(listingPages(page).getByRole('link', { name: 'Show more designs' })).toHaveCount(
      0,
    );
    await expect(page).toHaveURL(/\/shop$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});

for (const { path, view, category, holds } of [
  // Floral's page holds the first cards of every other view, and its own few, whole in every sort: a sort
  // there switches a few cards. A rule that looked for the option checked with `:has()` had the browser
  // restyle every card.
  { path: '/shop/floral', view: 'floral', category: 'Floral', holds: 'its few cards' },
  // The shop, of two pages, holds its first page and the first cards of the other sorts: a sort puts those
  // first and leaves the page's own cards where they stood (lib/shop-lists.ts, followsDefaultSort), where
  // reordering the page restyled all of them.
  { path: '/shop', view: 'all', category: 'All', holds: 'a page of two' },
] as const) {
  test(`a sort restyles the cards it switches, not every card the page holds (${path}: ${holds})`, async ({
    browser,
    page,
  }) => {
    // Without motion: a picture fading in or a placeholder pulsing is restyled in every frame, the sort's
    // among them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const mountEffectsRan = await watchMountEffects(page);
    await page.goto(path);
    await mountEffectsRan();
    // React renders the island again once hydrated, in a task after the mount effects: idle comes after it,
    // so that no restyle of its own is pending when the sort is chosen.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    const cards = page.locator('li[data-product-id]');
    const switched = cards.and(
      page.locator(
        ['popular', 'newest'].map((sort) => `.${listClass(view, sort as 'popular')}`).join(),
      ),
    );
    const [held, switchedCount] = [await cards.count(), await switched.count()];
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await sortSelect(page).selectOption('newest');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        ts: number;
        args?: { elementCount?: number; data?: { type?: string } };
      }[];
    };
    const change = traceEvents.find(
      (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'change',
    );
    // The first restyle after the change is the one it asks for (later ones draw the cards it brought into view).
    const restyle = traceEvents
      .filter((event) => event.name === 'UpdateLayoutTree' && event.ts > (change?.ts ?? Infinity))
      .sort((a, b) => a.ts - b.ts)[0];
    // Besides the cards switched: the select, its options and the parts the browser draws it with (6 to 8 here),
    // however many cards the page holds.
    const selectParts = 12;
    expect(held).toBeGreaterThan(switchedCount + 2 * selectParts);
    expect(restyle?.args?.elementCount).toBeLessThanOrEqual(switchedCount + selectParts);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds(category, 'newest'));
  });
}

test('Feminine shows at once, before the scripts arrive: exactly products 22 and 23, no page loaded; then its address, title, canonical and breadcrumbs', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/shop');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await categoryChip(page, 'Feminine').click();
  await expect(shownCards(page)).toHaveCount(2);
  expect(await shownNames(page)).toEqual([
    'Girl Mama Pink Typography Sweatshirt',
    'Girl Mama Bow Collection Sweatshirt',
  ]);
  await expect(categoryChip(page, 'Feminine')).toHaveAttribute('aria-current', 'page');
  await expect(categoryChip(page, 'All')).not.toHaveAttribute('aria-current');
  await expect(countLine(page)).toHaveText('Showing 2 products');
  await expect(page).toHaveURL(/\/shop$/);

  await scripts.release();
  await expect(page).toHaveURL(/\/shop\/feminine$/);
  await expect(heading(page)).toHaveText(CATEGORY_COPY.Feminine.title);
  await expect(page).toHaveTitle(`${CATEGORY_COPY.Feminine.title} | Milk & Mischief`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/shop\/feminine$/,
  );
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', '›Shop', '›Feminine']);
  await expect(breadcrumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  await expect(shownCards(page)).toHaveCount(2);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a category page offers every other category the same way, the chip tapped filled in the next frame, not faded in; Back and Forward walk the choices, in one page', async ({
  page,
}) => {
  await page.goto('/shop/humor');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const filled = await categoryChip(page, 'Humor').evaluate(
    (chip) => getComputedStyle(chip).backgroundColor,
  );
  const all = categoryChip(page, 'All');
  // Read in the first frame after the click, as the shopper sees it.
  await all.evaluate((chip) =>
    chip.addEventListener(
      'click',
      () =>
        requestAnimationFrame(() =>
          Object.assign(window, { filledAtFrame: getComputedStyle(chip).backgroundColor }),
        ),
      { once: true },
    ),
  );
  await all.click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { filledAtFrame?: string }).filledAtFrame))
    .toBe(filled);
  await expect.poll(() => shownProductIds(page)).toEqual(FIRST_PAGE);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(heading(page)).toHaveText('Shop the Collection');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await categoryChip(page, 'Floral').click();
  await expect(page).toHaveURL(/\/shop\/floral$/);
  await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Floral', 'popular'));
  await expect(page).toHaveTitle(`${CATEGORY_COPY.Floral.title} | Milk & Mischief`);

  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(categoryChip(page, 'All')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => shownProductIds(page)).toEqual(FIRST_PAGE);
  await expect(page).toHaveTitle('Shop the Collection | Milk & Mischief');
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/humor$/);
  await expect(categoryChip(page, 'Humor')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Humor', 'popular'));
  await expect(heading(page)).toHaveText(CATEGORY_COPY.Humor.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/humor$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => shownProductIds(page)).toEqual(FIRST_PAGE);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('price sorts put the designs in order of their prices, each way, catalog order among equal prices', async ({
  page,
}) => {
  const catalog = getAllProducts();
  // The tests' catalog gives designs prices of their own (tests/fixtures/content): a sort that did nothing,
  // or went the wrong way, would show here.
  expect(new Set(catalog.map((product) => product.price)).size).toBeGreaterThanOrEqual(3);
  const ordered = (direction: 1 | -1) =>
    catalog
      .map((product, place) => ({ product, place }))
      .sort((a, b) => direction * (a.product.price - b.product.price) || a.place - b.place)
      .map(({ product }) => product)
      .slice(0, SHOP_PAGE_SIZE);
  expect(ordered(1).map((product) => product.id)).toEqual(expectedIds('All', 'price-asc'));
  await page.goto('/shop');
  await waitForHydration(page);
  for (const [label, sort, direction] of [
    ['Price: Low to High', 'price-asc', 1],
    ['Price: High to Low', 'price-desc', -1],
  ] as const) {
    await sortSelect(page).selectOption({ label });
    const expected = ordered(direction);
    await expect
      .poll(() => shownProductIds(page), { message: label })
      .toEqual(expected.map((product) => product.id));
    expect(await shownPrices(page), label).toEqual(
      expected.map((product) => formatMoney(product.price)),
    );
    await expect(page).toHaveURL(new RegExp(`sort=${sort}$`));
  }
});

test('a shared link shows its sort from the first paint; a change updates the URL, and Back restores it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto('/shop/humor?sort=newest');
  // No script of the page's has arrived: the link's sort is chosen as the page is read.
  await expect(sortSelect(page)).toHaveValue('newest');
  expect(await shownProductIds(page)).toEqual(expectedIds('Humor', 'newest'));
  await scripts.release();
  await waitForHydration(page);

  // At a phone's pace (a quarter of this CPU), a Back right after the change once came while Next's router
  // was still following the address, and the router wrote it over the entry Back went to.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await sortSelect(page).selectOption({ label: 'Popular' });
  await expect(page).toHaveURL(/\/shop\/humor$/);
  expect(await shownProductIds(page)).toEqual(expectedIds('Humor', 'popular'));
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/humor\?sort=newest$/);
  await expect(sortSelect(page)).toHaveValue('newest');
  await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Humor', 'newest'));
});

test.describe('a link in the old form, /shop?category=…', () => {
  test("lands on the category's page, keeping the sort", async ({ page }) => {
    await page.goto('/shop?category=Humor&sort=newest');
    await expect(page).toHaveURL(/\/shop\/humor\?sort=newest$/);
    await expect(heading(page)).toHaveText(CATEGORY_COPY.Humor.title);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Humor', 'newest'));
    // It replaced the old address: Back leaves the shop rather than coming here again.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  test('never paints the whole collection on the way', async ({ page }) => {
    // Before every frame of every document, the path and how many cards are visible.
    await page.addInitScript(() => {
      const frames: string[] = JSON.parse(sessionStorage.getItem('frames') ?? '[]');
      const record = () => {
        const cards = [...document.querySelectorAll('li[data-product-id]')].filter((card) =>
          card.checkVisibility({ visibilityProperty: true }),
        );
        frames.push(`${location.pathname} ${cards.length}`);
        sessionStorage.setItem('frames', JSON.stringify(frames));
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/shop?category=Floral');
    await expect(page).toHaveURL(/\/shop\/floral$/);
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Floral', 'popular'));
    const frames: string[] = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('frames') ?? '[]'),
    );
    expect(frames.filter((frame) => frame.startsWith('/shop ') && frame !== '/shop 0')).toEqual([]);
    expect(frames).toContain(`/shop/floral ${expectedIds('Floral', 'popular').length}`);
  });
});

test('card images load only when near the viewport, then replace the placeholder, whose box keeps its size, so nothing shifts', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/images\/products\/([a-z-]+)\//.exec(request.url());
    if (match?.[1]) requested.add(match[1]);
  });
  await page.goto('/shop');
  const firstCard = grid(page).locator('li[data-product-id="1"]');
  const lastCard = grid(page).locator('li[data-product-id="26"]');

  await expect(firstCard.locator('[data-loaded="true"] img')).toBeVisible();
  expect(requested.has('mamas-boobery')).toBe(true);
  // Far below the fold: no image element (beyond the <noscript> text) and no request yet.
  await expect(lastCard.locator('img')).toHaveCount(0);
  await expect(lastCard.locator('[data-loaded="false"]')).toHaveCount(1);
  expect(requested.has('boy-mom-club')).toBe(false);
  const box = lastCard.locator('[data-loaded]');
  const before = await box.boundingBox();

  const image = lastCard.getByRole('img', { name: /Boy Mom Club Bow Sweatshirt/ });
  await scrollUntilFadedIn(lastCard, image);
  await expect(image).toHaveAttribute('src', '/images/products/boy-mom-club/front-1024.webp');
  await expect(lastCard.locator('[data-loaded="true"]')).toHaveCount(1);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(requested.has('boy-mom-club')).toBe(true);
  // The picture's box, square, stood at the size it has now.
  const after = await box.boundingBox();
  expect(before && after && Math.round(after.height)).toBe(before && Math.round(before.height));
  expect(before && Math.round(before.width)).toBe(before && Math.round(before.height));
});

test(
  'a card not yet drawn stands as tall as it will be, so nothing jumps when it is drawn',
  { tag: '@phone' },
  async ({ page }) => {
    // Cards far from view are drawn only as they come near, and stand at a guessed height until then. A
    // guess of 576 px at every width made the page shrink by about 220 px as a jump to its end drew the
    // cards there: Show more moved between a tap's press and its release, and the tap missed.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    // On a phone, one column; at desktop, the grid's other column counts too (2 and 3, then 4).
    for (const width of isPhone(page) ? [viewport.width] : [700, 1100, viewport.width]) {
      await page.setViewportSize({ width, height: viewport.height });
      await page.goto('/shop');
      const { skipped, guessed, drawn } = await page.evaluate(lastCardHeights);
      expect(skipped, `the last card at ${width} px is drawn already: nothing to compare`).toBe(
        true,
      );
      expect(Math.abs(drawn - guessed), `at ${width} px`).toBeLessThanOrEqual(
        MOST_HEIGHT_GUESS_MISS_PX,
      );
    }
  },
);

test(
  'a card shown again after another category stands at the height it was drawn at',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), "one column: each card's height is its own, not its row's");
    // The cards a chip puts away keep the height they were drawn at (lib/shop-list-css.ts): shown again
    // out of view, they stand at it, not at a guess, so nothing jumps as she scrolls to them.
    await page.goto('/shop');
    await waitForHydration(page);
    // Every card drawn once, as she scrolls through the page, then back at the top.
    await scrollThroughPage(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const drawn = await shownCardHeights(page);
    await categoryChip(page, 'Humor').click();
    await expect.poll(() => shownProductIds(page)).toEqual(expectedIds('Humor', 'popular'));
    await categoryChip(page, 'All').click();
    await expect.poll(() => shownCardHeights(page)).toEqual(drawn);
  },
);

test(
  "on a phone, a category page's chip shows in its row, which scrolls sideways",
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'the chips wrap at desktop widths: every chip shows');
    await page.goto('/shop/inspirational');
    const chip = categoryChip(page, 'Inspirational');
    await waitForHydration(page);
    await expect(chip).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);

test(
  'on a phone, a chip row scrolled before the scripts came stays where the shopper put it',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'the chips scroll sideways on phones');
    const scripts = await holdScripts(page);
    await page.goto('/shop');
    const chip = categoryChip(page, 'Feminine');
    await chip.evaluate((link) => link.scrollIntoView({ inline: 'center', behavior: 'instant' }));
    await expect(chip).toBeInViewport({ ratio: 1 });
    await scripts.release();
    await waitForHydration(page);
    await expect(chip).toBeInViewport({ ratio: 1 });
  },
);
