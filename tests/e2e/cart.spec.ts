import { expect, test } from './support/fixtures';

test.describe('cart page', () => {
  test('starts empty, in its HTML before any JavaScript runs, with both ways back to the shop', async ({
    page,
  }) => {
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    // The page as served: the empty state is there before any script of the page's runs.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Your cart is empty');
    expect(html).toContain('Start Shopping');
    expect(html).toContain('Continue Shopping');

    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    // Nothing in the shop adds to the cart, so there are no lines and no summary to show.
    await expect(main.getByRole('region', { name: 'Order Summary' })).toHaveCount(0);
    await expect(main.getByTestId('cart-line')).toHaveCount(0);
    // Both are links to the shop; one is followed.
    for (const link of ['Continue Shopping', 'Start Shopping'])
      await expect(main.getByRole('link', { name: link })).toHaveAttribute('href', '/shop');
    await main.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shop the Collection' }),
    ).toBeVisible();
  });
});
