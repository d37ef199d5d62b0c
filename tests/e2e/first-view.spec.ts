/**
 * The first view comes in one response (scripts/export/inline-stylesheets.ts): the page's HTML carries its
 * stylesheet and fonts, so nothing waits on a second round trip before the paint, the paint is in the
 * brand's faces, and neither file is fetched afterwards, by hydration or by a client-side navigation.
 */
import { drawnFonts } from '../../scripts/fonts/drawn-fonts';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { allowNotFoundErrors } from './support/not-found-errors';

declare global {
  interface Window {
    /** The brand faces' load status when the first contentful paint was reported. */
    __facesAtFirstPaint?: string[];
  }
}

/**
 * The test for one page: `route` is its path, `paragraph` a selector for text in the body face (the not-found
 * page's first paragraph is its "404", in the display face).
 */
function paintsInBrandFaces(route: string, paragraph = 'main p'): void {
  test(`${route}: paints in the brand's faces and never fetches the stylesheet or a font file`, async ({
    page,
  }) => {
    const styleRequests: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'stylesheet' || type === 'font' || /\.(css|woff2?)(\?|$)/.test(request.url()))
        styleRequests.push(request.url());
    });
    await page.addInitScript(() => {
      new PerformanceObserver((_list, observer) => {
        observer.disconnect();
        window.__facesAtFirstPaint = [...document.fonts]
          .filter((face) => !face.family.includes('Fallback'))
          .map((face) => `${face.family} ${face.weight} ${face.status}`);
      }).observe({ type: 'paint' });
    });

    await page.goto(route);
    await expect
      .poll(() => page.evaluate(() => window.__facesAtFirstPaint))
      .toEqual(['displayFont 600 loaded', 'bodyFont 400 700 loaded']);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^displayFont\b/,
    );
    expect(await drawnFonts(page, 'h1')).toEqual([expect.stringMatching(/^Fraunces\b/)]);
    expect(await drawnFonts(page, paragraph)).toEqual([expect.stringMatching(/^Nunito\b/)]);

    await waitForHydration(page);
    // From the keyboard: on the phone's /shop the footer is some 16,000 px down, and while the page still
    // moves there (smooth scrolling, cards rendering as they come near) a click can miss the link (one CI
    // run's did: no navigation).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'About Us', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(styleRequests).toEqual([]);
  });
}

for (const route of ['/', '/shop', '/products/milk-bar']) paintsInBrandFaces(route);

test.describe('the not-found page', () => {
  allowNotFoundErrors();
  paintsInBrandFaces('/does-not-exist', 'h1 + p');
});
