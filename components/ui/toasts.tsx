import { toast } from 'react-hot-toast/headless';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/data/constants';

/**
 * Toasts with a title and a description, shown by the <Toaster /> island (components/ui/toaster.tsx).
 * Success toasts are polite status messages; error toasts are alerts, so screen readers interrupt for them.
 * Toasts sharing an id replace each other, so one form shows one toast at a time, never a stale one.
 */

function ToastText({ title, description }: { title: string; description: string }) {
  return (
    <span className="flex flex-col gap-0.5 text-left">
      <strong className="font-bold">{title}</strong>
      <span>{description}</span>
    </span>
  );
}

export function showSuccessToast(id: string, title: string, description: string): void {
  toast.success(<ToastText title={title} description={description} />, {
    id,
    duration: TOAST_SUCCESS_MS,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
  });
}

/** The destructive style: for validation messages and failed saves. */
export function showErrorToast(id: string, title: string, description: string): void {
  toast.error(<ToastText title={title} description={description} />, {
    id,
    duration: TOAST_ERROR_MS,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
