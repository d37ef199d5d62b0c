/**
 * Invoker commands (`commandfor` + `command`): a button that opens or closes a `<dialog>` by itself, with no
 * script. React 19 has no `commandFor` prop yet; the lowercase attributes pass through to the DOM as they are.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}

export function dialogCommand(dialogId: string, command: 'show-modal' | 'close') {
  return { commandfor: dialogId, command } as const;
}

/** What a button that opens the dialog with this id spreads onto itself. */
export function dialogOpener(dialogId: string) {
  return { ...dialogCommand(dialogId, 'show-modal'), 'aria-haspopup': 'dialog' } as const;
}
