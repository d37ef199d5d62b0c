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

/** An address the site's policy refuses to load an image from (img-src 'self'): the canary's. */
const CANARY_URL = 'http://csp-canary.invalid/canary.png';

/**
 * Fails on any Content-Security-Policy violation the browser reported during the test. First it plants one
 * of its own, the canary, and waits for the gate to hear of it: a report sent late (after the test's last
 * step) arrives before the canary's, and a way of reporting that is broken (no report-uri, the gate not
 * storing reports) fails here instead of passing with an empty list.
 */
async function expectNoViolationReported(
  driver: EngineDriver,
  gate: (path: string) => string,
  token: string,
): Promise<void> {
  await driver.evaluate((url: string) => {
    const canary = document.createElement('img');
    canary.src = url;
    canary.alt = '';
    document.body.append(canary);
  }, CANARY_URL);
  // This test's reports, and those of a page that came in without a token, which no test would ask for.
  const read = async () =>
    (
      await Promise.all(
        [token, '-'].map(
          async (of) => (await (await fetch(gate(`/__gate/reports/${of}`))).json()) as string[],
        ),
      )
    ).flat();
  await expect
    .poll(async () => (await read()).some((report) => report.includes(CANARY_URL)), {
      message: "the canary's violation reached the gate: violations are reported",
      timeout: 15_000,
    })
    .toBe(true);
  const reports = (await read()).filter((report) => !report.includes(CANARY_URL));
  expect(reports, 'Content-Security-Policy violations the browser reported').toEqual([]);
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
    await expectNoViolationReported(driver, gate, token);
  },
});

export { expect };
