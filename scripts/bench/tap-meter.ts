/**
 * One tap at first paint, on the phone profile: Chromium (Playwright) as Lighthouse's phone (first-view.ts),
 * with Chromium's own network and CPU throttling through CDP at the figures of Lighthouse's mobile profile
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown), cold cache (a fresh context per load).
 *
 * Loads the page with the probe (tap-probe.ts) in it, waits for the first contentful paint, taps the control
 * at once as a shopper would, and waits until the probe has seen the page settle after hydration. Times come
 * from the probe, in the page's clock.
 *
 * The tap is a touch at the control's center (`aimAt` scrolls it into view and finds the point, in one round
 * trip) rather than `locator.tap()`: Playwright's actionability checks (visible, stable for two frames,
 * receiving events) each wait for the page's main thread, which is busy then, and measured here they put the
 * tap 0.3–1.9 s after the paint, at times after hydration. A select gets `selectOption`.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import { PHONE_CONTEXT } from './first-view';
import type { TapControl, TapTarget } from './tap-controls';
import { PROBE_TIMING, aimAt, probeScript, type ProbeRecord, type ProbeWindow } from './tap-probe';

/** Lighthouse's mobile throttling figures (its "slow 4G"), with its 1 Mbps = 1024 × 1024 bits. */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Page load and first paint; a select's wait to be chosen from. */
const LOAD_TIMEOUT_MS = 60_000;
const SELECT_TIMEOUT_MS = 15_000;
/** Hydration itself may take this long after the tap; then the probe's own windows apply. */
const HYDRATION_TIMEOUT_MS = 30_000;

/** What one load saw: whether the control was in the page at first paint, and the probe's record. */
export interface TapObservation {
  present: boolean;
  record: ProbeRecord | null;
  /** The harness could not tap or the page never settled. */
  error: string | null;
  /** What went wrong in the page, to tell why: uncaught errors, and requests that failed. */
  pageErrors: string[];
}

async function locate(page: Page, target: TapTarget): Promise<Locator> {
  const scope = target.within ? page.locator(target.within).first() : null;
  const root = scope && (await scope.count()) > 0 ? scope : page;
  const exact = typeof target.name === 'string';
  const [first, ...others] = target.roles.map((role) =>
    root.getByRole(role, { name: target.name, exact }),
  );
  if (!first) throw new Error('A tap target needs at least one role');
  return others.reduce((either, locator) => either.or(locator), first);
}

const readRecord = (page: Page) => page.evaluate(() => (window as ProbeWindow).__tapProbe ?? null);

/** A fresh page on the phone profile, and what goes wrong in it (to tell why a load failed). */
export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, and requests that failed. */
  pageErrors: string[];
}

/**
 * A new context (so a cold cache) as Lighthouse's phone, its page throttled through CDP to PHONE_PROFILE.
 * The caller closes the context.
 */
export async function openPhonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<PhonePage> {
  const context = await browser.newContext({ ...PHONE_CONTEXT, ...options });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      // Aborted: the page or the router cancelled it (a prefetch), not a failure.
      if (reason !== 'net::ERR_ABORTED') pageErrors.push(`${request.url()}: ${reason}`);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
    return { context, page, pageErrors };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** When a load taps: at its first paint (a shopper who taps what they see), or once the app is live. */
export type TapMoment = 'first paint' | 'hydrated';

/** Loads `url`, taps `control` at first paint (or once hydrated) and returns what the page recorded. */
export async function tapAtFirstPaint(
  browser: Browser,
  url: string,
  control: TapControl,
  expected: unknown,
  moment: TapMoment = 'first paint',
): Promise<TapObservation> {
  // The share control copies the link when the browser has no share sheet.
  const { context, page, pageErrors } = await openPhonePage(browser, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  try {
    await page.addInitScript({ content: probeScript(control, expected) });

    const observed = async (present: boolean, error: string | null = null) => ({
      present,
      record: await readRecord(page).catch(() => null),
      error,
      pageErrors: [...pageErrors],
    });
    try {
      // A page that never paints or hydrates in time is this load's error, not the whole measure's: a
      // big catalogue's shop took 11-16 s to hydrate here, and longer with the probe asking every frame.
      await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
      const painted = () => (window as ProbeWindow).__tapProbe?.firstPaintMs != null;
      await page.waitForFunction(painted, undefined, { timeout: LOAD_TIMEOUT_MS });
      if (moment === 'hydrated') {
        const hydrated = () => (window as ProbeWindow).__tapProbe?.hydratedMs != null;
        await page.waitForFunction(hydrated, undefined, {
          timeout: HYDRATION_TIMEOUT_MS,
          polling: 50,
        });
      }
      const target = await locate(page, control.target);
      if (control.action.kind === 'select') {
        if ((await target.count()) === 0) return await observed(false);
        // force: Playwright's actionability checks would wait on the busy main thread (see above).
        await target
          .first()
          .selectOption(control.action.value, { force: true, timeout: SELECT_TIMEOUT_MS });
      } else {
        const point = await target.evaluateAll(aimAt);
        if (!point) return await observed(false);
        await page.touchscreen.tap(point.x, point.y);
      }
      const finished = () => (window as ProbeWindow).__tapProbe?.finishedMs != null;
      const { lostAfterHydrationMs, settleMs } = PROBE_TIMING;
      await page.waitForFunction(finished, undefined, {
        timeout: HYDRATION_TIMEOUT_MS + lostAfterHydrationMs + settleMs,
        polling: 100,
      });
    } catch (error) {
      return await observed(true, (error as Error).message.split('\n')[0] ?? String(error));
    }
    return await observed(true);
  } finally {
    await context.close();
  }
}
