/**
 * The Content-Security-Policy that out/_headers gives each page, enforced by Chromium as a CDN would serve it
 * (the Playwright web server is scripts/static-server.mjs, which applies out/_headers, so every test of the
 * suite runs under it, and the fixture's console guard fails any test whose page reports a violation: the
 * sign-up reaching the backend under connect-src is tests/e2e/notify.spec.ts, a client-side navigation
 * fetching the next page's data is tests/e2e/product.spec.ts). Each route's policy and a load with no
 * violation: tests/e2e/every-route.spec.ts. Here: the policy is enforced at all (a positive control), the
 * <meta> copy enforces it alone where a CDN drops the header, every exported file carries it, and the
 * cache rules. Files and policies do not depend on the screen: desktop only.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities } from '../../scripts/bench/html';
import {
  headersForPath,
  readHeadersFile,
  urlPathForFile,
} from '../../scripts/headers/headers-file.mjs';
import { allRoutes } from '../../scripts/site-routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { exportedPageFiles } from '../../scripts/site-dir';
import { metaPolicyFor, violations, watchViolations } from './support/csp';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const OUT = E2E_SITE_PATH;

test.beforeAll(() => {
  // `next build` alone exports the pages; the header rules come from `npm run build`'s postbuild step.
  const headersWritten =
    statSync(path.join(OUT, '_headers'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const pagesWritten = statSync(path.join(OUT, 'index.html')).mtimeMs;
  expect(
    headersWritten,
    'out/_headers is written after the pages: build with `npm run build`',
  ).toBeGreaterThanOrEqual(pagesWritten);
});

test.beforeEach(async ({ page }) => {
  await watchViolations(page);
});

test('every exported page carries its _headers policy in a <meta> before its first script', async () => {
  const rules = await readHeadersFile(path.join(OUT, '_headers'));
  const pages = exportedPageFiles(OUT);
  expect(pages.length).toBeGreaterThanOrEqual(allRoutes().length);
  for (const file of pages) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta, file).not.toBeNull();
    expect(meta?.index, `${file}: the policy comes before any script`).toBeLessThan(
      html.indexOf('<script'),
    );
    const header = headersForPath(rules, urlPathForFile(file)).get('content-security-policy');
    expect(decodeEntities(meta?.[1] ?? ''), file).toBe(metaPolicyFor(header?.value ?? ''));
  }
});

test.describe('a positive control', () => {
  // Chromium logs the refusal as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [[/Content Security Policy/], { scope: 'test' }] });

  test('the policy is enforced: an injected inline script is refused and reported', async ({
    page,
  }) => {
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // Each policy, the header's and the page's own, refuses it.
    await expect
      .poll(async () => (await violations(page)).sort())
      .toEqual([
        expect.stringMatching(/^script-src.* \(header\)$/),
        expect.stringMatching(/^script-src.* \(meta\)$/),
      ]);
  });
});

test.describe('the <meta> policy alone, as on a CDN that sends the page without its header', () => {
  // Chromium logs the refusal as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [[/Content Security Policy/], { scope: 'test' }] });

  test('refuses a script injected into the page, while the page hydrates and works', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname === '/shop',
      async (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        const response = await route.fetch();
        const headers = { ...response.headers() };
        // The body arrives decoded; what is left is the page without its policy header.
        for (const name of ['content-security-policy', 'content-encoding', 'content-length'])
          delete headers[name];
        const body = (await response.text()).replace(
          '</body>',
          '<script>window.__injected = true;</script></body>',
        );
        await route.fulfill({ response, headers, body });
      },
    );
    const response = await page.goto('/shop');
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await waitForHydration(page);
    await page.getByLabel('Sort by').selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    expect(
      await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^script-src(-elem)? blocked inline \(meta\)$/),
    ]);
    // A request still in the handler as the test ends would read a response already disposed with it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test('static assets are cached for a year; images for 5 minutes; pages revalidate', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  // An image keeps its name when the owner replaces its photo: a returning shopper sees the new one
  // within 5 minutes, as does the page's share image.
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  for (const image of ['/images/hero.webp', new URL(shareImage ?? '').pathname]) {
    const answer = await request.get(image);
    expect({ image, cache: answer.headers()['cache-control'] }).toEqual({
      image,
      cache: 'public, max-age=300',
    });
  }
});
