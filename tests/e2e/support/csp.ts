/**
 * The Content-Security-Policy as a page gets it (the policy out/_headers gives every page, applied by
 * scripts/static-server.mjs as a CDN would, and the page's own, with its inline scripts' hashes, in a <meta>
 * element): what they must say, and every violation the page reports.
 */
import type { Page, Response } from '@playwright/test';
import { inlineScriptHashes, policyDirectives } from '../../../scripts/headers/csp.mjs';
import { metaPolicyBeforeScripts } from '../../../scripts/headers/meta-policy.mjs';
import { expect } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every `securitypolicyviolation` from the first byte of the page on, and which policy reported it:
 * the header's (the only one with frame-ancestors) or the <meta> element's. Call before the page loads.
 */
export async function watchViolations(page: Page): Promise<void> {
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

export const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

const META_POLICY = 'meta[http-equiv="Content-Security-Policy"]';

/**
 * What the shared policy and a page's own have in common: every directive but script-src (the page's lists
 * its inline scripts by hash, the shared one lets inline scripts run) and frame-ancestors (a header's alone).
 */
export const commonDirectives = (policy: string) =>
  [...policyDirectives(policy)].filter(
    ([name]) => name !== 'script-src' && name !== 'frame-ancestors',
  );

/**
 * The page came with the shared policy, which allows scripts from the site and inline ones, frames and
 * plugins nowhere, with the headers that go with it; and it carries its own in a <meta> before its first
 * script, which allows exactly its inline scripts, by hash, and otherwise says what the header says. The
 * browser enforces both: inline scripts run by hash alone.
 */
export async function expectHashPolicy(page: Page, response: Response): Promise<void> {
  const headers = response.headers();
  const shared = headers['content-security-policy'] ?? '';
  const html = await response.text();
  const own = metaPolicyBeforeScripts(html) ?? '';
  expect(own, 'its own policy, in a <meta> before any script').not.toBe('');
  expect(await page.locator(META_POLICY).getAttribute('content')).toBe(own);
  const [self, ...hashes] = policyDirectives(own).get('script-src') ?? [];
  expect(self).toBe("'self'");
  expect(hashes.length, 'inline scripts allowed by their hashes').toBeGreaterThan(1);
  expect(hashes.toSorted(), 'the hashes of exactly its inline scripts').toEqual(
    inlineScriptHashes(html).toSorted(),
  );
  const header = policyDirectives(shared);
  expect(header.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  expect(header.get('object-src')).toEqual(["'none'"]);
  expect(commonDirectives(shared)).toEqual(commonDirectives(own));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // No other site's window reaches the page (the editor keeps the sign-in window it opens itself).
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}
