/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { type ConstructorOptions, JSDOM, ResourceLoader } from 'jsdom';
import { gzipSync } from 'node:zlib';
import {
  CHOICE_SCOPE_ATTRIBUTE,
  HYDRATED_EVENT,
  LINK_CHOICE_ATTRIBUTE,
  LINK_CHOICES_ATTRIBUTE,
  PAIR_PREFIX,
  SELECT_CHOICE_ATTRIBUTE,
  SHARE_OUTCOME_ATTRIBUTE,
  SHARE_TITLE_ATTRIBUTE,
  chosenAttribute,
  pairAttribute,
} from '@/lib/inline-loader/contract';
import { sortFromUrlScript } from '@/lib/shop-url-scripts';
import { HYDRATION_LOADER } from '@/scripts/hydration/defer-hydration';

/**
 * The inline loader (lib/inline-loader) as it ships (minified), run in a fresh page per test, for what
 * Chromium cannot show (tests/e2e/early-taps.spec.ts runs the shopper's taps): a tap is kept from React
 * until it has hydrated, the platform's controls are left alone, and the dialog fallbacks for browsers
 * without invoker commands or `closedby`. A listener on the document stands in for React, which hydrates
 * by attaching its listeners to the document: whatever reaches it is what React would handle.
 */

/**
 * Every page carries the loader in its HTML, so every shopper pays for each byte: 3,339 B, 1,450 gzip, until
 * the quantity stepper answered at once (early-steps.ts, with lib/money's formatter): 4,276 B, 1,842 gzip,
 * until Share shared inside the tap (lib/share-page.ts): 4,840 B, 2,090 gzip, until selects were left to the
 * platform (the shop's sort is shown by CSS, lib/sort-order-css.ts): 4,540 B, 1,978 gzip, until the stepper's
 * rule was one module with React's (lib/quantity-step.ts): 4,639 B, 2,017 gzip, until a tap on a category chip
 * chose its category in place, before and after hydration (link-choices.ts): 5,016 B, 2,135 gzip (level 9),
 * until the currency formatter was made after the first paint rather than as the loader runs (lib/money.ts,
 * early-steps.ts): 5,088 B, 2,153 gzip, until the invoker fallback lost a `?? ''` its selector made dead code
 * (invoker-commands.ts): 5,084 B, 2,152 gzip, until a chip's tap marked its choice on the shop's element too,
 * where its CSS reads it without `:has()` and restyles only the cards that show or hide
 * (lib/chosen-choice-css.ts), and the first number formatter was made ahead on every page, not only a
 * stepper's (number-formats-ahead.ts): 5,271 B, 2,231 gzip, until Tab kept to the order on screen of the shop's
 * sorted grid in Chromium once a card's picture had arrived (reading-flow-tab-order.ts): 5,563 B, 2,336 gzip,
 * until the sort's change and a chip's tap marked their pair on the shop's element, where its CSS reads it
 * without `:has()` and restyles only the cards of the lists left and shown (choice-pair.ts): 6,055 B,
 * 2,523 gzip.
 */
const LOADER_BUDGET = { minifiedBytes: 6_070, gzipBytes: 2_530 };

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Waits, a task at a time, until `condition` holds or `limitMs` has passed; the test's own check says which. */
async function until(condition: () => boolean, limitMs: number) {
  for (let waited = 0; !condition() && waited < limitMs; waited += 5) await tick();
}

/**
 * `beforeLoader` makes the page a given browser (a feature it has or lacks) before the loader runs; the rest
 * are JSDOM's options (a resource loader that holds the page's load).
 */
function pageWithLoader(
  body: string,
  {
    beforeLoader,
    ...options
  }: ConstructorOptions & { beforeLoader?: (window: JSDOM['window']) => void } = {},
) {
  const dom = new JSDOM(
    `<!DOCTYPE html><html><head></head><body>${body}` +
      '<script type="text/x-hydrate" data-hydrate-src="/_next/static/chunks/app.js"></script>' +
      '</body></html>',
    { runScripts: 'outside-only', pretendToBeVisual: true, url: 'http://localhost/', ...options },
  );
  const { window } = dom;
  // Under mutation testing (npm run test:mutation) the loader is built from Stryker's instrumented sources,
  // which read the active mutant from `process.env` into, and report what they reach to, the global
  // `__stryker__`: the page shares the test's of both, so that Stryker's mutants of the loader are switched
  // on and seen in the page too (a page without `process` saw a mutant only when a module the test imports
  // was instrumented as well and had read it first).
  const stryker = (globalThis as { __stryker__?: unknown }).__stryker__;
  if (stryker) Object.assign(window, { __stryker__: stryker, process });
  const seenByReact: string[] = [];
  window.document.addEventListener('click', (event) => {
    seenByReact.push(`click ${(event.target as Element).id}`);
  });
  window.document.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    seenByReact.push(`change ${target.id}=${target.value}`);
  });
  beforeLoader?.(window);
  window.eval(HYDRATION_LOADER);
  const byId = <T extends Element>(id: string) =>
    window.document.getElementById(id) as unknown as T;
  return {
    window,
    byId,
    seenByReact,
    scriptsStarted: () => window.document.querySelectorAll('head script[src]').length,
    hydrate: () => window.dispatchEvent(new window.Event(HYDRATED_EVENT)),
    /** The loader plays recorded actions back one task apart, clearing a control's aria-busy as it does. */
    replayed: async () => {
      await until(() => !window.document.querySelector('[aria-busy]'), 5_000);
      await tick();
    },
  };
}

