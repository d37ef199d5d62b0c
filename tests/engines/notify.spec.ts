/**
 * The one backend call, in the engine: Notify Me signs the shopper up, the request crossing to the local
 * backend (CORS, the page's CSP `connect-src`), and the row is stored.
 */
import { rowsFor, uniqueEmail } from '../e2e/support/sign-ups';
import { expect, test } from './support/fixtures';
import { byRole, isHydrated, nameMatch, openDialog } from './support/page-queries';

test('Notify Me stores the sign-up and says so', async ({ driver, site, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'engines');
  await site.enter('/products/milk-bar');
  await expect.poll(() => driver.evaluate(isHydrated), { timeout: 20_000 }).toBe(true);
  await driver.click(byRole, ['button'], nameMatch(/^Add to Cart - /), 'main');
  await expect.poll(() => driver.evaluate(openDialog)).toBe('Out of Stock');
  await driver.type(email, byRole, ['textbox'], nameMatch('Email address'), 'dialog[open]');
  await driver.click(byRole, ['button'], nameMatch('Notify Me'), 'dialog[open]');

  await expect
    .poll(() => driver.evaluate(() => document.body.innerText), { timeout: 15_000 })
    .toContain('Notification set!');
  expect(await driver.evaluate(openDialog)).toBeNull();
  expect(await rowsFor(request, email)).toEqual([{ email, product_name: 'Milk Bar Sweatshirt' }]);
});
