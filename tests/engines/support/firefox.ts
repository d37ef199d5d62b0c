/**
 * Firefox for the cross-engine suite: Debian's `firefox-esr`, launched and driven over WebDriver BiDi by
 * puppeteer-core (no geckodriver, which this machine cannot download). One Firefox per Playwright worker,
 * headless; each test gets a browser context of its own (a cold cache, no cookies).
 */
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { requireBrowserProgram } from '../../../scripts/browsers.mjs';
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

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  async setViewport(viewport: Viewport): Promise<void> {
    await this.page.setViewport(viewport);
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async back(): Promise<void> {
    await this.page.goBack();
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async evaluate<Args extends unknown[], Result>(
    fn: PageFunction<Args, Result> | string,
    ...args: Args
  ): Promise<Awaited<Result>> {
    return (await this.page.evaluate(
      `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`,
    )) as Awaited<Result>;
  }

  private async aim(find: Finder<unknown[]>, args: unknown[]): Promise<ElementHandle<Element>> {
    return findWaiting(
      find,
      async () => {
        const handle = await this.page.evaluateHandle(
          `(function () { ${aimScript(find)} }).apply(null, ${JSON.stringify(args)})`,
        );
        return handle.asElement() as ElementHandle<Element> | null;
      },
      () => this.evaluate(pageWhereabouts),
    );
  }

  async click<Args extends unknown[]>(find: Finder<Args>, ...args: Args): Promise<void> {
    await (await this.aim(find as Finder<unknown[]>, args)).click();
  }

  async clickAt(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }

  async select<Args extends unknown[]>(
    value: string,
    find: Finder<Args>,
    ...args: Args
  ): Promise<void> {
    await (await this.aim(find as Finder<unknown[]>, args)).select(value);
  }

  async type<Args extends unknown[]>(
    text: string,
    find: Finder<Args>,
    ...args: Args
  ): Promise<void> {
    await (await this.aim(find as Finder<unknown[]>, args)).type(text);
  }

  async press(key: 'Escape' | 'Tab' | 'Enter'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

export async function launchFirefox(scheme: SystemScheme): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: requireBrowserProgram('firefox'),
    headless: true,
    // The scheme pages see (0 dark, 1 light), as a system set to it gives them.
    extraPrefsFirefox: {
      'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
    },
  });
  return {
    async open() {
      const context = await browser.createBrowserContext();
      return new FirefoxDriver(context, await context.newPage());
    },
    async close() {
      await browser.close();
    },
  };
}
