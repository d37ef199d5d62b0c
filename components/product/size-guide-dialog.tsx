'use client';

import type { ReactNode } from 'react';
import ModalDialog from '../ui/modal-dialog';

interface SizeGuideDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chart, rendered on the server (components/product/size-guide-content.tsx). */
  children: ReactNode;
}

export default function SizeGuideDialog({ open, onClose, children }: SizeGuideDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Size Guide" widthClassName="max-w-2xl">
      {children}
    </ModalDialog>
  );
}
