/**
 * What the cross-engine suite asks of a browser, and nothing more: the suite is written once against this,
 * and each engine answers it over its own protocol (webkit.ts: WebDriver classic, firefox.ts: WebDriver
 * BiDi). Every interaction is a real one the browser dispatches as a person's (trusted events, with the user
 * activation the clipboard and the share sheet ask for), never a script's `click()`.
 *
 * Elements are found by a function run in the page (page-queries.ts), so the suite needs no selector
 * engine: what it finds is what the page's own DOM says.
 */

export type EngineName = 'webkit' | 'firefox';

/** The system's color scheme the engine is started with: the page follows it (prefers-color-scheme). */
export type SystemScheme = 'light' | 'dark';

/** A function run in the page: it may use only its arguments and the browser's globals. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result;

/** Finds one element in the page, or nothing. */
export type Finder<Args extends unknown[]> = PageFunction<Args, Element | null | undefined>;

export interface Viewport {
  width: number;
  height: number;
}

/** The shop's two screens in the suite: a phone (most shoppers) and a laptop. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** One fresh browser session: a cold cache, no cookies, nothing from an earlier test. */
export interface EngineDriver {
  readonly engine: EngineName;
  /** The CSS viewport, exactly. */
  setViewport(viewport: Viewport): Promise<void>;
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with JSON arguments and returns its JSON result (awaited if a promise). `fn` may
   * be a function's source text, for a function put together from others (the page's policy forbids
   * `eval`, so it cannot be put together in the page).
   */
  evaluate<Args extends unknown[], Result>(
    fn: PageFunction<Args, Result> | string,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /**
   * A press of the mouse's main button in the middle of what `find` finds, brought to the middle of the
   * screen at once first (the site scrolls smoothly, which would move it under the pointer). A visually
   * hidden radio is pressed through its label, as a shopper does.
   */
  click<Args extends unknown[]>(find: Finder<Args>, ...args: Args): Promise<void>;
  /** A press at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Chooses the option with this value in the select `find` finds, as a shopper does. */
  select<Args extends unknown[]>(value: string, find: Finder<Args>, ...args: Args): Promise<void>;
  /** Types into the field `find` finds. */
  type<Args extends unknown[]>(text: string, find: Finder<Args>, ...args: Args): Promise<void>;
  /** A key pressed and released where focus is. */
  press(key: 'Escape' | 'Tab' | 'Enter'): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** A browser for a worker's tests: each test opens a session of its own. */
export interface EngineBrowser {
  open(): Promise<EngineDriver>;
  close(): Promise<void>;
}

/**
 * How long a find looks for its element, as Playwright's locators do: a page a moment behind the test (a
 * dialog closing, a loaded machine) is waited for, not failed. WebKit once found no Add to Cart in the
 * moment after a press outside had closed its dialog, and found it on the retry.
 */
const FIND_TIMEOUT_MS = 5_000;
const FIND_INTERVAL_MS = 50;

/**
 * Runs `attempt` until it finds an element or FIND_TIMEOUT_MS have passed; the error then names the finder
 * and where the page was (`where`: its address and state), so a miss says whether the page moved on.
 */
export async function findWaiting<Found>(
  find: Finder<unknown[]>,
  attempt: () => Promise<Found | null>,
  where: () => Promise<string>,
): Promise<Found> {
  const deadline = Date.now() + FIND_TIMEOUT_MS;
  for (;;) {
    const found = await attempt();
    if (found) return found;
    if (Date.now() >= deadline)
      throw new Error(
        `nothing found in ${FIND_TIMEOUT_MS} ms by ${find.toString().slice(0, 200)} (page: ${await where()})`,
      );
    await new Promise((resolve) => setTimeout(resolve, FIND_INTERVAL_MS));
  }
}

/** Where the page is, for a find's error: a function run in the page. */
export function pageWhereabouts(): string {
  return `${location.href}, ${document.readyState}, ${document.querySelectorAll('*').length} elements`;
}

/**
 * The script a driver runs to find an element: `find`, then the element brought to the middle of the
 * screen at once and a tiny input swapped for its label (what `click` presses).
 */
export function aimScript(find: Finder<unknown[]>): string {
  return `const found = (${find.toString()}).apply(null, arguments);
if (!found) return null;
const box = found.getBoundingClientRect();
const label = found instanceof HTMLInputElement && (box.width < 8 || box.height < 8) ? found.labels?.[0] : null;
const aimed = label ?? found;
aimed.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
return aimed;`;
}
