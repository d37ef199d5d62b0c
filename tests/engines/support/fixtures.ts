/**
 * The cross-engine suite's `test`: Playwright's runner (its projects, workers, retries, reports and the web
 * servers playwright.config.ts starts), with the browser driven by one of our drivers instead of
 * Playwright's own (driver.ts). The `webkit` and `firefox` projects set `engine`.
 *
 * - `driver`: a fresh session in the project's engine, at the phone's size, closed after the test.
 * - `site`: the way into the site, through the site gate (site-gate.mjs): `enter` a page, with its scripts
 *   held back if asked, `releaseScripts`, and after every test the check that the browser reported no
 *   Content-Security-Policy violation.
 */
import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import {
  PHONE,
  type EngineBrowser,
  type EngineDriver,
  type EngineName,
  type SystemScheme,
} from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

interface Site {
  /** Opens `path` as this test's first page, its scripts held back until `releaseScripts` if asked. */
  enter(path: string, options?: { holdScripts?: boolean }): Promise<void>;
  releaseScripts(): Promise<void>;
  /** A page's address in the site. */
  url(path: string): string;
}

export const test = base.extend<
  { driver: EngineDriver; site: Site },
  { engine: EngineName; systemScheme: SystemScheme; engineBrowser: EngineBrowser }
>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  // A spec that needs the system dark sets it: its tests get a browser started so, in a worker of their own.
  systemScheme: ['light', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine, systemScheme }, run) => {
      const browser =
        engine === 'webkit' ? await launchWebKit(systemScheme) : await launchFirefox(systemScheme);
      await run(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: async ({ engineBrowser }, run) => {
    const driver = await engineBrowser.open();
    try {
      await driver.setViewport(PHONE);
      await run(driver);
    } finally {
      await driver.close();
    }
  },
  site: async ({ driver, baseURL }, run) => {
    if (!baseURL) throw new Error('the engine projects need a baseURL: the site gate');
    const token = randomUUID();
    const gate = (path: string) => new URL(path, baseURL).href;
    await run({
      async enter(path, { holdScripts = false } = {}) {
        const entry = new URL('/__gate/enter', baseURL);
        entry.search = new URLSearchParams({
          token,
          to: path,
          hold: holdScripts ? '1' : '0',
        }).toString();
        await driver.goto(entry.href);
      },
      async releaseScripts() {
        await fetch(gate(`/__gate/release/${token}`), { method: 'POST' });
      },
      url: gate,
    });
    await fetch(gate(`/__gate/release/${token}`), { method: 'POST' });
    const reports = (await (await fetch(gate(`/__gate/reports/${token}`))).json()) as string[];
    expect(reports, 'Content-Security-Policy violations the browser reported').toEqual([]);
  },
});

export { expect };
