import type { Page } from '@playwright/test';
import { getProductBySlug } from '@/lib/catalog';
import { openOutOfStock } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { SIGN_UPS_URL, rowsFor, storedRows, uniqueEmail } from './support/sign-ups';

/**
 * Back-in-stock sign-ups through the real stack: the exported site, the local backend, PGlite. Rows are
 * checked by reading the table with the secret key over HTTP, as the owner's restock-list does.
 */

const PRODUCT = getProductBySlug('milk-bar')!;
const PRODUCT_PATH = `/products/${PRODUCT.slug}`;

const MESSAGES = {
  required: ['Email required', 'Please enter your email address to get notified.'],
  invalid: ['Invalid email', 'Please enter a valid email address.'],
  success: ['Notification set!', "We'll email you when this item is back in stock."],
  failed: ['Error', 'Failed to save your notification. Please try again.'],
  unexpected: ['Error', 'Something went wrong. Please try again.'],
} as const;

type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Counts the inserts the page sends, so "sends nothing" can be checked. */
function countInserts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SIGN_UPS_URL) && request.method() === 'POST')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function openNotifyDialog(page: Page) {
  await page.goto(PRODUCT_PATH);
  // As soon as the button shows: the dialog opens without the page's scripts.
  const dialog = await openOutOfStock(page);
  return {
    dialog,
    email: dialog.getByLabel('Email'),
    submit: dialog.getByRole('button', { name: /Notify Me|Setting up\.\.\./ }),
  };
}

/** The toast: its title and description, in a live region (alert for errors, status for success). */
async function expectToast(page: Page, [title, description]: Message, role: 'alert' | 'status') {
  const toast = page
    .locator('[data-rht-toaster]')
    .locator(`[role="${role}"]`, { hasText: description });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
}

