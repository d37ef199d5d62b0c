/**
 * The Content-Security-Policy as a page gets it (out/_headers, applied by scripts/static-server.mjs as a CDN
 * would, and the same policy in a <meta> element): what it must say, and every violation the page reports.
 */
import type { Page, Response } from '@playwright/test';
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

/** The policy a <meta> element can carry: the header's, less frame-ancestors, which only a header can say. */
export const metaPolicyFor = (headerPolicy: string) =>
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

/**
 * The page came with a policy that allows scripts from the site and inline ones by hash only, frames and
 * plugins nowhere, with the headers that go with it; and it carries the same policy in a <meta> element
 * before its first script, for a CDN that drops the header.
 */
export async function expectHashPolicy(page: Page, response: Response): Promise<void> {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  const html = await response.text();
  const metaAt = html.indexOf('<meta http-equiv="Content-Security-Policy"');
  expect(metaAt, 'the <meta> policy, before any script').toBeGreaterThan(0);
  expect(metaAt).toBeLessThan(html.indexOf('<script'));
  expect(await page.locator(META_POLICY).getAttribute('content')).toBe(metaPolicyFor(policy));
  const scriptSources = directive(policy, 'script-src');
  expect(scriptSources[0]).toBe("'self'");
  expect(scriptSources.length, 'inline scripts allowed by their hashes').toBeGreaterThan(1);
  expect(scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
    true,
  );
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // No other site's window reaches the page (the editor keeps the sign-in window it opens itself).
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}
