import { expect, test } from './support/fixtures';
import { allowNotFoundErrors } from './support/not-found-errors';

const LOG_PREFIX = '404 Error: User attempted to access non-existent route:';

allowNotFoundErrors();

test('an unknown path and an unknown product answer 404 with their texts and a way home, log the path, and are noindex', async ({
  page,
}) => {
  // Two pages, each loaded and followed home: twice a test's time.
  test.setTimeout(60_000);
  for (const [path, productNotFound] of [
    ['/does-not-exist', false],
    ['/products/anything-else', true],
  ] as const) {
    await test.step(path, async () => {
      const logged = page.waitForEvent('console', {
        predicate: (message) => message.type() === 'error' && message.text().startsWith(LOG_PREFIX),
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect((await logged).text()).toBe(`${LOG_PREFIX} ${path}`);

      const main = page.getByRole('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
      ).toBeVisible();
      // "Product not found" only under /products/.
      await expect(main.getByText('Product not found')).toHaveCount(productNotFound ? 1 : 0);
      await expect(main.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute(
        'href',
        '/shop',
      );
      // One robots tag, Next's own on its not-found page (app/not-found.tsx writes none).
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
      expect(robots).toEqual(['noindex']);

      await main.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }
});
