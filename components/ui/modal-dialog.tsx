'use client';

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { iconButton } from '@/components/ui/button-styles';
import { CLOSE, ControlIcon } from '@/components/ui/control-icon';

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
            className={`relative w-full ${widthClassName} rounded-2xl bg-white p-6 shadow-xl transition duration-200 data-closed:translate-y-4 data-closed:opacity-0 sm:p-8`}
          >
            <CloseButton aria-label="Close" className={`${iconButton} absolute top-2 right-2`}>
              <ControlIcon icon={CLOSE} />
            </CloseButton>
            <DialogTitle className="pr-10 font-display text-2xl text-ink">{title}</DialogTitle>
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
