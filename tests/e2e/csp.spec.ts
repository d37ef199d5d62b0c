/**
 * The Content-Security-Policy that out/_headers gives each page, enforced by Chromium as a CDN would serve it
 * (the Playwright web server is scripts/static-server.mjs, which applies out/_headers). Every page must hydrate
 * and work with no violation: Next's inline scripts are allowed by hash only, and the notify form still
 * reaches the backend (connect-src). Each page carries the same policy in a <meta> element too, which alone
 * must enforce it where a CDN sends the page without its header.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { getAllProducts } from '../../lib/catalog';
import { decodeEntities } from '../../scripts/bench/html';
import {
  headersForPath,
  readHeadersFile,
  urlPathForFile,
} from '../../scripts/headers/headers-file.mjs';
import { allRoutes, CONTENT_ROUTES } from '../../scripts/site-routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { exportedPageFiles } from '../../scripts/site-dir';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const OUT = E2E_SITE_PATH;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every `securitypolicyviolation` from the first byte of the page on, and which policy reported it:
 * the header's (the only one with frame-ancestors) or the <meta> element's.
 */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const policy = event.originalPolicy.includes('frame-ancestors') ? 'header' : 'meta';
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample} (${policy})`.replace(
          /\s+/g,
          ' ',
        ),
      );
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

const META_POLICY = 'meta[http-equiv="Content-Security-Policy"]';

/** The policy a <meta> element can carry: the header's, less frame-ancestors, which only a header can say. */
const metaPolicyFor = (headerPolicy: string) =>
  headerPolicy
    .split('; ')
    .filter((part) => !part.startsWith('frame-ancestors '))
    .join('; ');

/** 'script-src' → its sources. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

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
  test.skip(test.info().project.name !== 'desktop', 'files, not a browser: once is enough');
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

for (const route of [...CONTENT_ROUTES, '/products/milk-bar']) {
  test(`${route} is served with a hash-based CSP and runs without a violation`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    // The page carries the same policy, before any script: header and meta are both enforced.
    const html = (await response?.text()) ?? '';
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    expect(await page.locator(META_POLICY).getAttribute('content')).toBe(metaPolicyFor(policy));
    const scriptSources = directive(policy, 'script-src');
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.length, 'inline scripts allowed by their hashes').toBeGreaterThan(1);
    expect(
      scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toBe(true);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');

    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

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

test('the shop hydrates under the policy: the sort works, and a client-side navigation too', async ({
  page,
}) => {
  await page.goto('/shop');
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.locator('li[data-product-id]').first()).toHaveAttribute(
    'data-product-id',
    String(Math.max(...getAllProducts().map((product) => product.id))),
  );
  // Next fetches the next page's data from /products/….txt (connect-src 'self') and renders it in place.
  await page.locator('a[href="/products/girl-mama-pink"]').first().click();
  await expect(page).toHaveURL(/\/products\/girl-mama-pink$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Girl Mama Pink Typography Sweatshirt',
  );
  expect(await violations(page)).toEqual([]);
});

test('the product page dialogs open, and the notify form reaches the backend under connect-src', async ({
  page,
}) => {
  await page.goto('/products/milk-bar');
  await page.getByRole('button', { name: 'Size Guide', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Size Guide' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: 'Size Guide' })).toBeHidden();

  await openOutOfStock(page);
  await expect(page.getByRole('heading', { name: 'Out of Stock' })).toBeVisible();
  await page
    .getByLabel('Email address')
    .fill(`csp-${Date.now()}-${test.info().project.name}@example.com`);
  const saved = page.waitForResponse((response) =>
    response.url().includes('/rest/v1/stock_notifications'),
  );
  await page.getByRole('button', { name: 'Notify Me' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Notification set!')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('the 404 page', () => {
  // The page logs the path on purpose; Chromium reports the 404 document as a failed load. (An array given to
  // test.use is read as [value, options], hence the brackets.)
  test.use({
    allowedConsoleErrors: [[/status of 404/, /non-existent route/], { scope: 'test' }],
  });

  test("an unknown path gets 404.html's policy, in its header and its <meta>, and runs without a violation", async ({
    page,
  }) => {
    const logged = page.waitForEvent('console', (message) =>
      message.text().includes('/no-such-page'),
    );
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    const metaPolicy = await page.locator(META_POLICY).getAttribute('content');
    expect(directive(metaPolicy ?? '', 'script-src').length).toBeGreaterThan(1);
    expect(metaPolicy).toBe(metaPolicyFor(policy));
    // The page's client code ran (it logs the path), so its inline bootstrap passed the policy.
    await logged;
    expect(await violations(page)).toEqual([]);
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
