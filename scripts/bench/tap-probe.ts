/**
 * The in-page recorder of the tap measure (scripts/bench/tap-meter.ts adds it to every page it loads, before
 * the page's own scripts). Everything it records is in the page's own clock (`performance.now()`, ms since
 * navigation start, the clock of the paint entries): round trips to Node under a 4× CPU slowdown would add
 * tens of milliseconds of noise.
 *
 * From the start it records the first contentful paint and the moment the app is live: the app announces
 * it once React has hydrated the page and every island's mount effects have run (HYDRATED_EVENT, dispatched
 * by components/layout/hydration-signal.tsx, which both builds carry), the same way for every build. After the shopper's action (the first pointerdown, click, input or change
 * the page receives, seen in the capture phase before any handler of the page), it asks the control's
 * effect check every frame until the page has settled after hydration, and records when the effect first
 * showed, whether it ran twice and whether it was undone.
 */

import { HYDRATED_EVENT } from '../../lib/inline-loader/contract';

/** What a control's effect check answers: not there, there once, or there twice (quantity 3 for 2). */
type EffectState = 'none' | 'done' | 'twice';

/** Helpers the probe hands to every effect check. */
export interface PageHelpers {
  /** Laid out and not hidden (Playwright's meaning of visible; an opacity transition still counts). */
  isVisible(element: Element): boolean;
  /** A visible heading with exactly this text inside a `<dialog>` or an element with role="dialog". */
  dialogWithHeading(text: string): boolean;
}

/**
 * A control's effect, asked in the page every frame after the action. It runs in the page: it may use only
 * its arguments and the browser's globals, nothing from the module that defines it.
 */
type EffectCheck<Expected> = (expected: Expected, page: PageHelpers) => EffectState;

/** Runs in the page before its scripts (for example to record calls the effect check counts). */
type PageSetup = () => void;

/**
 * Whether the frame just drawn showed the effect whole, asked in the page after that frame (its layout is
 * done, so reading boxes costs nothing). Runs in the page, as an effect check does.
 */
export type DrawnCheck = (page: PageHelpers) => boolean;

/** What the probe needs of a control: its effect check, and what it runs before the page and after a frame. */
export interface ProbedControl<Expected> {
  effect: EffectCheck<Expected>;
  setup?: PageSetup;
  /** Absent: the frame in which the effect first shows draws it whole. */
  drawn?: DrawnCheck;
}

/** Everything the probe records, in ms of the page's clock (null: did not happen). */
export interface ProbeRecord {
  firstPaintMs: number | null;
  /** The shopper's action: the first pointerdown, click, input or change event. */
  actionMs: number | null;
  /** Whether that event hit the element aimed at (`aimAt`); null when nothing was aimed at (a select). */
  actionOnTarget: boolean | null;
  /**
   * The effect check's answer just before the action: in the last frame before it (a select has its new
   * value by the time its first event fires), or at the action when no frame came first. Anything but
   * 'none' is a bad check.
   */
  stateAtAction: EffectState | null;
  /** React has attached to the page. */
  hydratedMs: number | null;
  /** First frame in which the effect showed (its animation frame callbacks, before its style and layout). */
  effectMs: number | null;
  /**
   * The end of the main thread's work on the first frame, from that one on, that drew the effect whole (the
   * control's `drawn` check): its style, its layout (the content of cards a chip shows is laid out there,
   * after the callbacks) and its paint. A task posted from the frame's callback runs after them. A card a
   * chip or a sort moves into view may be drawn empty in that frame and with its content in a later one
   * (lib/shop-list-css.ts): what the shopper sees is the later one.
   */
  effectDrawnMs: number | null;
  /** First frame in which the effect had happened twice. */
  twiceMs: number | null;
  /** First frame in which an effect that had shown was gone again (hydration reset it). */
  undoneMs: number | null;
  /** The effect check's answer when the probe finished. */
  finalState: EffectState | null;
  /** The probe stopped watching: settled after hydration, or gave up waiting for the effect. */
  finishedMs: number | null;
  /** The effect check threw (a mistake in the control table). */
  checkError: string | null;
}

export const PROBE_TIMING = {
  /** How long the effect must stay after hydration (or after it showed, if later) to count. */
  settleMs: 1_000,
  /** How long after hydration a tap may take effect before it counts as lost. */
  lostAfterHydrationMs: 10_000,
};
export type ProbeTiming = typeof PROBE_TIMING;

/** Where the probe keeps its record in the page, and `aimAt` the element it aimed at. */
export type ProbeWindow = Window & { __tapProbe?: ProbeRecord; __tapTarget?: Element };

/**
 * The helpers every effect check is handed. Runs in the page (serialized, as the probe is): the
 * cross-engine suite hands them to the same checks (tests/engines/early-taps.spec.ts).
 */
