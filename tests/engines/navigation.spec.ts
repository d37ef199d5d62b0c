/**
 * Client-side navigation, in the engine: links between the shop's pages load no new document once React is
 * live (the window the first page made is still there), each page shows its own heading in the brand's
 * face, and Back returns.
 */
import { DESKTOP } from './support/driver';
import { expect, test } from './support/fixtures';
import { byRole, drawnFace, isHydrated, nameMatch } from './support/page-queries';

type MarkedWindow = Window & { __enginesFirstDocument?: boolean };

test('home → Shop → a product → Back, all in one document, each heading in the brand face', async ({
  driver,
  site,
}) => {
  await driver.setViewport(DESKTOP);
  await site.enter('/');
  await expect.poll(() => driver.evaluate(isHydrated), { timeout: 20_000 }).toBe(true);
  await driver.evaluate(() => ((window as MarkedWindow).__enginesFirstDocument = true));
  const sameDocument = () =>
    driver.evaluate(() => (window as MarkedWindow).__enginesFirstDocument === true);
  const heading = () => driver.evaluate(() => document.querySelector('h1')?.textContent?.trim());

  await driver.click(byRole, ['link'], nameMatch('Shop'), 'header');
  await expect.poll(() => driver.url()).toBe(site.url('/shop'));
  await expect.poll(heading).toBe('Shop the Collection');
  expect((await driver.evaluate(drawnFace, 'h1', 'displayFont')).verdict).toBe('brand');

  await driver.click(byRole, ['link'], nameMatch(/Milk Bar Sweatshirt/), 'main');
  await expect.poll(() => driver.url()).toBe(site.url('/products/milk-bar'));
  await expect.poll(heading).toBe('Milk Bar Sweatshirt');
  expect((await driver.evaluate(drawnFace, 'h1', 'displayFont')).verdict).toBe('brand');

  await driver.back();
  await expect.poll(() => driver.url()).toBe(site.url('/shop'));
  await expect.poll(heading).toBe('Shop the Collection');
  expect(await sameDocument()).toBe(true);
});
