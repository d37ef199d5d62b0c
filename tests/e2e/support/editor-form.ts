import type { Page } from '@playwright/test';

/** A field of Decap's form by its label, which Decap follows with ' (optional)' for an optional one. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));

/** A field of a kind of Decap's (an image, a list, a group of fields) by the start of its label. */
export const fieldOfKind = (page: Page, kind: 'image' | 'list' | 'object', label: string) =>
  page
    .locator(`[aria-label="${kind} field"]`)
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) });
