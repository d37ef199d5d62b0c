/** The notify form's messages. Their wording is fixed by the product's rules: change it only with them. */
export interface NotifyMessage {
  title: string;
  description: string;
}

export const NOTIFY_MESSAGES = {
  empty: {
    title: 'Email required',
    description: 'Please enter your email address to get notified.',
  },
  invalid: { title: 'Invalid email', description: 'Please enter a valid email address.' },
  ok: {
    title: 'Notification set!',
    description: "We'll email you when this item is back in stock.",
  },
  failed: { title: 'Error', description: 'Failed to save your notification. Please try again.' },
  error: { title: 'Error', description: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, NotifyMessage>;

export const NOTIFY_LABELS = {
  email: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Notify Me',
  saving: 'Setting up...',
} as const;
