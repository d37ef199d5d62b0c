/**
 * Pages paint first and hydrate after (scripts/hydration/defer-hydration.ts): at the window's load event the
 * page's largest image is complete and no framework script has been fetched or run; React then hydrates
 * (tests/e2e/csp.spec.ts and the shop's specs check that the hydrated page works).
 */
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

declare global {
  interface Window {
    __atLoad?: {
      scripts: number;
      scriptDownloads: number;
      hydrated: boolean;
      lcpImageComplete: boolean | null;
    };
  }
}

const PAGES = [
  { route: '/', lcpImage: 'img[fetchpriority="high"]' },
  { route: '/products/milk-bar', lcpImage: '[data-testid="gallery-main-image"]' },
  { route: '/shop', lcpImage: 'img[fetchpriority="high"]' },
];

for (const { route, lcpImage } of PAGES) {
  test(`${route}: its largest image is in place before any script runs, then it hydrates`, async ({
    page,
  }) => {
    await page.addInitScript((selector) => {
      addEventListener('load', () => {
        const main = document.getElementById('main') ?? document.body;
        const image = document.querySelector<HTMLImageElement>(selector);
        window.__atLoad = {
          scripts: document.querySelectorAll('script[src]:not([nomodule])').length,
          scriptDownloads: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length,
          hydrated: Object.keys(main).some((key) => key.startsWith('__react')),
          lcpImageComplete: image ? image.complete && image.naturalWidth > 0 : null,
        };
      });
    }, lcpImage);
    await page.goto(route);
    await waitForHydration(page);
    const atLoad = await page.evaluate(() => window.__atLoad);
    // Not even downloaded yet: the scripts do not compete with the page's images for the connection.
    expect(atLoad).toEqual({
      scripts: 0,
      scriptDownloads: 0,
      hydrated: false,
      lcpImageComplete: true,
    });
    // Every script the page records has been run by now.
    const { deferred, running } = await page.evaluate(() => ({
      deferred: [...document.querySelectorAll('script[data-hydrate-src]')].map((s) =>
        s.getAttribute('data-hydrate-src'),
      ),
      running: [...document.querySelectorAll('script[src]:not([nomodule])')].map((s) =>
        s.getAttribute('src'),
      ),
    }));
    expect(deferred.length).toBeGreaterThan(0);
    expect(running).toEqual(expect.arrayContaining(deferred));
    // Each once: React, hydrating, adds a `<script async>` for any of its scripts it cannot find.
    expect(running).toEqual([...new Set(running)]);
  });
}
