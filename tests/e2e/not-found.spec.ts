import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LOG_PREFIX = '404 Error: User attempted to access non-existent route:';

// The page logs the attempted path on purpose, and Chromium reports the 404 document itself as a failed load.
// (Playwright reads an array given to test.use as [value, options], hence the extra brackets.)
test.use({
  allowedConsoleErrors: [
    [/^404 Error: User attempted/, /Failed to load resource.*404/],
    { scope: 'test' },
  ],
});

/** Visits `path`, returning the HTTP status and the console line the page logs. */
async function visit(page: Page, path: string) {
  const logged = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'error' && message.text().startsWith(LOG_PREFIX),
  });
  const response = await page.goto(path);
  return { status: response?.status(), logLine: (await logged).text() };
}

test.describe('not-found page', () => {
  test('an unknown path answers 404 with its texts, a way home, and logs the path', async ({
    page,
  }) => {
    const { status, logLine } = await visit(page, '/does-not-exist');
    expect(status).toBe(404);
    expect(logLine).toBe(`${LOG_PREFIX} /does-not-exist`);

    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(main.getByText('Product not found')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    // Next adds its own noindex tag to not-found pages besides ours: every robots tag must say noindex.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);

    await main.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown product answers 404 and says the product was not found', async ({ page }) => {
    const { status, logLine } = await visit(page, '/products/anything-else');
    expect(status).toBe(404);
    expect(logLine).toBe(`${LOG_PREFIX} /products/anything-else`);

    const main = page.getByRole('main');
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(main.getByText('Product not found')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
