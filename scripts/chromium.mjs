// @ts-check
/**
 * The one place that says which Chromium the tests and the bench drive and with which flags: Playwright
 * (playwright.config.ts), the bench's browser measures (scripts/bench/first-view.ts, tap-meter.ts) and
 * Lighthouse CI (scripts/bench/lighthouse-ci.ts; LHCI adds `--headless=new`).
 * Plain ESM with JSDoc types; it reads CHROMIUM_PATH and CHROME_PATH itself rather than through the
 * TypeScript settings modules (lib/env.ts), so that plain-Node scripts can import it as well as TypeScript.
 */
import { existsSync } from 'node:fs';

/** Debian's Chromium (package `chromium`). */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * No sandbox (containers), no GPU, no QUIC, and none of Chromium's own background traffic (first-run
 * pages, component updates, sync), which would otherwise show up in the measured requests.
 * @type {string[]}
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium when it exists; else the browser named by CHROMIUM_PATH, or by CHROME_PATH (the name
 * Lighthouse and chrome-launcher use); else undefined, which lets Playwright use its own downloaded browser
 * (and chrome-launcher look for an installed Chrome).
 * @returns {string | undefined}
 */
export function chromiumPath() {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return process.env.CHROMIUM_PATH || process.env.CHROME_PATH || undefined;
}
