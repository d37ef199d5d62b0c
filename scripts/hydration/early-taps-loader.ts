/**
 * The inline loader every exported page carries (compiled and minified by loader-source.ts, inserted by
 * defer-hydration.ts). Two jobs, and a third in modal-dialogs.ts (Tab kept inside an open modal dialog, and
 * invoker commands and `closedby` where the browser lacks them):
 *
 * 1. Start hydration late, or early. Next's scripts arrive as inert records; they run once the window has
 *    loaded and the first paint is on screen (so they never compete with the largest image), or at once when
 *    the shopper reaches for a control that needs them.
 * 2. Lose no tap. A click on a button, or a change of a select, that happens before React is live is
 *    recorded, the control is marked busy (aria-busy, styled in globals.css) so the shopper sees it was
 *    heard, and when the app signals it has hydrated each recorded action is played again, in order, once
 *    (each tap on a stepper counts).
 *    Until then the event is stopped at window, so a half-hydrated React never sees it too (no double run).
 *
 * What the platform does alone is left alone: links, radios and checkboxes, `popovertarget` and `commandfor`
 * buttons.
 */
import { HYDRATED_EVENT, HYDRATE_SRC_ATTRIBUTE } from '../../lib/hydration-contract';
import './modal-dialogs';

/** Controls that do nothing until React is live. */
const NEEDS_REACT = 'button:not([popovertarget]):not([commandfor]), select';
/** Hydrate anyway if no paint is reported (a tab opened in the background never paints). */
const PAINT_WAIT_LIMIT_MS = 3000;

interface RecordedAction {
  control: HTMLButtonElement | HTMLSelectElement;
  type: 'click' | 'change';
  /** A select's value when it changed, restored before the change is replayed. */
  value: string;
}

const recorded: RecordedAction[] = [];
let hydrationStarted = false;

function startHydration(): void {
  if (hydrationStarted) return;
  hydrationStarted = true;
  document.querySelectorAll(`script[${HYDRATE_SRC_ATTRIBUTE}]`).forEach((inert) => {
    const script = document.createElement('script');
    script.src = inert.getAttribute(HYDRATE_SRC_ATTRIBUTE) ?? '';
    document.head.appendChild(script);
  });
}

function afterNextFrame(): void {
  requestAnimationFrame(() => setTimeout(startHydration));
}

/** `first-contentful-paint` is reported once the frame is presented, which can come after `load`. */
function afterFirstPaint(): void {
  const painted =
    !('PerformanceObserver' in window) ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted) {
    afterNextFrame();
    return;
  }
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    afterNextFrame();
  }).observe({ type: 'paint' });
  setTimeout(startHydration, PAINT_WAIT_LIMIT_MS);
}

function controlFor(event: Event): RecordedAction['control'] | null {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<RecordedAction['control']>(NEEDS_REACT) ?? null;
  const kind = control instanceof HTMLSelectElement ? 'change' : 'click';
  return control && event.type === kind ? control : null;
}

function record(event: Event): void {
  const control = controlFor(event);
  if (!control) return;
  event.stopImmediatePropagation();
  // A submit button would send its form natively; React's handler gets the replayed click instead.
  if (control instanceof HTMLButtonElement && control.type === 'submit') event.preventDefault();
  recorded.push({ control, type: event.type as RecordedAction['type'], value: control.value });
  control.setAttribute('aria-busy', 'true');
  startHydration();
}

/** A finger or button going down on a control: fetch the scripts while the tap completes. */
function prepare(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(NEEDS_REACT)) startHydration();
}

function replayNext(): void {
  const action = recorded.shift();
  if (!action) return;
  const { control, type, value } = action;
  if (!recorded.some((later) => later.control === control)) control.removeAttribute('aria-busy');
  if (type === 'click') {
    control.click();
  } else {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // One action per task, as a shopper's taps are: React renders each before the next one's handler runs.
  setTimeout(replayNext);
}

function replay(): void {
  removeEventListener('click', record, true);
  removeEventListener('change', record, true);
  removeEventListener('pointerdown', prepare, true);
  replayNext();
}

addEventListener('click', record, true);
addEventListener('change', record, true);
addEventListener('pointerdown', prepare, true);
addEventListener(HYDRATED_EVENT, replay, { once: true });
if (document.readyState === 'complete') afterFirstPaint();
else addEventListener('load', afterFirstPaint, { once: true });
