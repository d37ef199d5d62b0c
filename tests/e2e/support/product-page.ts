import type { Page } from '@playwright/test';

/** The purchase panel's Add to Cart (its name carries the total), not the bottom bar's. */
export const mainAddToCart = (page: Page) =>
  page.getByRole('button', { name: /^Add to Cart - \$/ });

/** The purchase panel's quantity stepper (the bottom bar has the second one). */
export const panelStepper = (page: Page) => page.getByRole('group', { name: 'Quantity' }).first();
