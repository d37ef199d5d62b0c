/**
 * Tab and Shift+Tab go round the open modal dialog (components/ui/modal-dialog.tsx), from the first paint
 * on. The browser keeps focus out of the inert page behind it, but past the dialog's last control it hands
 * focus to its own UI before coming back; a keyboard user then tabs through the address bar to return to
 * the dialog. No browser does this by itself, so it stays here, before and after hydration.
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

function keepTabInside(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  // Our dialogs are only ever opened modal (`:modal` itself is younger than some browsers we serve).
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
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

export function keepTabInsideModalDialogs(): void {
  addEventListener('keydown', keepTabInside);
}
