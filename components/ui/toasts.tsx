import toast from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@/data/constants';

/**
 * Toasts with a title and a description, shown by the <Toaster /> island (components/ui/Toaster.tsx).
 * Success toasts are polite status messages; error toasts are alerts, so screen readers interrupt for them.
 * A toast with the same title and description replaces the one already shown instead of stacking.
 */

function ToastText({ title, description }: { title: string; description: string }) {
  return (
    <span className="flex flex-col gap-0.5 text-left">
      <strong className="font-bold">{title}</strong>
      <span>{description}</span>
    </span>
  );
}

export function showSuccessToast(title: string, description: string): void {
  toast.success(<ToastText title={title} description={description} />, {
    id: `${title}|${description}`,
    duration: TOAST_SUCCESS_MS,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
  });
}

/** The destructive style: for validation messages and failed saves. */
export function showErrorToast(title: string, description: string): void {
  toast.error(<ToastText title={title} description={description} />, {
    id: `${title}|${description}`,
    duration: TOAST_ERROR_MS,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
