/**
 * The owner's editor at /admin (Decap CMS), driven as she drives it: its fields by their labels, a photo
 * uploaded from her computer, a save. Shared by the editor's specs (tests/e2e/admin.spec.ts,
 * editor-online.spec.ts) and the demonstration that edits the shop's own content through the editor
 * (scripts/e2e/owner-edits-in-editor.ts).
 */
import type { Page } from '@playwright/test';
import { ADMIN_PATH } from '../admin/page';

/** A field's accessible name: its label, which Decap follows with ' (optional)' for an optional one. */
export const fieldName = (label: string) => new RegExp(`^${label}( \\(optional\\))?$`);

/** A field by its label. */
export const field = (page: Page, label: string) => page.getByLabel(fieldName(label));

/** Types `option` into a select field and takes it. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).fill(option);
  await page.keyboard.press('Enter');
}

/** A field of a kind of Decap's (an image, a list, a group of fields) by the start of its label. */
export const fieldOfKind = (page: Page, kind: 'image' | 'list' | 'object', label: string) =>
  page
    .locator(`[aria-label="${kind} field"]`)
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) });

/** Opens the editor (at `hash`: '#/collections/designs/entries/alpha') and signs in to its local helper. */
export async function openEditor(page: Page, hash = ''): Promise<void> {
  await page.goto(`${ADMIN_PATH}${hash}`);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Publishes the open entry; the editor then says 'Changes saved', or why it refused. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).first().click();
  await page.getByText('Publish now').click();
}

/**
 * Uploads `file` from her computer as the photo of `view` ('Front', 'Zip open'), in place of the one it
 * has, if any, and chooses it.
 */
export async function uploadPhoto(page: Page, view: string, file: string): Promise<void> {
  const photo = fieldOfKind(page, 'image', view);
  await photo.getByRole('button', { name: /^Choose (an|different) image$/ }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}
