/**
 * One untouched cold load on the phone profile (tap-meter.ts's `openPhonePage`): the first contentful paint,
 * the largest contentful paint and the moment the app is live (HYDRATED_EVENT), in the page's own clock
 * (ms since navigation start), as the A/B measure (ab-measure.ts) compares them.
 *
 * A recorder of its own rather than the tap probe: the probe asks its effect check every animation frame,
 * work an untouched page would not do, and a tap ends the largest-contentful-paint entries (the browser
 * stops reporting them at the first input), so paints are measured on loads nobody taps.
 */
import type { Browser, Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../../lib/inline-loader/contract';
import { drawnFonts } from '../fonts/drawn-fonts';
import { openPhonePage } from './tap-meter';

/** What the page recorded, in ms of its clock (null: did not happen). */
interface PaintRecord {
  firstPaintMs: number | null;
  /** The last largest-contentful-paint entry: the page's LCP. */
  largestPaintMs: number | null;
  /** What that paint was: the image's path, or the element's tag name for text. */
  largestPaintOf: string | null;
  hydratedMs: number | null;
}

export interface PaintObservation {
  record: PaintRecord | null;
  /**
   * The fonts that drew the page's heading and its first paragraph once it settled (drawn-fonts.ts):
   * whether the first view was in the brand's faces. Null when the page did not settle.
   */
  faces: string[] | null;
  /** The page never hydrated or never settled in time. */
  error: string | null;
  /** Uncaught errors, and requests that failed. */
  pageErrors: string[];
}

type PaintWindow = Window & { __paints?: PaintRecord };

/** Hydration may come this long after navigation on a loaded machine; then network idle, the same. */
const LOAD_TIMEOUT_MS = 60_000;
/** How often Node asks the page whether it has hydrated: rarely, to leave the page's main thread alone. */
const POLL_MS = 250;

/** The recorder. Runs in the page: serialized by `paintScript`. */
function recordPaints(hydratedEvent: string): void {
  const record: PaintRecord = {
    firstPaintMs: null,
    largestPaintMs: null,
    largestPaintOf: null,
    hydratedMs: null,
  };
  (window as PaintWindow).__paints = record;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && record.firstPaintMs === null) record.firstPaintMs = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const largest = list.getEntries().at(-1) as
      (PerformanceEntry & { url: string; element: Element | null }) | undefined;
    if (!largest) return;
    record.largestPaintMs = largest.startTime;
    record.largestPaintOf = largest.url
      ? new URL(largest.url).pathname
      : (largest.element?.tagName.toLowerCase() ?? null);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener(
    hydratedEvent,
    () => {
      record.hydratedMs ??= performance.now();
    },
    { once: true },
  );
}

/** The recorder as an init script; `__name` as in tap-probe.ts's `probeScript` (tsx's esbuild helper). */
function paintScript(): string {
  return `(() => {
  const __name = (target) => target;
  (${recordPaints.toString()})(${JSON.stringify(HYDRATED_EVENT)});
})();`;
}

const readRecord = (page: Page) =>
  page.evaluate(() => (window as PaintWindow).__paints ?? null).catch(() => null);

/**
 * Loads `url` untouched and returns its paints, and the faces that drew it, once it has hydrated and the
 * network has been idle for 500 ms (a lazy image that becomes the largest paint has then arrived).
 */
export async function loadUntouched(browser: Browser, url: string): Promise<PaintObservation> {
  const { context, page, pageErrors } = await openPhonePage(browser);
  try {
    await page.addInitScript({ content: paintScript() });
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
      const hydrated = () => (window as PaintWindow).__paints?.hydratedMs != null;
      await page.waitForFunction(hydrated, undefined, {
        timeout: LOAD_TIMEOUT_MS,
        polling: POLL_MS,
      });
      await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? String(error);
      return {
        record: await readRecord(page),
        faces: null,
        error: message,
        pageErrors: [...pageErrors],
      };
    }
    const faces = [
      ...new Set([...(await drawnFonts(page, 'h1')), ...(await drawnFonts(page, 'main p'))]),
    ];
    return { record: await readRecord(page), faces, error: null, pageErrors: [...pageErrors] };
  } finally {
    await context.close();
  }
}
