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