export function pageHelpers(): PageHelpers {
  const helpers: PageHelpers = {
    isVisible: (element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0
      );
    },
    dialogWithHeading: (text) =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].some(
        (heading) =>
          heading.textContent?.trim() === text &&
          heading.closest('dialog, [role="dialog"]') !== null &&
          helpers.isVisible(heading),
      ),
  };
  return helpers;
}

/** The probe itself. Runs in the page: serialized with its arguments by `probeScript`. */
function runProbe<Expected>(
  check: EffectCheck<Expected>,
  drawn: DrawnCheck,
  expected: Expected,
  timing: ProbeTiming,
  hydratedEvent: string,
  makeHelpers: () => PageHelpers,
): void {
  const record: ProbeRecord = {
    firstPaintMs: null,
    actionMs: null,
    actionOnTarget: null,
    stateAtAction: null,
    hydratedMs: null,
    effectMs: null,
    effectDrawnMs: null,
    twiceMs: null,
    undoneMs: null,
    finalState: null,
    finishedMs: null,
    checkError: null,
  };
  (window as ProbeWindow).__tapProbe = record;

  const helpers = makeHelpers();
  const effectState = (): EffectState => {
    try {
      return check(expected, helpers);
    } catch (error) {
      record.checkError ??= String(error);
      return 'none';
    }
  };

  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && record.firstPaintMs === null) record.firstPaintMs = paint.startTime;
  }).observe({ type: 'paint', buffered: true });

  /** Asks, after the frame being drawn, whether it drew the effect whole: a message posted in its callback. */
  const afterFrame = new MessageChannel();
  afterFrame.port1.onmessage = () => {
    const now = performance.now();
    let whole = false;
    try {
      whole = drawn(helpers);
    } catch (error) {
      record.checkError ??= String(error);
    }
    if (whole) record.effectDrawnMs ??= now;
  };

  let stateBeforeAction: EffectState | null = null;
  const onAction = (event: Event) => {
    if (record.actionMs !== null) return;
    record.actionMs = performance.now();
    record.stateAtAction = stateBeforeAction ?? effectState();
    const aimed = (window as ProbeWindow).__tapTarget;
    const hit = event.target instanceof Node ? event.target : null;
    if (aimed && hit) record.actionOnTarget = aimed.contains(hit) || hit.contains(aimed);
  };
  for (const type of ['pointerdown', 'click', 'input', 'change']) {
    window.addEventListener(type, onAction, { capture: true });
  }

  window.addEventListener(
    hydratedEvent,
    () => {
      record.hydratedMs ??= performance.now();
    },
    { once: true },
  );

  const onFrame = () => {
    const now = performance.now();
    if (record.actionMs === null) stateBeforeAction = effectState();
    else {
      const state = effectState();
      if (state !== 'none') record.effectMs ??= now;
      // From the frame the effect first shows in, after each frame until one has drawn it whole.
      if (record.effectMs !== null && record.effectDrawnMs === null)
        afterFrame.port2.postMessage(null);
      if (state === 'twice') record.twiceMs ??= now;
      if (state === 'none' && record.effectMs !== null) record.undoneMs ??= now;
      if (record.hydratedMs !== null) {
        const settled =
          record.effectMs !== null &&
          now >= Math.max(record.effectMs, record.hydratedMs) + timing.settleMs;
        const givenUp =
          record.effectMs === null && now >= record.hydratedMs + timing.lostAfterHydrationMs;
        if (settled || givenUp) {
          record.finalState = state;
          record.finishedMs = now;
          return;
        }
      }
    }
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/**
 * Runs in the page, given the elements the control's locator matches: scrolls the first to the middle of
 * the screen at once and returns the point a finger would tap, or null when the control is not in the page.
 * A visually hidden radio or checkbox (a few pixels) is tapped through its label, as a shopper taps it.
 * The probe checks the tap hit what was aimed at.
 */
export function aimAt(elements: Element[]): { x: number; y: number } | null {
  const control = elements[0];
  if (!control) return null;
  const box = control.getBoundingClientRect();
  const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
  const aimed = label && (box.width < 8 || box.height < 8) ? label : control;
  aimed.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  (window as ProbeWindow).__tapTarget = aimed;
  const { left, top, width, height } = aimed.getBoundingClientRect();
  return { x: left + width / 2, y: top + height / 2 };
}

/**
 * The probe as an init script, with the control's effect check, setup and drawn check, and what it expects.
 * `__name` is defined for the functions' sake: under tsx, esbuild wraps named inner functions in a
 * `__name(…)` helper that exists only in Node.
 */
export function probeScript<Expected>(
  { effect, setup, drawn = () => true }: ProbedControl<Expected>,
  expected: Expected,
  timing: ProbeTiming = PROBE_TIMING,
): string {
  return `(() => {
  const __name = (target) => target;
  ${setup ? `(${setup.toString()})();` : ''}
  (${runProbe.toString()})(${effect.toString()}, ${drawn.toString()}, ${JSON.stringify(expected)}, ${JSON.stringify(timing)}, ${JSON.stringify(HYDRATED_EVENT)}, ${pageHelpers.toString()});
})();`;
}
