/**
 * Part of the inline loader: what keeps the platform's modal dialogs (components/ui/modal-dialog.tsx) whole
 * from the first paint on, before the app's scripts have arrived as after. (With JavaScript off only what
 * the browser does itself remains: opening and closing where it has invoker commands and `closedby`.)
 *
 * - Tab and Shift+Tab go round the open modal dialog. The browser keeps focus out of the inert page behind
 *   it, but past the dialog's last control it hands focus to its own UI before coming back; a keyboard user
 *   then tabs through the address bar to return to the dialog.
 * - Where a browser lacks invoker commands (`commandfor`) or `closedby` (Safari before 26.2 lacks both),
 *   the same presses do the same here, so those phones open and light-dismiss the dialogs too. Only what
 *   our dialogs use: show-modal and close.
 */

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** Where Tab stops in a dialog: shown, enabled, not taken out of the order, one stop per radio group. */
function tabStops(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || !element.getClientRects().length)
      return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked)
      return true;
    const group = dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    return ![...group].some((radio) => radio.name === element.name && radio.checked);
  });
}

/** Our dialogs are only ever opened modal (`:modal` itself is younger than some browsers we serve). */
function openModalDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>('dialog[open]');
}

function keepTabInside(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = openModalDialog();
  if (!dialog) return;
  const tabbable = tabStops(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey
    ? active === first || !dialog.contains(active)
    : active === last || !dialog.contains(active);
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

function runCommand(event: MouseEvent): void {
  if (event.defaultPrevented) return;
  const button =
    event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
  if (!button) return;
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if (command === 'close') dialog.close();
}

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

const hasDialogs = typeof HTMLDialogElement === 'function';
addEventListener('keydown', keepTabInside);
if (hasDialogs && !('command' in HTMLButtonElement.prototype))
  addEventListener('click', runCommand);
if (hasDialogs && !('closedBy' in HTMLDialogElement.prototype)) {
  // Pointer events, not click: iOS sends no click for a tap on an element with no click handler of its own.
  addEventListener('pointerdown', (event) => (pressedOnBackdrop = backdropUnder(event)));
  addEventListener('pointerup', (event) => {
    const dialog = backdropUnder(event);
    if (dialog && dialog === pressedOnBackdrop) dialog.close();
    pressedOnBackdrop = null;
  });
}
