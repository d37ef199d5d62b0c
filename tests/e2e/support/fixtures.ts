import { test as base, expect, type Page } from '@playwright/test';
import { NO_PREFETCH_PATH_PREFIXES } from '../../../data/routes';

/** What a page's init script reports of a link that would prefetch a page with no prefetch files. */
const PREFETCHING_LINK_ERROR = 'A link prefetches a page whose prefetch files are not published';

/**
 * Next's `<Link>` prefetches by watching its `<a>` with an IntersectionObserver, from the moment it mounts
 * (only with prefetching on): it then asks for the page's segment-prefetch files once the link nears the
 * view. The export publishes none for the pages under NO_PREFETCH_PATH_PREFIXES (data/routes.ts), so such a
 * link makes 404s, and only once it is scrolled near. This reports it as the link mounts, wherever it is on
 * the page, as a console error the guard below fails the test on; and lists on `window.__observedLinks`
 * every link path observed, so a test can see the hook still sees Next's links (tests/e2e/prefetch.spec.ts).
 */
function reportPrefetchingLinks({
  prefixes,
  message,
}: {
  prefixes: readonly string[];
  message: string;
}): void {
  const observed: string[] = [];
  Object.assign(window, { __observedLinks: observed });
  const observe = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (target: Element) {
    if (target instanceof HTMLAnchorElement) {
      const { origin, pathname } = new URL(target.href, location.href);
      if (origin === location.origin) observed.push(pathname);
      if (origin === location.origin && prefixes.some((prefix) => pathname.startsWith(prefix))) {
        console.error(`${message}: ${pathname} (data/routes.ts, NO_PREFETCH_PATH_PREFIXES)`);
      }
    }
    return observe.call(this, target);
  };
}

/**
 * Every console error, React hydration warning and uncaught page error on `page` from now on, as they come,
 * but those `allowed` matches (an uncaught page error matched as 'page error: <its message>').
 */
export function watchPageProblems(page: Page, allowed: readonly RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const isHydrationWarning =
      /hydrat/i.test(text) && ['error', 'warning'].includes(message.type());
    if (
      (message.type() === 'error' || isHydrationWarning) &&
      !allowed.some((re) => re.test(text))
    ) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (!allowed.some((re) => re.test(`page error: ${error.message}`)))
      problems.push(`page error: ${error.message}`);
  });
  return problems;
}

/**
 * `test` whose `page` has a guard: any console error, uncaught page error or React hydration warning fails
 * the test, a link prefetching a page whose prefetch files the export leaves out among them (above). Specs
 * that expect an error list it in `allowedConsoleErrors` (the 404 page's: not-found-errors.ts); an uncaught
 * page error is matched as 'page error: <its message>'. The guard comes with the page, so a test that reads
 * only files opens no browser context.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, run) => {
    await page.addInitScript(reportPrefetchingLinks, {
      prefixes: NO_PREFETCH_PATH_PREFIXES,
      message: PREFETCHING_LINK_ERROR,
    });
    const problems = watchPageProblems(page, allowedConsoleErrors);
    await run(page);
    expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
  },
});

export { expect };
