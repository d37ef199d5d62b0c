'use client';

import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/data/constants';

/** Error toasts: white on deep red (8.6:1), the destructive style. */
const DESTRUCTIVE = { background: '#9b1c1c', color: '#ffffff' };

/**
 * Where toasts appear, mounted on the product page (the only page whose islands show toasts; in the root
 * layout it would cost every page 4.3 KiB gzip of JavaScript). react-hot-toast skips its animations under
 * prefers-reduced-motion. Show them with components/ui/toasts.tsx.
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      gutter={8}
      toastOptions={{
        className: 'font-sans text-base shadow-lg',
        style: {
          color: '#2a2330',
          background: '#ffffff',
          maxWidth: '26rem',
          padding: '0.75rem 1rem',
        },
        success: {
          duration: TOAST_SUCCESS_MS,
          iconTheme: { primary: '#2f6b3a', secondary: '#ffffff' },
        },
        error: {
          duration: TOAST_ERROR_MS,
          style: DESTRUCTIVE,
          iconTheme: { primary: '#ffffff', secondary: DESTRUCTIVE.background },
        },
      }}
    />
  );
}
