import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export const SITE_URL = 'http://localhost:3000';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]],
  outputDir: 'test-results',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'npm run serve:static',
      url: SITE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run backend',
      url: 'http://127.0.0.1:54321/health',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
