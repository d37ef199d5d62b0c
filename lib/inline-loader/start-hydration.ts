/**
 * Hydration late, or early. The build leaves Next's scripts in the page as inert records
 * (scripts/hydration/defer-hydration.ts); they run once the window has loaded and the first paint is on
 * screen, so they never compete with the largest image, or at once when a shopper reaches for a control
 * that needs them (early-taps.ts).
 */
import { HYDRATE_SRC_ATTRIBUTE } from './contract';

/** Hydrate anyway if no paint is reported (a tab opened in the background never paints). */
const PAINT_WAIT_LIMIT_MS = 3000;

let hydrationStarted = false;

/**
 * Turns every inert record into a real script, once. Each carries the `async` attribute, as Next wrote it
 * (a script made by a script runs as soon as it arrives either way): React renders the layout's scripts as
 * `<script async src>` and, when it hydrates, looks for them by `script[async][src]`, adding any it does
 * not find, which would run those chunks a second time.
 */
export function startHydration(): void {
  if (hydrationStarted) return;
  hydrationStarted = true;
  document.querySelectorAll(`script[${HYDRATE_SRC_ATTRIBUTE}]`).forEach((inert) => {
    const script = document.createElement('script');
    script.setAttribute('async', '');
    // Stryker disable next-line StringLiteral: each record was selected by this attribute, so getAttribute never returns null and the fallback is never used.
    script.src = inert.getAttribute(HYDRATE_SRC_ATTRIBUTE) ?? '';
    document.head.appendChild(script);
  });
}

/**
 * After the first paint (and the window's load): the scripts, then in a task of its own `then`, what else
 * waits for that paint (number-formats-ahead.ts).
 */
export function startHydrationAfterFirstPaint(then: () => void): void {
  const start = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        startHydration();
        setTimeout(then);
      }),
    );
  /** `first-contentful-paint` is reported once the frame is presented, which can come after `load`. */
  const afterFirstPaint = () => {
    const painted =
      !('PerformanceObserver' in window) ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted) return start();
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: 'paint' });
    setTimeout(startHydration, PAINT_WAIT_LIMIT_MS);
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else {
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a window's load event fires once, so a listener kept after it is never called again.
    addEventListener('load', afterFirstPaint, { once: true });
  }
}
