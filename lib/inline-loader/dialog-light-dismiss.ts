/**
 * `closedby="any"` where the browser lacks it (Safari before 26.2, Chrome before 134, Firefox before 141):
 * a press that goes down and comes up on an open dialog's backdrop closes it, as the platform's light
 * dismiss does. A press that starts inside the dialog (selecting text in the size chart) and ends outside
 * keeps it open, also as the platform does.
 *
 * Pointer events, not click: iOS sends no click for a tap on an element with no click handler of its own.
 *
 * Not the `dialog-closedby-polyfill` package (1.3.0): it closes on `click`, and the click of a press that
 * went down inside the dialog and came up on the backdrop lands on the dialog itself, so it closes on that
 * drag where the platform keeps it open (both tried in Chromium 156; the loader's unit test holds this);
 * and it is 4,156 B minified, 1,525 B gzip, against this module's 471 B (152 B gzip). Why not load it as a
 * separate script where it is needed: main.ts.
 */

/** A press that went down on the backdrop; only a press that also ends there closes the dialog. */
let pressedOnBackdrop: HTMLDialogElement | null = null;

function backdropUnder(event: PointerEvent): HTMLDialogElement | null {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return null;
  if (dialog.getAttribute('closedby') !== 'any') return null;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  return inside ? null : dialog;
}

export function standInForClosedBy(): void {
  if (typeof HTMLDialogElement !== 'function' || 'closedBy' in HTMLDialogElement.prototype) return;
  addEventListener('pointerdown', (event) => (pressedOnBackdrop = backdropUnder(event)));
  addEventListener('pointerup', (event) => {
    const dialog = backdropUnder(event);
    if (dialog && dialog === pressedOnBackdrop) dialog.close();
    pressedOnBackdrop = null;
  });
}
