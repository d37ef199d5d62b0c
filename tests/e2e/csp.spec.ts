/**
 * The Content-Security-Policies a page runs under, enforced by Chromium as a CDN would serve it: the one
 * out/_headers gives every page, and the page's own in a <meta>, which allows its inline scripts by hash (the
 * Playwright web server is scripts/static-server.mjs, which applies out/_headers, so every test of the suite
 * runs under both, and the fixture's console guard fails any test whose page reports a violation: the
 * sign-up reaching the backend under connect-src is tests/e2e/notify.spec.ts, a client-side navigation
 * fetching the next page's data is tests/e2e/product.spec.ts). Each route's policies and a load with no
 * violation: tests/e2e/every-route.spec.ts. Here: both policies are enforced (positive controls), the
 * page's own enforces it alone where a CDN drops the header (another spelling of the path, the 404 page at an
 * unknown path), every exported page carries its own, and the cache rules. Files and policies do not depend
 * on the screen: desktop only.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { inlineScriptHashes, policyDirectives } from '../../scripts/headers/csp.mjs';
import {
  headersForPath,
  readHeadersFile,
  urlPathForFile,
} from '../../scripts/headers/headers-file.mjs';
import { metaPolicyBeforeScripts } from '../../scripts/headers/meta-policy.mjs';
import { allRoutes } from '../../scripts/site-routes';
import { E2E_SITE_PATH } from '../../scripts/e2e/build-record';
import { exportedPageFiles } from '../../scripts/site-dir';
import { commonDirectives, violations, watchViolations } from './support/csp';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/held-responses';
import { NOT_FOUND_CONSOLE_ERRORS } from './support/not-found-errors';

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

test("every exported page carries its own policy before its first script: its inline scripts' hashes, and what the shared one says", async () => {
  const rules = await readHeadersFile(path.join(OUT, '_headers'));
  const pages = exportedPageFiles(OUT);
  expect(pages.length).toBeGreaterThanOrEqual(allRoutes().length);
  const shared = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    const own = metaPolicyBeforeScripts(html);
    expect(own, `${file}: its own policy, before any script`).toBeDefined();
    const [, ...hashes] = policyDirectives(own ?? '').get('script-src') ?? [];
    expect([file, hashes.toSorted()]).toEqual([file, inlineScriptHashes(html).toSorted()]);
    const header = headersForPath(rules, urlPathForFile(file)).get('content-security-policy');
    expect(commonDirectives(header?.value ?? ''), file).toEqual(commonDirectives(own ?? ''));
    shared.add(header?.value ?? '');
  }
  // One policy for every page, so _headers needs no rule per page.
  expect([...shared]).toHaveLength(1);
});

test.describe('positive controls, and the cache rules, on one load of /', () => {
  // Chromium logs each refusal as a console error; those are expected here.
  test.use({ allowedConsoleErrors: [[/Content Security Policy/], { scope: 'test' }] });

  test("an injected inline script is refused by the page's own policy, which lists the page's by hash; a script and a fetch from another origin by each policy, the header and the page’s own; static assets are cached for a year, images for 5 minutes, and pages revalidate", async ({
    page,
    request,
  }) => {
    // Three tests' checks on one load: half as much again as one.
    test.setTimeout(45_000);
    const response = await page.goto('/');

    await test.step('an injected inline script is refused by the page’s own policy', async () => {
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        return (window as Window & { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      // The shared policy lets inline scripts run; the page's own does not, and the browser enforces both.
      await expect
        .poll(async () => violations(page))
        .toEqual([expect.stringMatching(/^script-src.* \(meta\)$/)]);
    });

    await test.step('a script and a fetch from another origin are refused by each policy', async () => {
      const fetched = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.src = 'https://elsewhere.invalid/a.js';
        document.body.append(script);
        return fetch('https://elsewhere.invalid/x').then(
          () => true,
          () => false,
        );
      });
      expect(fetched).toBe(false);
      // After the inline script's, refused above.
      await expect
        .poll(async () => {
          const [inline, ...others] = await violations(page);
          return [inline, ...others.sort()];
        })
        .toEqual([
          expect.stringMatching(/^script-src.* \(meta\)$/),
          expect.stringMatching(
            /^connect-src blocked https:\/\/elsewhere\.invalid\/x .*\(header\)$/,
          ),
          expect.stringMatching(/^connect-src blocked https:\/\/elsewhere\.invalid\/x .*\(meta\)$/),
          expect.stringMatching(
            /^script-src(-elem)? blocked https:\/\/elsewhere\.invalid\/a\.js .*\(header\)$/,
          ),
          expect.stringMatching(
            /^script-src(-elem)? blocked https:\/\/elsewhere\.invalid\/a\.js .*\(meta\)$/,
          ),
        ]);
    });

    await test.step('static assets are cached for a year; images for 5 minutes; pages revalidate', async () => {
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      const script = await page
        .locator('script[src^="/_next/static/"]')
        .first()
        .getAttribute('src');
      const asset = await request.get(script ?? '');
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers()['content-type']).toMatch(/javascript/);
      // An image keeps its name when the owner replaces its photo: a returning shopper sees the new one
      // within 5 minutes, as does the page's share image.
      const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content');
      const pictured = await page.locator('img[src^="/images/"]').first().getAttribute('src');
      for (const image of [pictured ?? '', new URL(shareImage ?? '').pathname]) {
        const answer = await request.get(image);
        expect({
          image,
          status: answer.status(),
          cache: answer.headers()['cache-control'],
        }).toEqual({
          image,
          status: 200,
          cache: 'public, max-age=300',
        });
      }
    });
  });
});

/**
 * Serves `pathname` as a CDN that matched no rule against it would: the page without the policy header,
 * with an inline script injected at its end.
 */