/** A page with the loader whose DOM has modal dialogs, as far as these tests need them (jsdom has none). */
function withDialogsPage(body: string, beforeLoader?: (window: JSDOM['window']) => void) {
  const page = pageWithLoader(body, { beforeLoader });
  const prototype = page.window.HTMLDialogElement.prototype as HTMLDialogElement;
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  return page;
}

/** Built from Stryker's instrumented sources, under npm run test:mutation: then its size says nothing. */
const INSTRUMENTED = HYDRATION_LOADER.includes('__stryker__');

describe('the hydration loader', () => {
  (INSTRUMENTED ? it.skip : it)('stays within its byte budget, as every page carries it', () => {
    expect(Buffer.byteLength(HYDRATION_LOADER)).toBeLessThanOrEqual(LOADER_BUDGET.minifiedBytes);
    expect(gzipSync(HYDRATION_LOADER, { level: 9 }).length).toBeLessThanOrEqual(
      LOADER_BUDGET.gzipBytes,
    );
  });

  it('starts each script once, where React looks for it when it hydrates: script[async][src], as Next wrote it', () => {
    const page = pageWithLoader('<button id="plus" type="button">+</button>');
    page.byId<HTMLButtonElement>('plus').click();
    page.byId<HTMLButtonElement>('plus').click();
    expect(page.scriptsStarted()).toBe(1);
    expect(
      page.window.document.querySelector('script[async][src="/_next/static/chunks/app.js"]')
        ?.parentElement?.tagName,
    ).toBe('HEAD');
  });

  it('starts the scripts by itself once the window has loaded and painted, with no tap', async () => {
    const page = pageWithLoader('<p>Zip-access sweatshirts</p>');
    expect(page.scriptsStarted()).toBe(0);
    // Well inside the loader's 3 s fallback for a page that never reports a paint.
    await until(() => page.scriptsStarted() > 0, 2_000);
    expect(page.scriptsStarted()).toBe(1);
  });

  it('records a tap before hydration, marks the control busy, starts the scripts, and replays the tap once', async () => {
    const page = pageWithLoader('<button id="plus" type="button">+</button>');
    const plus = page.byId<HTMLButtonElement>('plus');
    plus.click();
    expect(page.seenByReact).toEqual([]);
    expect(plus.getAttribute('aria-busy')).toBe('true');
    expect(page.scriptsStarted()).toBe(1);

    page.hydrate();
    await page.replayed();
    expect(page.seenByReact).toEqual(['click plus']);
    expect(plus.hasAttribute('aria-busy')).toBe(false);

    // From then on taps go straight through, once.
    plus.click();
    expect(page.seenByReact).toEqual(['click plus', 'click plus']);
    page.hydrate();
    await page.replayed();
    expect(page.seenByReact).toHaveLength(2);
  });

  it('shows a stepper tap at once, the number and the price it multiplies, and still replays each tap', async () => {
    const page = pageWithLoader(
      '<div data-stepper-min="1">' +
        '<button id="minus" type="button" data-step="-1" aria-disabled="true">-</button>' +
        '<span id="count" data-stepper-count="">1</span>' +
        '<button id="plus" type="button" data-step="1">+</button>' +
        '<p id="status" data-stepper-count="">Quantity 1</p>' +
        '<button id="add" type="button" data-unit-price="39.99">Add to Cart - $39.99</button></div>' +
        '<div><button id="elsewhere" type="button" data-step="1">+</button></div>',
    );
    const text = (id: string) => page.byId<HTMLElement>(id).textContent;
    page.byId<HTMLButtonElement>('minus').click();
    expect([text('count'), text('add')]).toEqual(['1', 'Add to Cart - $39.99']);

    for (let tap = 0; tap < 10; tap++) page.byId<HTMLButtonElement>('plus').click();
    page.byId<HTMLButtonElement>('minus').click();
    expect([text('count'), text('status'), text('add')]).toEqual([
      '10',
      'Quantity 10',
      'Add to Cart - $399.90',
    ]);
    expect(page.byId<HTMLButtonElement>('minus').getAttribute('aria-disabled')).toBe('false');
    // A stepper button outside a stepper's element waits for React like any button.
    page.byId<HTMLButtonElement>('elsewhere').click();
    expect(text('count')).toBe('10');

    page.hydrate();
    // Minus's first tap is played back at once; tapped again later, it stays busy until that one is.
    expect(page.seenByReact).toEqual(['click minus']);
    expect(page.byId<HTMLButtonElement>('minus').getAttribute('aria-busy')).toBe('true');
    await page.replayed();
    expect(page.seenByReact).toEqual([
      'click minus',
      ...Array<string>(10).fill('click plus'),
      'click minus',
      'click elsewhere',
    ]);
  });

  describe('a Share tap before hydration', () => {
    const SHARE_BUTTON = `<button id="share" type="button" ${SHARE_TITLE_ATTRIBUTE}="Milk Bar Sweatshirt">Share</button>`;
    /** The page, with a clipboard that records what it was given and what each replayed click carried. */
    function sharePage() {
      const page = pageWithLoader(SHARE_BUTTON);
      const copied: string[] = [];
      Object.defineProperty(page.window.navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
        writable: true,
      });
      const outcomes: (string | null)[] = [];
      page.window.document.addEventListener('click', (event) =>
        outcomes.push((event.target as Element).getAttribute(SHARE_OUTCOME_ATTRIBUTE)),
      );
      return { ...page, copied, outcomes, share: page.byId<HTMLButtonElement>('share') };
    }

    it('copies the link inside the tap itself, and its replay brings what became of it, once', async () => {
      const page = sharePage();
      page.share.click();
      // Within the tap, which alone carries the user activation the clipboard asks for.
      expect(page.copied).toEqual(['http://localhost/']);
      expect(page.share.getAttribute('aria-busy')).toBe('true');
      expect(page.seenByReact).toEqual([]);

      page.hydrate();
      await page.replayed();
      expect(page.outcomes).toEqual(['copied']);
      expect(page.copied).toHaveLength(1);
    });

    it('leaves a copy the browser refused in the tap to the button, which tries again', async () => {
      const page = sharePage();
      page.window.navigator.clipboard.writeText = () =>
        Promise.reject(new Error('Document is not focused'));
      page.share.click();
      page.hydrate();
      await page.replayed();
      expect(page.outcomes).toEqual([null]);
    });

    it('opens the share sheet on a touch screen and replays once the shopper has left it', async () => {
      const page = sharePage();
      let closeSheet: () => void = () => {};
      const sheets: ShareData[] = [];
      Object.assign(page.window.navigator, {
        share: (data: ShareData) => {
          sheets.push(data);
          return new Promise<void>((resolve) => (closeSheet = resolve));
        },
      });
      page.window.matchMedia = ((query: string) => ({
        matches: query === '(pointer: coarse)',
      })) as typeof page.window.matchMedia;
      page.share.click();
      expect(sheets).toEqual([{ title: 'Milk Bar Sweatshirt', url: 'http://localhost/' }]);

      page.hydrate();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(page.outcomes).toEqual([]);
      closeSheet();
      await page.replayed();
      expect(page.outcomes).toEqual(['shared']);
      expect(page.copied).toEqual([]);
    });
  });

  it('leaves what the platform runs alone: links, radios, selects, popover and dialog buttons', () => {
    const page = pageWithLoader(
      '<a id="link" href="#top">Top</a>' +
        '<input id="size" type="radio" name="size" value="M">' +
        '<select id="sort"><option value="popular">Popular</option><option value="newest">Newest</option></select>' +
        '<button id="menu" type="button" popovertarget="menu-list">Menu</button>' +
        '<button id="guide" type="button" commandfor="guide-dialog" command="show-modal">Size Guide</button>',
    );
    for (const id of ['link', 'size', 'menu', 'guide']) page.byId<HTMLElement>(id).click();
    const sort = page.byId<HTMLSelectElement>('sort');
    sort.value = 'newest';
    sort.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    expect(page.seenByReact).toEqual([
      'click link',
      'click size',
      'change size=M',
      'click menu',
      'click guide',
      'change sort=newest',
    ]);
    expect(page.byId<HTMLInputElement>('size').checked).toBe(true);
    expect(page.window.document.querySelectorAll('[aria-busy]')).toHaveLength(0);
    expect(page.scriptsStarted()).toBe(0);
  });

  it('makes a plain tap on a link that chooses mark it current, and its scope chosen, and keep the page, before and after hydration', () => {
    const page = pageWithLoader(
      `<div id="scope" ${CHOICE_SCOPE_ATTRIBUTE} ${chosenAttribute('all')} data-other="kept">` +
        `<nav ${LINK_CHOICES_ATTRIBUTE}><a id="all" href="/shop" ${LINK_CHOICE_ATTRIBUTE}="all" aria-current="page">All</a>` +
        `<a id="humor" href="/shop/humor" ${LINK_CHOICE_ATTRIBUTE}="humor"><span id="label">Humor</span></a></nav></div>` +
        '<a id="elsewhere" href="/about">About</a>',
    );
    const current = () =>
      [...page.window.document.querySelectorAll('[aria-current="page"]')].map((link) => link.id);
    const scopeAttributes = () =>
      page
        .byId<HTMLElement>('scope')
        .getAttributeNames()
        .filter((name) => name !== 'id');
    const tap = (id: string, init: MouseEventInit = {}) =>
      page
        .byId<HTMLElement>(id)
        .dispatchEvent(
          new page.window.MouseEvent('click', { bubbles: true, cancelable: true, ...init }),
        );
    // dispatchEvent answers false when the default (following the link) was prevented.
    expect(tap('label')).toBe(false);
    expect(current()).toEqual(['humor']);
    // The scope carries the choice made, and no other, for the page's CSS.
    expect(scopeAttributes()).toEqual([
      CHOICE_SCOPE_ATTRIBUTE,
      'data-other',
      chosenAttribute('humor'),
    ]);
    // React sees it too, to follow the choice once live; the scripts wait for the paint as usual.
    expect(page.seenByReact).toEqual(['click label']);
    expect(page.scriptsStarted()).toBe(0);
    // A new tab or window is the browser's: the link is followed, the choice stays.
    expect(tap('all', { ctrlKey: true })).toBe(true);
    expect(tap('all', { button: 1 })).toBe(true);
    expect(tap('elsewhere')).toBe(true);
    expect(current()).toEqual(['humor']);
    expect(scopeAttributes()).toEqual([
      CHOICE_SCOPE_ATTRIBUTE,
      'data-other',
      chosenAttribute('humor'),
    ]);
    page.hydrate();
    expect(tap('all')).toBe(false);
    expect(current()).toEqual(['all']);
    expect(scopeAttributes()).toEqual([
      CHOICE_SCOPE_ATTRIBUTE,
      'data-other',
      chosenAttribute('all'),
    ]);
  });

  describe("the pair a choice scope's chip and select choose (the shop's category and sort)", () => {
    const SHOP =
      `<div id="scope" ${CHOICE_SCOPE_ATTRIBUTE} ${chosenAttribute('all')} ${pairAttribute('all', 'popular')}>` +
      `<nav ${LINK_CHOICES_ATTRIBUTE}><a id="all" href="/shop" ${LINK_CHOICE_ATTRIBUTE}="all" aria-current="page">All</a>` +
      `<a id="humor" href="/shop/humor" ${LINK_CHOICE_ATTRIBUTE}="humor">Humor</a></nav>` +
      `<select id="sort" ${SELECT_CHOICE_ATTRIBUTE}><option value="popular">Popular</option><option value="newest">Newest</option></select></div>`;
    type Page = ReturnType<typeof pageWithLoader>;
    const pairs = (page: Page) =>
      page
        .byId<HTMLElement>('scope')
        .getAttributeNames()
        .filter((name) => name.startsWith(PAIR_PREFIX));
    const choose = (page: Page, id: string, value: string) => {
      const select = page.byId<HTMLSelectElement>(id);
      select.value = value;
      select.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    };

    it("marks the scope with the chip current and the option chosen, and no other pair, at a change and at a chip's tap, before and after hydration", () => {
      const page = pageWithLoader(SHOP);
      choose(page, 'sort', 'newest');
      expect(pairs(page)).toEqual([pairAttribute('all', 'newest')]);
      page.byId<HTMLElement>('humor').click();
      expect(pairs(page)).toEqual([pairAttribute('humor', 'newest')]);
      page.hydrate();
      choose(page, 'sort', 'popular');
      expect(pairs(page)).toEqual([pairAttribute('humor', 'popular')]);
      page.byId<HTMLElement>('all').click();
      expect(pairs(page)).toEqual([pairAttribute('all', 'popular')]);
      // React hears the change as ever.
      expect(page.seenByReact).toContain('change sort=newest');
    });

    it("agrees with the select's inline script, which marks the link's sort as the page is read", () => {
      let markedByScript: string[] = [];
      const page = pageWithLoader(SHOP, {
        url: 'http://localhost/shop?sort=newest',
        beforeLoader: (window) => {
          window.eval(sortFromUrlScript('sort'));
          markedByScript = window.document.getElementById('scope')!.getAttributeNames();
        },
      });
      expect(markedByScript).toEqual([
        'id',
        CHOICE_SCOPE_ATTRIBUTE,
        chosenAttribute('all'),
        pairAttribute('all', 'newest'),
      ]);
      expect(page.byId<HTMLElement>('scope').getAttributeNames()).toEqual(markedByScript);
    });
  });

  it('shows minus unavailable again once a tap brings the number down to its minimum', () => {
    const page = pageWithLoader(
      '<div data-stepper-min="1">' +
        '<button id="minus" type="button" data-step="-1" aria-disabled="false">-</button>' +
        '<span id="count" data-stepper-count="">2</span>' +
        '<button id="plus" type="button" data-step="1">+</button></div>',
    );
    page.byId<HTMLButtonElement>('minus').click();
    expect(page.byId<HTMLElement>('count').textContent).toBe('1');
    expect(page.byId<HTMLButtonElement>('minus').getAttribute('aria-disabled')).toBe('true');
  });

  it('replays each tap once, one per task, even when the app announces hydration twice (as React does in development)', async () => {
    const page = pageWithLoader(
      '<button id="plus" type="button">+</button><button id="minus" type="button">-</button>',
    );
    page.byId<HTMLButtonElement>('plus').click();
    page.byId<HTMLButtonElement>('minus').click();
    page.hydrate();
    page.hydrate();
    expect(page.seenByReact).toEqual(['click plus']);
    await page.replayed();
    expect(page.seenByReact).toEqual(['click plus', 'click minus']);
  });

  it('keeps a submit tap from sending its form until React replays it, and lets a reset button clear its form at once', async () => {
    const page = pageWithLoader(
      '<form id="signup"><input id="email" type="email">' +
        '<button id="subscribe">Subscribe</button><button id="clear" type="reset">Clear</button></form>',
    );
    const sent: string[] = [];
    // React's onSubmit, once live, sends it itself.
    page.window.document.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push((event.target as Element).id);
    });
    const email = page.byId<HTMLInputElement>('email');
    email.value = 'mama@example.com';
    page.byId<HTMLButtonElement>('clear').click();
    expect(email.value).toBe('');

    email.value = 'mama@example.com';
    page.byId<HTMLButtonElement>('subscribe').click();
    expect(sent).toEqual([]);
    page.hydrate();
    await page.replayed();
    expect(sent).toEqual(['signup']);
    expect(page.seenByReact).toEqual(['click clear', 'click subscribe']);
  });

  it('starts the scripts as a finger goes down on a button that needs them, and not on anything else', () => {
    const page = pageWithLoader(
      '<p id="text">Zip-access sweatshirts</p><a id="link" href="#top">Top</a>' +
        '<button id="menu" type="button" popovertarget="menu-list">Menu</button>' +
        '<button id="plus" type="button"><span id="label">+</span></button>',
    );
    const press = (id: string) =>
      page.byId(id).dispatchEvent(new page.window.MouseEvent('pointerdown', { bubbles: true }));
    for (const id of ['text', 'link', 'menu']) press(id);
    expect(page.scriptsStarted()).toBe(0);
    press('label');
    expect(page.scriptsStarted()).toBe(1);
  });

  describe('when the browser reports paints (jsdom reports none)', () => {
    /** The page's next frame and the task after it: by then a start asked for before has started. */
    const nextFrame = (page: ReturnType<typeof pageWithLoader>) =>
      new Promise((resolve) =>
        page.window.requestAnimationFrame(() => page.window.setTimeout(resolve)),
      );
    const loaded = async (page: ReturnType<typeof pageWithLoader>) => {
      await until(() => page.window.document.readyState === 'complete', 2_000);
      await nextFrame(page);
    };

    /**
     * The page's paint timing as a browser gives it, installed before the window loads: `painted` when the
     * first contentful paint is already in the timeline, `listsEntryTypes` false for a browser too old to say
     * what it can observe (no `supportedEntryTypes`). `paint()` reports the first contentful paint.
     */
    function withPaintTiming(
      page: ReturnType<typeof pageWithLoader>,
      { painted = false, listsEntryTypes = true } = {},
    ) {
      const firstContentfulPaint = { name: 'first-contentful-paint', entryType: 'paint' };
      const timeline = painted ? [firstContentfulPaint] : [];
      const observing = new Set<{ report: () => void }>();
      class PaintObserver {
        static supportedEntryTypes = listsEntryTypes ? ['paint'] : undefined;
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe(options: { type?: string; entryTypes?: string[] }) {
          if (!options.type && !options.entryTypes)
            throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver'");
          // A type the browser cannot observe is ignored, with a warning.
          if (options.type === 'paint') observing.add(this);
        }
        disconnect() {
          observing.delete(this);
        }
        report() {
          this.callback({ getEntries: () => [firstContentfulPaint] }, this);
        }
      }
      Object.assign(page.window, { PerformanceObserver: PaintObserver });
      page.window.performance.getEntriesByName = ((name: string) =>
        timeline.filter((entry) => entry.name === name)) as Performance['getEntriesByName'];
      return {
        paint: () => {
          timeline.push(firstContentfulPaint);
          observing.forEach((observer) => observer.report());
        },
      };
    }

    it('waits after the load for the first contentful paint, then starts the scripts', async () => {
      // The loader's fallback for a page that never reports a paint (3 s) is held back, so that only the
      // paint can start the scripts here, however slow the machine (under Stryker it once came first).
      const page = pageWithLoader('<p>Zip-access sweatshirts</p>', {
        beforeLoader: (window) => {
          const setTimeout = window.setTimeout.bind(window);
          window.setTimeout = ((run: () => void, delay = 0) =>
            delay >= 1_000 ? 0 : setTimeout(run, delay)) as typeof window.setTimeout;
        },
      });
      const timing = withPaintTiming(page);
      await loaded(page);
      expect(page.scriptsStarted()).toBe(0);
      timing.paint();
      await until(() => page.scriptsStarted() > 0, 2_000);
      expect(page.scriptsStarted()).toBe(1);
      page.window.close();
    });

    it('starts the scripts once loaded where the paint came first, or where the browser cannot say', async () => {
      const paintedFirst = pageWithLoader('<p>Zip-access sweatshirts</p>');
      withPaintTiming(paintedFirst, { painted: true });
      const cannotSay = pageWithLoader('<p>Zip-access sweatshirts</p>');
      withPaintTiming(cannotSay, { listsEntryTypes: false });
      await Promise.all([loaded(paintedFirst), loaded(cannotSay)]);
      expect([paintedFirst.scriptsStarted(), cannotSay.scriptsStarted()]).toEqual([1, 1]);
    });

    it('waits for the window to load (the largest image) before the scripts start', async () => {
      let finishLoading = () => {};
      const stylesheet = new Promise<Buffer>((resolve) => {
        finishLoading = () => resolve(Buffer.from('p { color: black }'));
      });
      class SlowStylesheet extends ResourceLoader {
        override fetch() {
          return Object.assign(stylesheet, { abort: () => {} });
        }
      }
      const page = pageWithLoader('<link rel="stylesheet" href="/slow.css"><p>Shop</p>', {
        resources: new SlowStylesheet(),
      });
      withPaintTiming(page, { painted: true });
      await nextFrame(page);
      await nextFrame(page);
      expect(page.window.document.readyState).not.toBe('complete');
      expect(page.scriptsStarted()).toBe(0);
      finishLoading();
      await loaded(page);
      expect(page.scriptsStarted()).toBe(1);
    });

    it('makes the price formatter once painted, on every page, ahead of the render and the tap that format numbers', async () => {
      const formattersMade = (page: ReturnType<typeof pageWithLoader>) => {
        const made: unknown[] = [];
        const { Intl } = page.window as unknown as { Intl: typeof globalThis.Intl };
        Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
          construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
            made.push(args);
            return new target(...args);
          },
        });
        return made;
      };
      const withStepper = pageWithLoader(
        '<div data-stepper-min="1"><span data-stepper-count="">1</span>' +
          '<button id="plus" type="button" data-step="1">+</button>' +
          '<p data-unit-price="39.99">$39.99</p></div>',
      );
      const madeWithStepper = formattersMade(withStepper);
      const without = pageWithLoader('<p>Zip-access sweatshirts</p>');
      const madeWithout = formattersMade(without);
      await until(() => madeWithStepper.length > 0 && without.scriptsStarted() > 0, 2_000);
      await nextFrame(without);
      // Made after the loader ran (the count starts then), once each.
      expect([madeWithStepper.length, madeWithout.length]).toEqual([1, 1]);
      withStepper.byId<HTMLButtonElement>('plus').click();
      expect(madeWithStepper).toHaveLength(1);
    });
  });

  describe('where the browser has no invoker commands or closedby (as this DOM has not)', () => {
    const dialogPage = (beforeLoader?: (window: JSDOM['window']) => void) =>
      withDialogsPage(
        '<button id="open" type="button" commandfor="guide" command="show-modal">Size Guide</button>' +
          '<dialog id="guide" closedby="any"><p id="text">Chart</p>' +
          '<button id="close" type="button" commandfor="guide" command="close">Close</button></dialog>',
        beforeLoader,
      );

    it('opens the dialog from its opener and closes it from its Close button, before hydration', () => {
      const page = dialogPage();
      const dialog = page.byId<HTMLDialogElement>('guide');
      page.byId<HTMLButtonElement>('open').click();
      expect(dialog.open).toBe(true);
      page.byId<HTMLButtonElement>('close').click();
      expect(dialog.open).toBe(false);
      expect(page.scriptsStarted()).toBe(0);
    });

    /** A press from `down` to `up`; the click lands where both meet, as a browser sends it. */
    const pressIn =
      (page: ReturnType<typeof dialogPage>) =>
      (down: [Element, number, number], up = down) => {
        const at = ([, clientX, clientY]: [Element, number, number]) => ({
          bubbles: true,
          clientX,
          clientY,
        });
        down[0].dispatchEvent(new page.window.MouseEvent('pointerdown', at(down)));
        up[0].dispatchEvent(new page.window.MouseEvent('pointerup', at(up)));
        const common = down[0].contains(up[0]) ? down[0] : up[0];
        common.dispatchEvent(new page.window.MouseEvent('click', at(up)));
      };
    const DIALOG_BOX = { left: 20, right: 300, top: 100, bottom: 500 } as DOMRect;

    it('closes the dialog on a press that starts and ends outside it, not on one inside', () => {
      const page = dialogPage();
      const dialog = page.byId<HTMLDialogElement>('guide');
      dialog.getBoundingClientRect = () => DIALOG_BOX;
      const press = pressIn(page);
      page.byId<HTMLButtonElement>('open').click();
      press([page.byId('text'), 50, 200]);
      press([dialog, 50, 200]); // the dialog's own padding
      expect(dialog.open).toBe(true);
      // Down on the text, up on the backdrop (a selection dragged out): the platform keeps it open.
      press([page.byId('text'), 50, 200], [dialog, 10, 600]);
      expect(dialog.open).toBe(true);
      press([dialog, 10, 600]); // the backdrop
      expect(dialog.open).toBe(false);
      // Each edge of the box: a press on the edge is on the dialog, one a pixel beyond it on the backdrop.
      const edges: [string, [number, number], [number, number]][] = [
        ['left', [20, 200], [19, 200]],
        ['right', [300, 200], [301, 200]],
        ['top', [50, 100], [50, 99]],
        ['bottom', [50, 500], [50, 501]],
      ];
      for (const [edge, [onX, onY], [beyondX, beyondY]] of edges) {
        page.byId<HTMLButtonElement>('open').click();
        press([dialog, onX, onY]);
        expect({ edge, open: dialog.open }).toEqual({ edge, open: true });
        press([dialog, beyondX, beyondY]);
        expect({ edge, open: dialog.open }).toEqual({ edge, open: false });
      }
    });

    it('runs only the two commands our dialogs use, and only on a click nobody has taken', () => {
      const page = withDialogsPage(
        '<button id="open" type="button" commandfor="guide" command="show-modal">Size Guide</button>' +
          '<button id="close-outside" type="button" commandfor="guide" command="close">Close</button>' +
          '<button id="zoom" type="button" commandfor="guide" command="--zoom">Zoom</button>' +
          '<dialog id="guide"><p>Chart</p></dialog>',
      );
      const dialog = page.byId<HTMLDialogElement>('guide');
      const click = (id: string) => page.byId<HTMLButtonElement>(id).click();
      // The platform runs no command for a click a handler has cancelled.
      const takeOpenerClicks = (event: Event) => {
        if ((event.target as Element).id === 'open') event.preventDefault();
      };
      page.window.document.addEventListener('click', takeOpenerClicks);
      click('open');
      expect(dialog.open).toBe(false);
      page.window.document.removeEventListener('click', takeOpenerClicks);
      // Close and a command of the page's own neither open a closed dialog nor close an open one.
      click('close-outside');
      click('zoom');
      expect(dialog.open).toBe(false);
      click('open');
      click('zoom');
      expect(dialog.open).toBe(true);
    });

    it('leaves the dialogs to a browser that has invoker commands and closedby', () => {
      // This DOM opens and light-dismisses nothing by itself: only the stand-ins could act here.
      const page = dialogPage((window) => {
        Object.defineProperty(window.HTMLButtonElement.prototype, 'command', { value: '' });
        Object.defineProperty(window.HTMLDialogElement.prototype, 'closedBy', { value: 'any' });
      });
      const dialog = page.byId<HTMLDialogElement>('guide');
      dialog.getBoundingClientRect = () => DIALOG_BOX;
      page.byId<HTMLButtonElement>('open').click();
      expect(dialog.open).toBe(false);
      dialog.showModal();
      pressIn(page)([dialog, 10, 600]);
      expect(dialog.open).toBe(true);
    });

    it('throws on no tap and still starts hydration in a browser with no dialog element', () => {
      const errors: string[] = [];
      const page = pageWithLoader(
        '<button id="open" type="button" commandfor="guide" command="show-modal">Size Guide</button>' +
          '<dialog id="guide" closedby="any"><p>Chart</p></dialog>' +
          '<button id="add" type="button">Add to bag</button>',
        {
          beforeLoader: (window) => {
            window.addEventListener('error', (event) => errors.push(event.message));
            delete (window as { HTMLDialogElement?: unknown }).HTMLDialogElement;
          },
        },
      );
      page.byId<HTMLButtonElement>('open').click();
      page
        .byId('guide')
        .dispatchEvent(new page.window.MouseEvent('pointerdown', { bubbles: true }));
      page.byId('guide').dispatchEvent(new page.window.MouseEvent('pointerup', { bubbles: true }));
      expect(errors).toEqual([]);
      page.byId<HTMLButtonElement>('add').click();
      expect(page.scriptsStarted()).toBe(1);
    });

    it('keeps a dialog without closedby="any" open on a press on its backdrop, as the platform does', () => {
      const page = withDialogsPage(
        '<dialog id="plain"><p>Remove the sweatshirt?</p></dialog>' +
          '<dialog id="asked" closedby="closerequest"><p>Remove the sweatshirt?</p></dialog>',
      );
      const press = pressIn(page);
      for (const id of ['plain', 'asked']) {
        const dialog = page.byId<HTMLDialogElement>(id);
        dialog.getBoundingClientRect = () => DIALOG_BOX;
        dialog.showModal();
        press([dialog, 10, 600]);
        expect({ id, open: dialog.open }).toEqual({ id, open: true });
      }
    });
  });

  /** A page with an open dialog; `tab` presses a key on a control: did the loader move focus, and where to. */
  const keyboardPage = (body: string) => {
    const page = withDialogsPage(body);
    // This DOM lays nothing out; every element counts as shown.
    page.window.Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
    const tab = (from: string, shiftKey = false, key = 'Tab') => {
      const start = page.byId<HTMLElement>(from);
      start.focus();
      const event = new page.window.KeyboardEvent('keydown', {
        key,
        shiftKey,
        bubbles: true,
        cancelable: true,
      });
      start.dispatchEvent(event);
      return { moved: event.defaultPrevented, to: page.window.document.activeElement?.id };
    };
    return { tab };
  };

  it('keeps Tab inside an open dialog, stopping only where Tab stops', () => {
    const { tab } = keyboardPage(
      '<button id="behind" type="button">Behind</button>' +
        '<dialog id="guide" open>' +
        '<button id="close" type="button">Close</button>' +
        '<input id="email" type="email">' +
        '<input id="small" type="radio" name="fit" value="S" checked>' +
        '<input id="large" type="radio" name="fit" value="L">' +
        '<button id="skipped" type="button" tabindex="-1">Skipped</button>' +
        '<button id="off" type="button" disabled>Off</button>' +
        '</dialog>',
    );
    // The checked radio is its group's one stop; -1 and disabled take no stop.
    expect(tab('small')).toEqual({ moved: true, to: 'close' });
    expect(tab('close', true)).toEqual({ moved: true, to: 'small' });
    expect(tab('email')).toEqual({ moved: false, to: 'email' });
    expect(tab('close')).toEqual({ moved: false, to: 'close' }); // the browser moves on inside
    expect(tab('behind')).toEqual({ moved: true, to: 'close' });
    expect(tab('email', true)).toEqual({ moved: false, to: 'email' });
    expect(tab('behind', true)).toEqual({ moved: true, to: 'small' });
    // Any other key is the control's own, even on the last stop.
    expect(tab('small', false, 'Enter')).toEqual({ moved: false, to: 'small' });
  });

  it('counts one Tab stop per radio group, even a group with none checked yet, and every field whatever its name', () => {
    const { tab } = keyboardPage(
      '<dialog id="notify" open>' +
        // A field is a stop by its kind, whatever its name, even one a radio group uses.
        '<input id="size-note" type="text" name="size">' +
        '<button id="close" type="button">Close</button>' +
        '<input id="small" type="radio" name="size" value="S" checked>' +
        '<input id="large" type="radio" name="size" value="L">' +
        '<input id="email" type="radio" name="channel" value="email">' +
        '<input id="sms" type="radio" name="channel" value="sms">' +
        '</dialog>',
    );
    // From the checked size, Tab goes on to the channel group, which has no radio checked yet.
    expect(tab('small')).toEqual({ moved: false, to: 'small' });
    expect(tab('sms')).toEqual({ moved: true, to: 'size-note' });
    // The field named like the size group is the first stop: Shift+Tab from Close goes back to it.
    expect(tab('close', true)).toEqual({ moved: false, to: 'close' });
  });
});
