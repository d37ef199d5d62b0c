import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { NotifyForm } from '@/components/product/notify-form';
import { Toaster } from '@/components/ui/toaster';
import { notifyWhenBackInStock, warmUpNotifyClient, type NotifyResult } from '@/lib/notify';
import { hydrateAfter } from './support/hydrate';

jest.mock('@/lib/notify', () => ({
  notifyWhenBackInStock: jest.fn(),
  warmUpNotifyClient: jest.fn(),
}));

const notify = jest.mocked(notifyWhenBackInStock);
const PRODUCT = 'Milk Bar Sweatshirt';

/** The form lives in the Out of Stock dialog, which a sign-up closes (this DOM has no dialogs of its own). */
HTMLDialogElement.prototype.close = jest.fn(function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
});

function renderForm() {
  render(
    <>
      <Toaster />
      <dialog open aria-label="Out of Stock">
        <NotifyForm productName={PRODUCT} />
      </dialog>
    </>,
  );
  const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
  return {
    /** Times the form asked its dialog to close. */
    closes: () =>
      jest.mocked(HTMLDialogElement.prototype.close).mock.contexts.filter((d) => d === dialog)
        .length,
    input: screen.getByRole('textbox', { name: /email/i }),
    button: () => screen.getByRole('button', { name: /Notify Me|Setting up/ }),
  };
}

/** A toast is its title (in <strong>) and its description, inside a live region. */
async function findToast(title: string, description: string, role: 'alert' | 'status') {
  const heading = await screen.findByText(title, { selector: 'strong' });
  const region = heading.closest(`[role="${role}"]`);
  expect(region).not.toBeNull();
  expect(region).toHaveTextContent(description);
  return region as HTMLElement;
}

function deferred() {
  let resolve: (result: NotifyResult) => void = () => {};
  const promise = new Promise<NotifyResult>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  notify.mockReset();
  jest.mocked(warmUpNotifyClient).mockReset();
});

// react-hot-toast keeps its toasts in a module-level store: start every test with none.
afterEach(() => {
  act(() => toast.remove());
});

test('the email field is labelled, typed as an email and autocompleted', () => {
  const { input, button } = renderForm();
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('autocomplete', 'email');
  expect(screen.getByText('Email address')).toBeVisible();
  expect(button()).toHaveTextContent('Notify Me');
  expect(button()).toBeEnabled();
});

test('an empty email says so, marks the field and sends nothing', async () => {
  const user = userEvent.setup();
  const { input, button, closes } = renderForm();
  await user.type(input, '   ');
  await user.click(button());
  await findToast('Email required', 'Please enter your email address to get notified.', 'alert');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter your email address to get notified.');
  expect(input).toHaveFocus();
  expect(notify).not.toHaveBeenCalled();
  expect(closes()).toBe(0);
});

test('an email without @ is invalid and sends nothing; typing again clears the field error', async () => {
  const user = userEvent.setup();
  const { input, button } = renderForm();
  await user.type(input, 'jane.example.com{Enter}');
  await findToast('Invalid email', 'Please enter a valid email address.', 'alert');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(notify).not.toHaveBeenCalled();
  await user.type(input, 'x');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(button()).toBeEnabled();
});

test('sends the trimmed email with the product name, shows Setting up... while saving, and submits once', async () => {
  const user = userEvent.setup();
  const pending = deferred();
  notify.mockReturnValue(pending.promise);
  const { input, button, closes } = renderForm();

  await user.type(input, '  jane@example.com  ');
  await user.click(button());
  expect(button()).toHaveTextContent('Setting up...');
  expect(button()).toBeDisabled();
  await user.type(input, '{Enter}');
  expect(notify).toHaveBeenCalledTimes(1);
  expect(notify).toHaveBeenCalledWith('jane@example.com', PRODUCT);

  await act(async () => pending.resolve('ok'));
  await findToast(
    'Notification set!',
    "We'll email you when this item is back in stock.",
    'status',
  );
  expect(input).toHaveValue('');
  expect(closes()).toBe(1);
  // Ready for the next time the dialog opens.
  expect(screen.getByRole('button', { name: 'Notify Me', hidden: true })).toBeEnabled();
});

test('an insert failure keeps the email, stays open and shows the failure toast', async () => {
  const user = userEvent.setup();
  notify.mockResolvedValue('failed');
  const { input, button, closes } = renderForm();
  await user.type(input, 'jane@example.com');
  await user.click(button());
  const toast = await findToast(
    'Error',
    'Failed to save your notification. Please try again.',
    'alert',
  );
  expect(within(toast).queryByText('Something went wrong. Please try again.')).toBeNull();
  expect(input).toHaveValue('jane@example.com');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(closes()).toBe(0);
  expect(button()).toHaveTextContent('Notify Me');
  expect(button()).toBeEnabled();
});

test('an unexpected error keeps the email and shows the generic error toast; a retry can succeed', async () => {
  const user = userEvent.setup();
  notify.mockResolvedValueOnce('error').mockResolvedValueOnce('ok');
  const { input, button, closes } = renderForm();
  await user.type(input, 'jane@example.com');
  await user.click(button());
  await findToast('Error', 'Something went wrong. Please try again.', 'alert');
  expect(input).toHaveValue('jane@example.com');
  expect(closes()).toBe(0);

  await user.click(button());
  await findToast(
    'Notification set!',
    "We'll email you when this item is back in stock.",
    'status',
  );
  // The success replaces the error: no stale message is left beside it.
  expect(screen.queryByText('Error', { selector: 'strong' })).toBeNull();
  expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  expect(closes()).toBe(1);
  expect(input).toHaveValue('');
});

test('focusing the field starts loading the backend client', async () => {
  const user = userEvent.setup();
  const { input } = renderForm();
  expect(warmUpNotifyClient).not.toHaveBeenCalled();
  await user.click(input);
  expect(warmUpNotifyClient).toHaveBeenCalled();
});

test('an email typed before the page hydrated is the one sent', async () => {
  const user = userEvent.setup();
  notify.mockResolvedValue('ok');
  hydrateAfter(<NotifyForm productName={PRODUCT} />, (serverHtml) => {
    serverHtml.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
  });
  const input = screen.getByRole('textbox', { name: /email/i });
  expect(input).toHaveValue('early@example.com');
  await user.click(screen.getByRole('button', { name: 'Notify Me' }));
  expect(notify).toHaveBeenCalledWith('early@example.com', PRODUCT);
});

test('closed and opened again, the form shows no message from last time, and keeps the typed email', async () => {
  const user = userEvent.setup();
  const { input, button } = renderForm();
  await user.type(input, 'jane.example.com');
  await user.click(button());
  expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  const dialog = input.closest('dialog')!;
  act(() => {
    dialog.dispatchEvent(new Event('close'));
  });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAccessibleDescription();
  expect(input).toHaveValue('jane.example.com');
});
