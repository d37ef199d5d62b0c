import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from './icon';
import { iconButtonVariants } from './icon-button-variants';
import { dialogCommand } from './dialog-command';

interface ModalDialogProps {
  /** The id its openers name in `dialogOpener(id)`. */
  id: string;
  title: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClassName?: string;
}

/**
 * A modal dialog the browser runs: an opener made by `dialogOpener(id)` shows it in the top layer (the page
 * behind goes inert and stops scrolling), Escape, the Close button and a click outside (`closedby="any"`)
 * close it, and focus goes back to the opener. So a tap opens it within a frame, before the page's scripts
 * arrive. The inline loader keeps Tab inside it and stands in where a browser lacks invoker commands or
 * `closedby` (lib/inline-loader/); with JavaScript off, only browsers that have both
 * (Chrome 135+, Firefox 144+) do all of it by themselves.
 */
export function ModalDialog({
  id,
  title,
  children,
  widthClassName = 'max-w-md',
}: ModalDialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      closedby="any"
      className={clsx(
        // Preflight zeroes margins; `m-auto` centres the dialog again.
        'm-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] overflow-y-auto overscroll-contain rounded-2xl bg-surface p-6 text-ink shadow-xl ring-1 ring-raised-edge sm:p-8',
        // Opening fades it in and lifts it; closing plays the same backwards before it leaves the top layer.
        'translate-y-4 opacity-0 transition-[opacity,translate,display,overlay] transition-discrete duration-200 open:translate-y-0 open:opacity-100 starting:open:translate-y-4 starting:open:opacity-0',
        'backdrop:bg-scrim/60 backdrop:opacity-0 backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-200 open:backdrop:opacity-100 motion-reduce:backdrop:transition-none starting:open:backdrop:opacity-0',
        widthClassName,
      )}
    >
      <button
        type="button"
        {...dialogCommand(id, 'close')}
        aria-label="Close"
        className={iconButtonVariants({ className: 'absolute top-2 right-2' })}
      >
        <Icon icon={X} />
      </button>
      <h2 id={titleId} className="pr-10 font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