test.describe('back-in-stock sign-up', () => {
  test(
    'a valid email (an apostrophe, accents, mixed case, a plus) lands trimmed, as typed, in exactly one row with the product name, and the dialog closes',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const inserts = countInserts(page);
      // Unusual but real: an accent on each side of the @, each side in mixed case.
      const address = uniqueEmail(testInfo, "O'Brien.Mixed+josé", 'Exämple.COM');
      const { dialog, email, submit } = await openNotifyDialog(page);
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('autocomplete', 'email');
      await email.fill(`\t ${address}  `);
      await submit.click();

      await expectToast(page, MESSAGES.success, 'status');
      await expect(dialog).toBeHidden();
      expect(inserts).toHaveLength(1);
      expect(await rowsFor(request, address)).toEqual([
        { email: address, product_name: PRODUCT.name },
      ]);

      // Opened again on the same page, the form starts empty and ready.
      await openOutOfStock(page);
      await expect(email).toBeVisible();
      await expect(email).toHaveValue('');
      await expect(submit).toHaveText('Notify Me');
      await expect(submit).toBeEnabled();
    },
  );

  test("'Setting up...' shows while saving, and a second submit sends nothing more", async ({
    page,
    request,
  }, testInfo) => {
    const inserts = countInserts(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGN_UPS_URL, async (route) => {
      await held;
      await route.continue();
    });

    const address = uniqueEmail(testInfo, 'slow');
    const { dialog, email, submit } = await openNotifyDialog(page);
    await email.fill(address);
    await submit.click();
    await expect(submit).toHaveText('Setting up...');
    await expect(submit).toBeDisabled();
    await email.press('Enter');
    // The form loads the backend client before it sends: wait for the one request to leave.
    await expect.poll(() => inserts.length).toBe(1);

    release();
    await expectToast(page, MESSAGES.success, 'status');
    await expect(dialog).toBeHidden();
    expect(inserts).toHaveLength(1);
    expect(await rowsFor(request, address)).toHaveLength(1);
  });

  test.describe('when saving fails', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a backend answering 500 shows the insert-failure toast, an unreachable one the unexpected-error toast, each keeping the email', async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      // Three round trips on one page, where each failure had two of its own: half as much time again.
      test.setTimeout(45_000);
      const address = uniqueEmail(testInfo, 'broken');
      const { dialog, email, submit } = await openNotifyDialog(page);
      await email.fill(address);

      await test.step('a backend answering 500', async () => {
        await page.route(SIGN_UPS_URL, (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': new URL(baseURL!).origin },
            body: JSON.stringify({
              code: 'XX000',
              details: null,
              hint: null,
              message: 'internal error',
            }),
          }),
        );
        await submit.click();

        await expectToast(page, MESSAGES.failed, 'alert');
        await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.failed[1]);
        await expect(page.getByText(MESSAGES.unexpected[1])).toHaveCount(0);
        await expect(email).toBeVisible();
        await expect(email).toHaveValue(address);
        await expect(email).not.toHaveAttribute('aria-invalid');
        await expect(submit).toBeEnabled();
        expect(await rowsFor(request, address)).toHaveLength(0);
        await page.unroute(SIGN_UPS_URL);
      });

      await test.step('an unreachable backend', async () => {
        await page.route(SIGN_UPS_URL, (route) => route.abort('connectionrefused'));
        await submit.click();

        await expectToast(page, MESSAGES.unexpected, 'alert');
        await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.unexpected[1]);
        await expect(email).toBeVisible();
        await expect(email).toHaveValue(address);
        await expect(submit).toHaveText('Notify Me');
        await expect(submit).toBeEnabled();
        expect(await rowsFor(request, address)).toHaveLength(0);
        await page.unroute(SIGN_UPS_URL);
      });

      await test.step('the backend comes back: the kept email goes through, and the error toasts give way', async () => {
        await submit.click();
        await expectToast(page, MESSAGES.success, 'status');
        for (const [, description] of [MESSAGES.failed, MESSAGES.unexpected])
          await expect(page.locator('[data-rht-toaster]').getByText(description)).toHaveCount(0);
        expect(await rowsFor(request, address)).toHaveLength(1);
      });
    });

    test('signing up twice (in another case) is a success, with one row', async ({
      page,
      request,
    }, testInfo) => {
      const address = uniqueEmail(testInfo, 'twice');
      const first = await openNotifyDialog(page);
      await first.email.fill(address);
      await first.submit.click();
      await expectToast(page, MESSAGES.success, 'status');
      await expect(first.dialog).toBeHidden();

      const inserts = countInserts(page);
      const second = await openNotifyDialog(page);
      await second.email.fill(address.toUpperCase());
      await second.submit.click();
      await expectToast(page, MESSAGES.success, 'status');
      await expect(second.dialog).toBeHidden();
      expect(inserts).toHaveLength(1);
      expect(await rowsFor(request, address)).toEqual([
        { email: address, product_name: PRODUCT.name },
      ]);
    });
  });

  // How the form answers an address the rule refuses, once for each way the form handles it: the empty
  // field ('Email required', sent by the button) and an address the rule calls invalid (markup, sent by
  // Enter). Which addresses the rule refuses is lib/email.ts's, held on the whole table of inputs
  // (tests/fixtures/email-inputs.ts: spaces only, invisible characters, fullwidth letters…) by
  // tests/unit/email.test.ts and, in the database, tests/db/email-rule.test.ts; in the browser, any other
  // refused input takes one of these two paths (an email field gives spaces only as '', and the rest as typed).
  // One page load and one round trip each, so a busy machine slows every test a little instead of pushing
  // many round trips past one timeout.
  const badInputs: [string, string, Message][] = [
    ['nothing', '', MESSAGES.required],
    ['an img onerror', '<img src=x onerror=alert(1)>', MESSAGES.invalid],
  ];
  // The same form and checks at every width: the empty field is enough on the phone.
  const onThePhoneToo = ['nothing'];
  for (const [why, input, message] of badInputs) {
    const tag = onThePhoneToo.includes(why) ? ['@phone'] : [];
    test(
      `a bad input (${why}) is answered clearly, sent nowhere and stored nowhere`,
      { tag },
      async ({ page, request }) => {
        const inserts = countInserts(page);
        let scriptDialogs = 0;
        page.on('dialog', async (dialog) => {
          scriptDialogs += 1;
          await dialog.dismiss();
        });

        const { dialog, email, submit } = await openNotifyDialog(page);
        await email.fill(input);
        // Enter in the field submits, as the Notify Me button does (clicked for the empty field).
        if (why === 'nothing') await submit.click();
        else await email.press('Enter');
        await expect(dialog.getByRole('alert')).toHaveText(message[1]);
        await expectToast(page, message, 'alert');
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        await expect(email).toHaveAccessibleDescription(message[1]);
        await expect(email).toBeFocused();
        await expect(email).toHaveValue(input);
        // Typing again clears the field's error.
        await email.press('End');
        await email.press('x');
        await expect(email).not.toHaveAttribute('aria-invalid');

        expect(inserts).toHaveLength(0);
        expect(scriptDialogs).toBe(0);
        const stored = new Set((await storedRows(request)).map((row) => row.email));
        expect(stored.has(input.trim())).toBe(false);
      },
    );
  }
});