async function withoutHeaderAndInjected(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
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
}

const injected = (page: Page) =>
  page.evaluate(() => (window as Window & { __injected?: boolean }).__injected);

/**
 * The page ran its own inline scripts and not the injected one: its own policy reported refusing that one,
 * and nothing else (each of its own it refused would be reported too).
 */
async function expectOwnScriptsOnly(page: Page): Promise<void> {
  expect(await injected(page)).toBeUndefined();
  expect(await violations(page)).toEqual([
    expect.stringMatching(/^script-src(-elem)? blocked inline \(meta\)$/),
  ]);
}

// That a page hydrates and works on its own policy alone follows from every-route.spec.ts: it does so under
// both, and one policy alone allows at least what both together do.
test.describe("a page's own policy alone, as on a CDN that sends the page without the header", () => {
  // Chromium logs the refusal as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [[/Content Security Policy/], { scope: 'test' }] });
  test.afterEach(async ({ page }) => {
    // A request still in the handler as the test ends would read a response already disposed with it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // Cloudflare matches rules against the path as typed: `//shop` and `/%73hop` get the page with none of
  // its headers. What is asked here is only which inline scripts run as the page is read: its scripts are
  // held back (Next's router, hydrating at `//shop`, throws on a history URL of another origin).
  for (const alias of ['//shop', '/%73hop']) {
    test(`${alias}: the page runs its own inline scripts and refuses an injected one`, async ({
      page,
      baseURL,
    }) => {
      await holdScripts(page);
      await withoutHeaderAndInjected(page, alias);
      const response = await page.goto(`${new URL(baseURL ?? '').origin}${alias}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectOwnScriptsOnly(page);
    });
  }
});

test.describe('the 404 page at an unknown path, which no rule of a CDN matches', () => {
  // The not-found page's own two, and Chromium's report of the refusal.
  test.use({
    allowedConsoleErrors: [
      [...NOT_FOUND_CONSOLE_ERRORS, /Content Security Policy/],
      { scope: 'test' },
    ],
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('runs its own inline scripts and refuses an injected one, on its own policy alone', async ({
    page,
  }) => {
    await withoutHeaderAndInjected(page, '/no-such-page');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expectOwnScriptsOnly(page);
  });
});
