/**
 * Invoker commands where the browser has none (Safari before 26.2, Chrome before 135, Firefox before 144):
 * a `commandfor` button's click runs its command, so those phones open and close the modal dialogs from
 * the first paint as the others do natively. Only the two commands our dialogs use: show-modal and close.
 *
 * Not the `invokers-polyfill` package (1.0.3): 5,418 B minified, 2,003 B gzip, against this module's 461 B
 * (114 B gzip) in the loader, for what the shop never uses besides (CommandEvent, popover commands, shadow
 * roots, `oncommand` attributes compiled with `new Function`, which the pages' CSP forbids anyway). Why not
 * load it as a separate script where it is needed: main.ts.
 */

function runCommand(event: MouseEvent): void {
  if (event.defaultPrevented) return;
  const button =
    event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
  if (!button) return;
  // Never null: the selector above matched only a button that has `commandfor`.
  const dialog = document.getElementById(button.getAttribute('commandfor')!);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  else if (command === 'close') dialog.close();
}

export function standInForInvokerCommands(): void {
  if (typeof HTMLDialogElement !== 'function' || 'command' in HTMLButtonElement.prototype) return;
  addEventListener('click', runCommand);
}
