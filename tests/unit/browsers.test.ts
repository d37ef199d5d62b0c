/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BROWSER_PROGRAMS,
  browserProgram,
  chromiumPath,
  missingBrowsers,
  missingMessage,
  testChromiumPath,
} from '@/scripts/browsers.mjs';

/** A file standing for each browser program, named by its variable: a machine that has them all. */
function everyProgramNamed(): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'browsers-'));
  const env: Record<string, string> = {};
  for (const [name, program] of Object.entries(BROWSER_PROGRAMS)) {
    const file = path.join(dir, name);
    writeFileSync(file, '');
    env[program.variable] = file;
  }
  return env;
}

test('a program named by its variable is the one driven, wherever Debian would put it', () => {
  const env = everyProgramNamed();
  expect(browserProgram('firefox', env)).toBe(env.FIREFOX_PATH);
  expect(browserProgram('miniBrowser', env)).toBe(env.MINIBROWSER_PATH);
  expect(missingBrowsers(env)).toEqual([]);
});

test("Chromium is named by CHROMIUM_PATH, else by Lighthouse's CHROME_PATH", () => {
  expect(chromiumPath({ CHROMIUM_PATH: '/a/chromium', CHROME_PATH: '/b/chrome' })).toBe(
    '/a/chromium',
  );
  expect(chromiumPath({ CHROMIUM_PATH: ' ', CHROME_PATH: '/b/chrome' })).toBe('/b/chrome');
});

test("the tests drive Chromium's headless shell; the whole Chromium is the bench's, and the suite runs without it", () => {
  const env = everyProgramNamed();
  expect(testChromiumPath(env)).toBe(env.CHROMIUM_HEADLESS_SHELL_PATH);
  expect(missingBrowsers({ ...env, CHROMIUM_PATH: '/nowhere/chromium' })).toEqual([]);
  const withoutShell = { ...env, CHROMIUM_HEADLESS_SHELL_PATH: '/nowhere/chromium-headless-shell' };
  const missing = missingBrowsers(withoutShell);
  expect(missing).toEqual(['headlessShell']);
  expect(missingMessage(missing, withoutShell)).toMatch(
    /apt-get install -y chromium-headless-shell$/m,
  );
});

test('a variable naming no file counts as missing, and the message says so and how to install it', () => {
  const env = { ...everyProgramNamed(), WEBKIT_DRIVER_PATH: '/nowhere/WebKitWebDriver' };
  const missing = missingBrowsers(env);
  expect(missing).toEqual(['webkitDriver']);
  const message = missingMessage(missing, env);
  expect(message).toContain(
    'WEBKIT_DRIVER_PATH names /nowhere/WebKitWebDriver, which does not exist',
  );
  expect(message).toMatch(/apt-get install -y webkit2gtk-driver$/m);
});

test('one install command for everything missing, each package once', () => {
  const message = missingMessage(['webkitDriver', 'miniBrowser', 'xvfbRun', 'firefox'], {});
  expect(message.match(/apt-get install -y .*$/m)?.[0]).toBe(
    'apt-get install -y webkit2gtk-driver xvfb firefox-esr',
  );
  expect(message).toContain('MINIBROWSER_PATH is not set');
});
