import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAV_LINKS, FOOTER_QUICK_LINKS, FOOTER_SUPPORT_ITEMS } from '@/data/site';
import { E2E_SITE_PATH } from '@/scripts/e2e/build-record';
import { allRoutes, htmlFileFor } from '@/scripts/site-routes';
import { expect, test } from './support/fixtures';
import { isExpandedForAssistiveTech } from './support/accessibility-tree';
import { expectAccessibleInBothThemes } from './support/axe';

test.describe('header and footer', () => {
  // At desktop only: nothing in the header and footer checked here changes with the width (the header is
  // sticky at every width; the footer hides nothing at any).
  test('the home page has the header, the cart badge at 0 and the footer, and the header stays in view', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Milk & Mischief' })).toHaveAttribute(
      'href',
      '/',
    );
    const cart = header.getByRole('link', { name: 'Cart, 0 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.getByTestId('cart-count')).toHaveText('0');

    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const link of FOOTER_QUICK_LINKS) {
      await expect(quickLinks.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    for (const item of FOOTER_SUPPORT_ITEMS) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible();
      // Support entries have no destination yet: never a dead link.
      await expect(footer.getByRole('link', { name: item })).toHaveCount(0);
    }

    await page.mouse.wheel(0, 2500);
    await expect(header).toBeInViewport();
  });

  test("every page carries the home page's header and footer, the current page's link marked", () => {
    const [home, ...others] = allRoutes().map((route) => ({
      route,
      html: readFileSync(path.join(E2E_SITE_PATH, htmlFileFor(route)), 'utf8'),
    }));
    // The site's header comes first in the body, its footer last (a review's own <footer> is inside).
    const frameOf = (html: string) => ({
      header: /<header[\s\S]*?<\/header>/.exec(html)?.[0].replaceAll(' aria-current="page"', ''),
      footer: /<footer(?![\s\S]*<footer)[\s\S]*?<\/footer>/.exec(html)?.[0],
    });
    const homeFrame = frameOf(home!.html);
    expect(homeFrame.header).toContain('Cart, 0 items');
    expect(homeFrame.footer).toContain('Quick Links');
    for (const { route, html } of others)
      expect({ route, ...frameOf(html) }).toEqual({ route, ...homeFrame });
  });
});

test.describe('desktop navigation', () => {
  test('the four nav links go to their pages and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV_LINKS.map((link) => link.label));
    for (const link of NAV_LINKS) {
      await nav.getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(link.href);
      const current = nav.getByRole('link', { name: link.label });
      await expect(current).toHaveAttribute('aria-current', 'page');
      // Marked by more than its tint: underlined, while the other links are not.
      await expect(current).toHaveCSS('text-decoration-line', 'underline');
      for (const other of NAV_LINKS.filter((l) => l !== link)) {
        await expect(nav.getByRole('link', { name: other.label })).toHaveCSS(
          'text-decoration-line',
          'none',
        );
      }
    }
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu toggle is for phone widths');

  test('opens a stacked menu with no WCAG A/AA violation in either theme, closes on a link and on Escape', async ({
    page,
  }) => {
    // The menu's journey and axe in both themes on it: twice a test's time.
    test.setTimeout(60_000);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await isExpandedForAssistiveTech(page, toggle)).toBe(false);

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    expect(await isExpandedForAssistiveTech(page, toggle)).toBe(true);
    const links = menu.getByRole('link');
    await expect(links).toHaveText(NAV_LINKS.map((link) => link.label));
    // Stacked: each link sits below the one before.
    const first = await links.nth(0).boundingBox();
    const second = await links.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await expectAccessibleInBothThemes(page, '/ with the mobile menu open', 'light');

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();

    await toggle.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap outside the open menu (below it, on the page) closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    const menuBox = await menu.boundingBox();
    await page.mouse.click(20, menuBox!.y + menuBox!.height + 80);
    await expect(menu).toBeHidden();
  });
});
