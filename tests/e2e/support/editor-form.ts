import type { Page } from '@playwright/test';

/** A field of a kind of Decap's (an image, a list, a group of fields) by the start of its label. */
export const fieldOfKind = (page: Page, kind: 'image' | 'list' | 'object', label: string) =>
  page
    .locator(`[aria-label="${kind} field"]`)
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) });

/**
 * Uploads `file` as the photo of a design's `view` (its label: 'Front', 'Zip open'), as the owner does:
 * the view's image field, Decap's media library, its Upload button and the file chooser, then the photo
 * chosen for the view.
 */
export async function uploadPhoto(page: Page, view: string, file: string): Promise<void> {
  await fieldOfKind(page, 'image', view).getByRole('button', { name: 'Choose an image' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}
