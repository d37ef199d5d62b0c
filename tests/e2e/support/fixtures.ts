import { test as base, expect } from '@playwright/test';

/**
 * `test` with a guard: any console error, uncaught page error or React hydration warning fails the test.
 * Specs that expect an error list it in `allowedConsoleErrors` (the 404 page's: not-found-errors.ts).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleGuard: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const isHydrationWarning =
          /hydrat/i.test(text) && ['error', 'warning'].includes(message.type());
        if (
          (message.type() === 'error' || isHydrationWarning) &&
          !allowedConsoleErrors.some((re) => re.test(text))
        ) {
          problems.push(`console ${message.type()}: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
