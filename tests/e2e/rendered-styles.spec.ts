import { newsletter } from '@/data/home';
import { PAGE_PATHS } from '@/data/routes';
import { contrastRatio } from '../../scripts/images/color';
import { seenColors } from './support/colors';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/** WCAG 2.2 AA: 1.4.11 for a control against what surrounds it, 1.4.3 for its (normal-size) text. */
const NON_TEXT_AA = 3;
const TEXT_AA = 4.5;

test.describe('rendered colors', () => {
  test('the newsletter button stands out on its brand-dark band, at rest and hovered', async ({
    page,
  }) => {
    await page.goto(PAGE_PATHS.home);
    const band = page.getByRole('region', { name: newsletter.title });
    const button = band.getByRole('button', { name: newsletter.buttonLabel });

    for (const state of ['at rest', 'hovered'] as const) {
      if (state === 'hovered') await button.hover();
      const bandColor = (await seenColors(band)).background;
      const seen = await seenColors(button);
      expect(seen.background, `${state}: the button is not the band's color`).not.toEqual(
        bandColor,
      );
      expect(
        contrastRatio(seen.background, bandColor),
        `${state}: button ${seen.background} on band ${bandColor}`,
      ).toBeGreaterThanOrEqual(NON_TEXT_AA);
      expect(
        contrastRatio(seen.text, seen.background),
        `${state}: label ${seen.text} on button ${seen.background}`,
      ).toBeGreaterThanOrEqual(TEXT_AA);
    }
  });

  test('Share, once the page is live, copies its link and says so clearly; a copy that failed reads in the destructive red', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/products/milk-bar');
    // React's Share: a tap before the scripts is the inline loader's (tests/e2e/early-taps.spec.ts).
    await waitForHydration(page);
    const share = page.getByRole('main').getByRole('button', { name: 'Share' });

    await share.click();
    const copied = page.getByRole('status').filter({ hasText: 'Link copied' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/products/milk-bar`,
    );
    const success = await seenColors(copied);
    expect(contrastRatio(success.text, success.background)).toBeGreaterThanOrEqual(TEXT_AA);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await share.click();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not copy the link' });
    await expect(failed).toBeVisible();
    const failure = await seenColors(failed);
    expect(failure.background).toEqual([155, 28, 28]);
    expect(contrastRatio(failure.text, failure.background)).toBeGreaterThanOrEqual(TEXT_AA);
  });
});
