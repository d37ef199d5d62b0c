import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { NotifyForm } from '@/components/product/notify-form';
import { warmUpNotifyClient } from '@/lib/notify';

/**
 * What the form does that tests/e2e/notify.spec.ts cannot see from the page: when it starts loading the
 * backend client, and what it forgets when its dialog closes. The sign-up journeys are e2e.
 */
jest.mock('@/lib/notify', () => ({
  notifyWhenBackInStock: jest.fn(),
  warmUpNotifyClient: jest.fn(),
}));

function renderForm() {
  render(
    <dialog open aria-label="Out of Stock">
      <NotifyForm productName="Milk Bar Sweatshirt" />
    </dialog>,
  );
  return {
    input: screen.getByRole('textbox', { name: /email/i }),
    button: screen.getByRole('button', { name: 'Notify Me' }),
  };
}

// react-hot-toast keeps its toasts in a module-level store: start every test with none.
afterEach(() => {
  act(() => toast.remove());
});

test('focusing the field starts loading the backend client', async () => {
  const user = userEvent.setup();
  const { input } = renderForm();
  expect(warmUpNotifyClient).not.toHaveBeenCalled();
  await user.click(input);
  expect(warmUpNotifyClient).toHaveBeenCalled();
});

test('closed and opened again, the form shows no message from last time, and keeps the typed email', async () => {
  const user = userEvent.setup();
  const { input, button } = renderForm();
  await user.type(input, 'jane.example.com');
  await user.click(button);
  expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  act(() => {
    input.closest('dialog')!.dispatchEvent(new Event('close'));
  });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAccessibleDescription();
  expect(input).toHaveValue('jane.example.com');
});
