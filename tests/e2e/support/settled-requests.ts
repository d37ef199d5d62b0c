import type { Page, Request } from '@playwright/test';

/**
 * How long the page must go without a request starting or ending before its requests count as settled. A
 * request the page starts on its own follows another within a frame or two of its work: the router's
 * prefetch asks for a page's segments as the answer for its tree is read, a lazy image as its observer
 * fires. Playwright's 'networkidle' waits 500 ms after the last, and only once per navigation: a page
 * quiet for 500 ms before its scripts start (the loader holds them until after the first paint) has
 * already passed it, and every request made afterwards went unwaited.
 */
const QUIET_MS = 250;

/**
 * Counts the page's requests in flight from now on, so that a test can wait until they have settled: none
 * in flight, none started or ended for QUIET_MS, and the page has drawn two frames since the last (its
 * IntersectionObservers, which start the router's prefetches and the lazy images, report after a frame).
 * Call before whatever starts the requests waited for (a load, a click); `settled()` can be awaited any
 * number of times, after anything that may start requests (a load, a hydration, a resize). With
 * `quietFromNow`, the quiet is counted from the call at the earliest: for what a tap may send a moment
 * later, on a page long quiet.
 */
export function watchRequests(page: Page): {
  settled: (options?: { quietFromNow?: boolean }) => Promise<void>;
} {
  // The requests themselves, not a count: one started before the watch began and ending during it is no
  // request of ours to wait for.
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  let onChange: () => void = () => {};
  const changed = () => {
    lastChange = Date.now();
    onChange();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changed();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  /** Resolves at the next request started or ended, or after `ms`, whichever comes first. */
  const nextChangeWithin = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      onChange = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const twoFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );

  return {
    async settled({ quietFromNow = false } = {}) {
      const asked = quietFromNow ? Date.now() : 0;
      for (;;) {
        const before = lastChange;
        await twoFrames();
        const quietFor = Date.now() - Math.max(lastChange, asked);
        if (inFlight.size === 0 && lastChange === before && quietFor >= QUIET_MS) return;
        await nextChangeWithin(inFlight.size === 0 ? Math.max(QUIET_MS - quietFor, 0) : QUIET_MS);
      }
    },
  };
}
