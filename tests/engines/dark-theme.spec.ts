/**
 * The dark theme in the engine, from the system's setting: a phone set to dark gets the home page dark from
 * its first paint, with no script (the tokens' dark values are in the page's inlined stylesheet), and the
 * hero's night drawing. The rest of the dark theme is engine-neutral CSS, checked in Chromium
 * (tests/e2e/dark-theme.spec.ts).
 */
import { expect, test } from './support/fixtures';

test.use({ systemScheme: 'dark' });

test('a system set to dark gets the home page dark from its first paint, with the night hero', async ({
  driver,
  site,
}) => {
  await site.enter('/', { holdScripts: true });
  await expect
    .poll(() =>
      driver.evaluate(() => {
        const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        return hero?.complete ? hero.currentSrc : null;
      }),
    )
    .toMatch(/\/images\/dark\/hero-\d+\.webp$/);
  const seen = await driver.evaluate(() => ({
    schemeDark: matchMedia('(prefers-color-scheme: dark)').matches,
    ground: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    // No script has run: React has not hydrated the page (its fiber would be on the main element).
    hydrated: Object.keys(document.getElementById('main') ?? {}).some((key) =>
      key.startsWith('__react'),
    ),
  }));
  expect(seen).toEqual({
    schemeDark: true,
    // The dark theme's page and text tokens (app/globals.css).
    ground: 'rgb(22, 18, 26)',
    text: 'rgb(243, 236, 231)',
    hydrated: false,
  });
});
