'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkEmail } from '@/lib/email';
import { notifyWhenBackInStock, warmUpNotifyClient } from '@/lib/notify';
import { buttonVariants } from '@/components/ui/button-variants';
import { dismissToast, showErrorToast, showSuccessToast } from '@/components/ui/toasts';
import { NOTIFY_LABELS, NOTIFY_MESSAGES, type NotifyMessage } from './notify-messages';

interface NotifyFormProps {
  /** Stored with the email, so the owner knows what to restock. */
  productName: string;
}

/** The form's one toast: each message replaces the last. */
const TOAST_ID = 'notify-form';

/** What the form shows under the field besides the toast: a field error, or a failed save. */
type InlineMessage = { kind: 'field' | 'form'; text: string };

/**
 * The back-in-stock sign-up inside the Out of Stock dialog, which a successful sign-up closes. Messages
 * appear as toasts (NOTIFY_MESSAGES) and also under the field, because toasts outside an open modal dialog
 * are hidden from screen readers.
 */
export function NotifyForm({ productName }: NotifyFormProps) {
  const [saving, setSaving] = useState(false);
  const [inline, setInline] = useState<InlineMessage | null>(null);
  // State updates are asynchronous; a ref stops a second submit in the same tick.
  const submitting = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();

  // The dialog stays in the page when closed: opened again, it shows no message from last time (the
  // typed email stays, as the shopper left it).
  useEffect(() => {
    const dialog = inputRef.current?.closest('dialog');
    const forget = () => setInline(null);
    dialog?.addEventListener('close', forget);
    return () => dialog?.removeEventListener('close', forget);
  }, []);

  function showError(message: NotifyMessage, kind: InlineMessage['kind']) {
    showErrorToast(TOAST_ID, message.title, message.description);
    setInline({ kind, text: message.description });
    if (kind === 'field') inputRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;

    // The field holds the email itself (uncontrolled): what was typed before the page hydrated counts.
    const input = inputRef.current;
    if (!input) return;
    const checked = checkEmail(input.value);
    if (checked.status !== 'valid') {
      showError(NOTIFY_MESSAGES[checked.status], 'field');
      return;
    }

    submitting.current = true;
    setSaving(true);
    setInline(null);
    dismissToast(TOAST_ID);
    const result = await notifyWhenBackInStock(checked.email, productName);
    submitting.current = false;
    setSaving(false);

    if (result === 'ok') {
      input.value = '';
      input.closest('dialog')?.close();
      showSuccessToast(TOAST_ID, NOTIFY_MESSAGES.ok.title, NOTIFY_MESSAGES.ok.description);
    } else if (result === 'invalid') {
      showError(NOTIFY_MESSAGES.invalid, 'field');
    } else {
      showError(NOTIFY_MESSAGES[result], 'form');
    }
  }

  function handleChange() {
    if (inline?.kind === 'field') setInline(null);
  }

  const fieldInvalid = inline?.kind === 'field';

  return (
    // method="dialog": with JavaScript off, Enter closes the dialog rather than putting the email in a URL.
    <form method="dialog" noValidate onSubmit={handleSubmit} className="flex flex-col gap-3">
      <noscript>
        <p className="text-sm font-bold text-ink">
          Signing up needs JavaScript. Turn it on and try again.
        </p>
      </noscript>
      <label htmlFor={inputId} className="font-bold text-ink">
        {NOTIFY_LABELS.email}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={NOTIFY_LABELS.placeholder}
        onChange={handleChange}
        onFocus={warmUpNotifyClient}
        aria-invalid={fieldInvalid || undefined}
        aria-describedby={inline ? messageId : undefined}
        className="min-h-11 w-full rounded-xl border-2 border-line bg-surface px-4 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-danger-edge"
      />
      {/* Always in the DOM so a change of text is announced. */}
      <p id={messageId} role="alert" className="text-sm font-bold text-danger empty:hidden">
        {inline?.text}
      </p>
      <button type="submit" disabled={saving} className={buttonVariants({ className: 'w-full' })}>
        {saving ? NOTIFY_LABELS.saving : NOTIFY_LABELS.submit}
      </button>
    </form>
  );
}
