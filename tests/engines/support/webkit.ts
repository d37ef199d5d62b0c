/**
 * WebKit for the cross-engine suite: Debian's `webkit2gtk-driver` (WebKitWebDriver, driving WebKitGTK's
 * MiniBrowser) under `xvfb-run`, over WebDriver classic with selenium-webdriver. WebKitGTK 2.50 speaks no
 * WebDriver BiDi, so requests are held and CSP reports collected by the site gate instead (site-gate.mjs).
 *
 * One driver process (and its X server) per Playwright worker; each test gets a new session, that is a new
 * MiniBrowser with an empty, ephemeral profile (about 0.3 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, Key, Origin, WebDriver, type WebElement } from 'selenium-webdriver';
import { requireBrowserProgram } from '../../../scripts/browsers.mjs';
import { freePort } from '../../../scripts/e2e/free-port.mjs';
import {
  aimScript,
  findWaiting,
  pageWhereabouts,
  type EngineBrowser,
  type EngineDriver,
  type Finder,
  type PageFunction,
  type SystemScheme,
  type Viewport,
} from './driver';

/**
 * MiniBrowser's toolbar will not let its window go below 447 px wide: this GTK style shrinks the toolbar to
 * nothing, so the window (and the page's viewport) can be a 320 px phone.
 */
const GTK_STYLE =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.05); }\n';

const capabilities = () => ({
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': {
    binary: requireBrowserProgram('miniBrowser'),
    args: ['--automation'],
  },
});

const KEYS = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER } as const;

/** `fn` as a WebDriver script: its body returns what `fn` returns for the script's arguments. */
function scriptOf(fn: PageFunction<never[], unknown> | string): string {
  return `return (${fn.toString()}).apply(null, arguments);`;
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';
  constructor(private readonly session: WebDriver) {}

  async setViewport({ width, height }: Viewport): Promise<void> {
    const window = this.session.manage().window();
    // The window's size includes what is left of the toolbar: measure it, then size the window around.
    await window.setRect({ width, height });
    const inner = (await this.session.executeScript(
      'return [innerWidth, innerHeight]',
    )) as number[];
    await window.setRect({
      width: width + (width - (inner[0] ?? width)),
      height: height + (height - (inner[1] ?? height)),
    });
  }

  async goto(url: string): Promise<void> {
    await this.session.get(url);
  }

  async back(): Promise<void> {
    await this.session.navigate().back();
  }

  url(): Promise<string> {
    return this.session.getCurrentUrl();
  }

  async evaluate<Args extends unknown[], Result>(
    fn: PageFunction<Args, Result> | string,
    ...args: Args
  ): Promise<Awaited<Result>> {
    return (await this.session.executeScript(
      scriptOf(fn as PageFunction<never[], unknown> | string),
      ...args,
    )) as Awaited<Result>;
  }

  private async aim(find: Finder<unknown[]>, args: unknown[]): Promise<WebElement> {
    return findWaiting(
      find,
      async () => (await this.session.executeScript(aimScript(find), ...args)) as WebElement | null,
      () => this.evaluate(pageWhereabouts),
    );
  }

  async click<Args extends unknown[]>(find: Finder<Args>, ...args: Args): Promise<void> {
    const element = await this.aim(find as Finder<unknown[]>, args);
    await this.session
      .actions({ async: true })
      .move({ origin: element })
      .press()
      .release()
      .perform();
  }

  async clickAt(x: number, y: number): Promise<void> {
    await this.session
      .actions({ async: true })
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .press()
      .release()
      .perform();
  }

  async select<Args extends unknown[]>(
    value: string,
    find: Finder<Args>,
    ...args: Args
  ): Promise<void> {
    const select = await this.aim(find as Finder<unknown[]>, args);
    // WebDriver chooses an option when it is clicked, with the events a shopper's choice sends.
    const option = (await this.session.executeScript(
      'return [...arguments[0].options].find((option) => option.value === arguments[1]) ?? null',
      select,
      value,
    )) as WebElement | null;
    if (!option) throw new Error(`no option ${value}`);
    await option.click();
  }

  async type<Args extends unknown[]>(
    text: string,
    find: Finder<Args>,
    ...args: Args
  ): Promise<void> {
    const field = await this.aim(find as Finder<unknown[]>, args);
    await field.sendKeys(text);
  }

  async press(key: keyof typeof KEYS): Promise<void> {
    await this.session.actions({ async: true }).keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.session.takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await this.session.quit();
  }
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as {
        value?: { ready?: boolean };
      };
      if (status.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 30 s');
}

/**
 * One WebKitWebDriver under its own X server, and how to stop both. A dark `scheme` is GTK's dark theme,
 * which WebKitGTK reports to pages as `prefers-color-scheme: dark` (a settings.ini asking GTK to prefer
 * dark does not reach it).
 */
async function startDriver(scheme: SystemScheme): Promise<{ url: string; stop: () => void }> {
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_STYLE);
  const port = freePort();
  // In a process group of its own, so that the X server and every MiniBrowser stop with it.
  const driver = spawn(
    requireBrowserProgram('xvfbRun'),
    ['-a', '-s', '-screen 0 1920x1200x24', requireBrowserProgram('webkitDriver'), `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        XDG_CONFIG_HOME: config,
        ...(scheme === 'dark' && { GTK_THEME: 'Adwaita:dark' }),
      },
    },
  );
  const stop = () => {
    try {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(config, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url, driver);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * A new MiniBrowser takes about a second; on a machine loaded far beyond its cores, one in some twenty
 * never answered (a test's whole minute spent "setting up driver"). Past this, the driver and its X server
 * are started again and the session asked for once more.
 */
const SESSION_START_LIMIT_MS = 20_000;

export async function launchWebKit(scheme: SystemScheme): Promise<EngineBrowser> {
  let driver = await startDriver(scheme);
  const newSession = async (): Promise<WebDriver | null> => {
    const session = new Builder().usingServer(driver.url).withCapabilities(capabilities()).build();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SESSION_START_LIMIT_MS);
    });
    try {
      return await Promise.race([session, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async open() {
      const session = await newSession();
      if (session) return new WebKitDriver(session);
      driver.stop();
      driver = await startDriver(scheme);
      const again = await newSession();
      if (!again)
        throw new Error(`MiniBrowser did not start within ${SESSION_START_LIMIT_MS} ms, twice`);
      return new WebKitDriver(again);
    },
    async close() {
      driver.stop();
    },
  };
}
