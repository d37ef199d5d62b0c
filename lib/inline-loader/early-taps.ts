/**
 * No tap lost. A click on a button that happens before React is live is recorded, the control is marked busy (aria-busy, styled in app/globals.css) so the shopper sees it was
 * heard (a stepper's number changes at once: early-steps.ts), hydration starts at once, and when the app
 * signals it has hydrated each recorded action is played again, in order, once (each tap on a stepper
 * counts). Until then the event is stopped at window, so a half-hydrated React never sees it too (no double
 * run).
 *
 * A Share tap is shared at once, inside the tap (the share sheet and the clipboard refuse a replayed one):
 * its replay waits for that share to end and only brings what became of it (contract.ts).
 *
 * What the platform does alone is left alone: links, radios and checkboxes, `popovertarget` and
 * `commandfor` buttons, and selects: a select holds its own value, which its island reads once live (the
 * shop's sort, which CSS shows at once: lib/shop-list-css.ts).
 */
import { sharePage, type ShareOutcome } from '../share-page';
import { HYDRATED_EVENT, SHARE_OUTCOME_ATTRIBUTE, SHARE_TITLE_ATTRIBUTE } from './contract';
import { showEarlyStep } from './early-steps';
import { startHydration } from './start-hydration';

/** Buttons that do nothing until React is live. */
const NEEDS_REACT = 'button:not([popovertarget]):not([commandfor])';

interface RecordedAction {
  control: HTMLButtonElement;
  /** A Share tap's share, made in the tap. */
  shared?: Promise<ShareOutcome>;
}

const recorded: RecordedAction[] = [];

function controlFor(event: Event): HTMLButtonElement | null {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest<HTMLButtonElement>(NEEDS_REACT) ?? null;
}

function record(event: Event): void {
  const control = controlFor(event);
  if (!control) return;
  event.stopImmediatePropagation();
  // A submit button would send its form natively; React's handler gets the replayed click instead.
  if (control.type === 'submit') event.preventDefault();
  const title = control.getAttribute(SHARE_TITLE_ATTRIBUTE);
  recorded.push({ control, shared: title === null ? undefined : sharePage(title) });
  control.setAttribute('aria-busy', 'true');
  showEarlyStep(control);
  startHydration();
}

/** A finger or button going down on a control: fetch the scripts while the tap completes. */
function prepare(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(NEEDS_REACT)) startHydration();
}

function play({ control }: RecordedAction): void {
  if (!recorded.some((later) => later.control === control)) control.removeAttribute('aria-busy');
  control.click();
  // One action per task, as a shopper's taps are: React renders each before the next one's handler runs.
  setTimeout(replayNext);
}

function replayNext(): void {
  const action = recorded.shift();
  if (!action) return;
  // A share waits for the shopper to leave the share sheet (taps behind it wait too: none can be made).
  if (!action.shared) return play(action);
  void action.shared.then((outcome) => {
    // A copy the browser refused in the tap (a page not yet focused) is tried again by the button itself.
    if (outcome !== 'not-copied') action.control.setAttribute(SHARE_OUTCOME_ATTRIBUTE, outcome);
    play(action);
  });
}

function replay(): void {
  removeEventListener('click', record, true);
  // Stryker disable next-line StringLiteral,BooleanLiteral: the app hydrates only after startHydration() has run, so a pointerdown listener left behind calls one that returns at once.
  removeEventListener('pointerdown', prepare, true);
  replayNext();
}

export function recordEarlyTaps(): void {
  addEventListener('click', record, true);
  // Stryker disable next-line BooleanLiteral: capture or bubble at window, the same press arrives: until the scripts start no listener in the page stops one (the loader's own do not), and after, prepare does nothing.
  addEventListener('pointerdown', prepare, true);
  addEventListener(HYDRATED_EVENT, replay, { once: true });
}
