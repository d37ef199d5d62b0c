import type { Page } from '@playwright/test';

/** A phone-sized viewport (below Tailwind's md breakpoint), where the menu toggle and the bottom bar live. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
