// @ts-check
/**
 * Which browsers the tests and the bench drive, where each one's programs are, and with which flags:
 * Playwright (playwright.config.ts), the cross-engine suite's drivers (tests/engines/support/webkit.ts,
 * firefox.ts), the bench's browser measures and Lighthouse CI (scripts/bench/).
 *
 * Each program is the one a variable names, else the first of the paths Debian's package installs it at
 * (amd64 and arm64), so the suite runs where maintainers work. `npm test` starts with `missingBrowsers()`
 * (scripts/check-browsers.mjs): a missing engine stops it at once with the command that installs it.
 * Plain ESM with JSDoc types, read by plain-Node scripts as well as TypeScript (see lib/env.ts).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's multiarch folders for the two architectures the team works on. */
const LIBRARY_DIRS = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu'];

/**
 * @typedef {object} BrowserProgram
 * @property {string} what       What it is, for a message.
 * @property {string} variable   The variable that names it instead.
 * @property {(env: Readonly<Record<string, string | undefined>>) => string | undefined} named
 *   That variable's value (read by its full name, which tests/unit/env-example.test.ts looks for).
 * @property {string} debianPackage The Debian package that installs it.
 * @property {string[]} paths    Where that package puts it.
 */

/**
 * @type {Record<
 *   'headlessShell' | 'chromium' | 'webkitDriver' | 'miniBrowser' | 'xvfbRun' | 'firefox',
 *   BrowserProgram
 * >}
 */
export const BROWSER_PROGRAMS = {
  // The Chromium the suite drives: Blink as in Chromium, of the same version, without the browser around it
  // (the shell Playwright itself runs headless tests in). On this 2-core machine the Chromium tests take
  // about a third less time in it than in the whole browser (docs/testing.md).
  headlessShell: {
    what: "Chromium's headless shell",
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    named: (env) => env.CHROMIUM_HEADLESS_SHELL_PATH,
    debianPackage: 'chromium-headless-shell',
    paths: ['/usr/bin/chromium-headless-shell'],
  },
  // The whole browser, as shoppers run it: what the bench measures (Lighthouse, the first view).
  chromium: {
    what: 'Chromium',
    variable: 'CHROMIUM_PATH',
    named: (env) => env.CHROMIUM_PATH?.trim() || env.CHROME_PATH,
    debianPackage: 'chromium',
    paths: ['/usr/bin/chromium'],
  },
  webkitDriver: {
    what: "WebKit's WebDriver (WebKitWebDriver)",
    variable: 'WEBKIT_DRIVER_PATH',
    named: (env) => env.WEBKIT_DRIVER_PATH,
    debianPackage: 'webkit2gtk-driver',
    paths: ['/usr/bin/WebKitWebDriver'],
  },
  // WebKitGTK's own browser, which the driver starts; installed with webkit2gtk-driver (libwebkit2gtk-4.1-0).
  miniBrowser: {
    what: "WebKitGTK's MiniBrowser",
    variable: 'MINIBROWSER_PATH',
    named: (env) => env.MINIBROWSER_PATH,
    debianPackage: 'webkit2gtk-driver',
    paths: LIBRARY_DIRS.map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`),
  },
  xvfbRun: {
    what: 'xvfb-run (the X server WebKit draws in)',
    variable: 'XVFB_RUN_PATH',
    named: (env) => env.XVFB_RUN_PATH,
    debianPackage: 'xvfb',
    paths: ['/usr/bin/xvfb-run'],
  },
  firefox: {
    what: 'Firefox',
    variable: 'FIREFOX_PATH',
    named: (env) => env.FIREFOX_PATH,
    debianPackage: 'firefox-esr',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
  },
};

/** @typedef {keyof typeof BROWSER_PROGRAMS} BrowserProgramName */

/**
 * The program's path: what its variable names (blank counts as unset), else the first Debian path that
 * exists, else undefined.
 * @param {BrowserProgramName} name
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string | undefined}
 */
export function browserProgram(name, env = process.env) {
  const program = BROWSER_PROGRAMS[name];
  const named = program.named(env)?.trim();
  if (named) return named;
  return program.paths.find((candidate) => existsSync(candidate));
}

/**
 * The program's path, or an error that says how to get it.
 * @param {BrowserProgramName} name
 * @returns {string}
 */
export function requireBrowserProgram(name) {
  const found = browserProgram(name);
  if (found && existsSync(found)) return found;
  throw new Error(missingMessage([name]));
}

/**
 * The Chromium the bench measures with: CHROMIUM_PATH, else CHROME_PATH (the name Lighthouse and
 * chrome-launcher use), else Debian's; undefined lets Playwright use its own downloaded browser where that
 * download works.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string | undefined}
 */
export function chromiumPath(env = process.env) {
  return browserProgram('chromium', env);
}

/**
 * The Chromium the tests drive: CHROMIUM_HEADLESS_SHELL_PATH, else Debian's headless shell; undefined lets
 * Playwright use its own (its headless shell) where that download works.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string | undefined}
 */
export function testChromiumPath(env = process.env) {
  return browserProgram('headlessShell', env);
}

/** What `npm test` drives: every program but the whole Chromium, which only the bench needs. */
const SUITE_PROGRAMS = /** @type {const} */ ([
  'headlessShell',
  'webkitDriver',
  'miniBrowser',
  'xvfbRun',
  'firefox',
]);

/**
 * The programs the suite needs that this machine lacks, or whose variable names no file. The headless shell
 * is there too when Playwright has downloaded its Chromium, which brings its headless shell with it.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {BrowserProgramName[]}
 */
export function missingBrowsers(env = process.env) {
  return SUITE_PROGRAMS.filter((name) => {
    const found =
      browserProgram(name, env) ??
      (name === 'headlessShell' ? chromium.executablePath() : undefined);
    return !found || !existsSync(found);
  });
}

/**
 * What is missing and the one command that installs it.
 * @param {BrowserProgramName[]} missing
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {string}
 */
export function missingMessage(missing, env = process.env) {
  const programs = missing.map((name) => BROWSER_PROGRAMS[name]);
  const packages = [...new Set(programs.map((program) => program.debianPackage))];
  const lines = programs.map((program) => {
    const named = program.named(env)?.trim();
    return named
      ? `  ${program.what}: ${program.variable} names ${named}, which does not exist`
      : `  ${program.what}: not at ${program.paths.join(' or ')}, and ${program.variable} is not set`;
  });
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  return [
    'The browser tests need programs this machine lacks:',
    ...lines,
    'Install them with:',
    `  ${sudo}apt-get install -y ${packages.join(' ')}`,
    'or name each one by its variable.',
  ].join('\n');
}

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
 * The tests' Chromium: CHROMIUM_ARGS, and V8 without its optimizing compilers (TurboFan, Maglev), which on
 * the suite's short-lived pages cost more than they save (docs/testing.md). Nothing a test asserts depends
 * on them; the bench keeps them, as a shopper's browser does.
 * @type {string[]}
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
