'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from './icon';
import { iconButtonVariants } from './icon-button-variants';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClassName?: string;
}

/**
 * The product page's modal: Headless UI traps focus, closes on Escape and on a click outside, and puts
 * focus back on the button that opened it. A visible 'Close' control sits in the corner.
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  children,
  widthClassName = 'max-w-md',
}: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink/60 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-3 sm:p-6">
          <DialogPanel
            transition
            className={clsx(
              'relative w-full rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-4 data-closed:opacity-0 sm:p-8',
              widthClassName,
            )}
          >
            <CloseButton
              aria-label="Close"
              className={iconButtonVariants({ className: 'absolute top-2 right-2' })}
            >
              <Icon icon={X} />
            </CloseButton>
            <DialogTitle className="pr-10 font-display text-2xl text-ink">{title}</DialogTitle>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
