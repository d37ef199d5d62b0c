/**
 * The product page's dialogs before the scripts arrive, in the engine: native modal <dialog>s opened by
 * invoker commands, or by the inline loader where the browser has none (WebKit before Safari 26.2:
 * lib/inline-loader/invoker-commands.ts, dialog-light-dismiss.ts), with Tab kept inside
 * (modal-dialog-tab-loop.ts) and focus given back to the opener.
 */
import { expect, test } from './support/fixtures';
import {
  byRole,
  focusedControl,
  isHydrated,
  nameMatch,
  openDialog,
  pointOutsideDialog,
} from './support/page-queries';

const PRODUCT_PATH = '/products/milk-bar';
const ADD_TO_CART = [['button'], nameMatch(/^Add to Cart - /), 'main'] as const;

// Both dialogs in one load, one after the other, as a shopper may open them: each load is a browser
// session of its own here, with nothing cached.
test('Size Guide: Tab stays inside, Escape closes it to its button; Out of Stock: a press outside and Close close it', async ({
  driver,
  site,
}) => {
  // Two dialogs' round trips in one session: a dialog's test took up to 8.4 s in WebKit on a slow day.
  test.setTimeout(90_000);
  await site.enter(PRODUCT_PATH, { holdScripts: true });

  await driver.click(byRole, ['button'], nameMatch('Size Guide'), 'main');
  await expect.poll(() => driver.evaluate(openDialog)).toBe('Size Guide');
  for (let press = 0; press < 6; press++) {
    await driver.press('Tab');
    expect(await driver.evaluate(focusedControl)).toBe('(inside the dialog)');
  }
  await driver.press('Escape');
  await expect.poll(() => driver.evaluate(openDialog)).toBeNull();
  expect(await driver.evaluate(focusedControl)).toBe('Size Guide');

  await driver.click(byRole, ...ADD_TO_CART);
  await expect.poll(() => driver.evaluate(openDialog)).toBe('Out of Stock');
  const outside = await driver.evaluate(pointOutsideDialog);
  if (!outside) throw new Error('the dialog fills the screen: no backdrop to press');
  await driver.clickAt(outside.x, outside.y);
  await expect.poll(() => driver.evaluate(openDialog)).toBeNull();

  await driver.click(byRole, ...ADD_TO_CART);
  await expect.poll(() => driver.evaluate(openDialog)).toBe('Out of Stock');
  await driver.click(byRole, ['button'], nameMatch('Close'), 'dialog[open]');
  await expect.poll(() => driver.evaluate(openDialog)).toBeNull();
  expect(await driver.evaluate(focusedControl)).toMatch(/^Add to Cart - /);

  // All of it ran on the platform and the loader: the scripts never arrived.
  expect(await driver.evaluate(isHydrated)).toBe(false);
});
