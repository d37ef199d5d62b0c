/**
 * The one backend call, in the engine: Notify Me signs the shopper up, the request crossing to the local
 * backend (CORS, the page's CSP `connect-src`), and the row is stored. Add to Cart is tapped before the
 * page's scripts arrive, as tests/engines/early-taps.spec.ts taps the other controls of the bench's table
 * (scripts/bench/tap-controls.ts), and checked as it checks them: its dialog shows at once and stays as
 * they arrive.
 */
import { TAP_CONTROLS } from '../../scripts/bench/tap-controls';
import { pageHelpers } from '../../scripts/bench/tap-probe';
import { rowsFor, uniqueEmail } from '../e2e/support/sign-ups';
import { expect, test } from './support/fixtures';
import { byRole, isHydrated, nameMatch, openDialog } from './support/page-queries';

const PRODUCT_PATH = '/products/milk-bar';
const ADD_TO_CART = TAP_CONTROLS.find((control) => control.kind === 'add-to-cart')!;
/** The table's effect check for Add to Cart, as a page function: 'done' once Out of Stock shows. */
const OUT_OF_STOCK_SHOWN = `(expected) => (${ADD_TO_CART.effect.toString()})(expected, (${pageHelpers.toString()})())`;

test('Add to Cart tapped before the scripts opens Out of Stock, kept open as they arrive; Notify Me stores the sign-up and says so', async ({
  driver,
  site,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'engines');
  const shown = () =>
    driver.evaluate<[unknown], string>(OUT_OF_STOCK_SHOWN, ADD_TO_CART.expected(PRODUCT_PATH));
  await site.enter(PRODUCT_PATH, { holdScripts: true });
  expect(await shown()).toBe('none');
  await driver.click(byRole, ['button'], nameMatch(/^Add to Cart - /), 'main');
  await expect.poll(shown).toBe('done');
  expect(await driver.evaluate(isHydrated)).toBe(false);

  await site.releaseScripts();
  await expect.poll(() => driver.evaluate(isHydrated), { timeout: 20_000 }).toBe(true);
  expect(await shown()).toBe('done');
  // Still open a moment after hydration.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await shown()).toBe('done');
  expect(await driver.evaluate(openDialog)).toBe('Out of Stock');

  await driver.type(email, byRole, ['textbox'], nameMatch('Email address'), 'dialog[open]');
  await driver.click(byRole, ['button'], nameMatch('Notify Me'), 'dialog[open]');

  await expect
    .poll(() => driver.evaluate(() => document.body.innerText), { timeout: 15_000 })
    .toContain('Notification set!');
  expect(await driver.evaluate(openDialog)).toBeNull();
  expect(await rowsFor(request, email)).toEqual([{ email, product_name: 'Milk Bar Sweatshirt' }]);
});
