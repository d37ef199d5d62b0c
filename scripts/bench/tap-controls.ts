/**
 * The controls the tap measure taps, in one table: how to find each (ARIA role and accessible name, which the
 * components keep stable), what to do to it, on which routes it is, who runs its effect, and how the page
 * shows that effect. Adjust a selector here and nowhere else.
 *
 * `effect` and `setup` run in the page (scripts/bench/tap-probe.ts): write them as arrow functions that use
 * only their arguments and the browser's globals; what they need from the catalog comes in `expected`.
 *
 * Not measured:
 * - color: every product has one color (Charcoal Gray), so there is nothing to choose.
 * - the phone's bottom bar: it is not in the HTML at first paint (it appears once the main Add to Cart
 *   button has scrolled out of view, which needs script), so no tap can reach it then.
 * - links: they are native anchors and work from the first paint. The shop's category chips are links too,
 *   but a tap on one chooses its category in the page (lib/inline-loader/link-choices.ts), which is measured.
 */
import type { Page } from '@playwright/test';
import {
  CATEGORY_PATH_PREFIX,
  PAGE_PATHS,
  PRODUCT_PATH_PREFIX,
  productPath,
} from '../../data/routes';
import {
  getAllProducts,
  getCategoryBySlug,
  getProductBySlug,
  getProductsInCategory,
} from '../../lib/catalog';
import { SHOP_FIRST_SCREEN_CARDS } from '../../data/constants';
import { routeKind, type RouteKind } from './budgets';
import type { DrawnCheck, ProbedControl } from './tap-probe';

export type TapKind =
  | 'menu'
  | 'category'
  | 'sort'
  | 'thumbnail'
  | 'size'
  | 'quantity'
  | 'add-to-cart'
  | 'size-guide'
  | 'share';

/**
 * Who makes the effect happen: 'platform', HTML and CSS alone, so it shows within a frame of the
 * tap whether or not the scripts have arrived; 'replay', the page's script, which runs a tap made before
 * hydration once the island is live.
 */
export type RunBy = 'platform' | 'replay';

type AriaRole = Parameters<Page['getByRole']>[0];

export interface TapTarget {
  /** Accepted roles (a button may become a radio or a label). */
  roles: AriaRole[];
  /** Accessible name: a string matches exactly, a RegExp as Playwright's getByRole does. */
  name: string | RegExp;
  /**
   * Only inside the first element matching this CSS selector, when the page has one; else the whole page
   * (a build from before the element, such as 3847ad2 for the shop's controls).
   */
  within?: string;
}

/** A tap (`locator.tap()`), or choosing an option of a select (`locator.selectOption()`). */
type TapAction = { kind: 'tap' } | { kind: 'select'; value: string };

export interface TapControl<Expected = unknown> extends ProbedControl<Expected> {
  kind: TapKind;
  on: 'every route' | Exclude<RouteKind, 'content'>;
  runBy: RunBy;
  target: TapTarget;
  action: TapAction;
  /** What the effect check expects on `route` (JSON: it is written into the page). */
  expected: (route: string) => Expected;
}

/** The products a shop route shows: every one on /shop, a category's on its page. */
function productsOn(route: string) {
  if (route === PAGE_PATHS.shop) return getAllProducts();
  const category = getCategoryBySlug(route.slice(CATEGORY_PATH_PREFIX.length));
  if (!category) throw new Error(`No category for ${route}`);
  return getProductsInCategory(category);
}

/** The product a product route shows. */
function productOn(route: string) {
  const product = getProductBySlug(route.slice(PRODUCT_PATH_PREFIX.length));
  if (!product) throw new Error(`No product for ${route}`);
  return product;
}

const TAP: TapAction = { kind: 'tap' };
/**
 * Where the shop's chips and sort select are looked for: the row around them (`data-shop-controls`,
 * components/shop/shop-browser.tsx). Playwright's role lookup works out the accessible name of every element
 * it searches, in the page's main thread: over the whole shop it put the tap "at first paint" 889–1,178 ms
 * after the paint at 260 designs, against 264–527 ms at 26 (phone profile), so the big catalogue's tap came
 * at a later, busier moment of the load. (A selector with `:has()` here is slower still: Playwright evaluates
 * it in its own engine, over every element, and the big catalogue's taps then fell in hydration's long task.)
 */
const SHOP_CONTROLS = '[data-shop-controls]';
/** The category the tap measure chooses: one with few designs, so the grid visibly changes. */
const CATEGORY_TAPPED = 'Feminine';
/*
 * The chip's and the sort's effect checks run every frame until the effect shows, and they stop at the first
 * card that tells it has not: what they cost a frame does not grow with the cards a page holds. Checking
 * every card every frame took 1.2 ms a frame at 26 cards and 4.4 at 84 (phone, 4× CPU), in the frames
 * around the tap, and that alone put the chip's effect of a 260-design page later: with the scripts blocked,
 * pointerdown to the frame 33 vs 33 ms without that work in the page, 40 vs 49 with it (12 loads a side).
 */
const nothingExpected = () => null;

/**
 * Every card shown in the viewport has its content drawn. The grid's cards skip their content while out of
 * view (`content-visibility: auto`, components/shop/shop-grid-item.tsx): one that a chip or a sort moves into
 * view from further down is drawn empty in the frame that moves it, until the browser finds it near the
 * viewport and draws its content in a later frame. Asked after the frame: the card's box is laid out then,
 * and a card still skipped has its content's style worked out here, as the next frame would.
 *
 * Asked after every frame from the effect's on, so it reads each card's box first, asks only the cards in
 * the viewport whether they are shown, and stops at the first not drawn: 3.6 → 2.4 ms a frame at the 84
 * cards of a 260-design page, 0.6 → 0.4 at 26 (phone, 4× CPU).
 */
const cardsInViewDrawn: DrawnCheck = (page) => {
  for (const card of document.querySelectorAll('li[data-product-id]')) {
    const box = card.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
    if (!inView || !page.isVisible(card)) continue;
    const content = card.firstElementChild;
    if (content && !content.checkVisibility({ contentVisibilityAuto: true })) return false;
  }
  return true;
};

/** The calls the share control may make, counted in the page (see its setup). */
type ShareCalls = { share: number; copy: number };
type ShareWindow = Window & { __shareCalls?: ShareCalls };

/** Keeps each control's `expected` and `effect` types together, then lists it with the others. */
function control<Expected>(definition: TapControl<Expected>): TapControl {
  return definition as unknown as TapControl;
}

/** A product-page button that opens the native dialog with this heading (its invoker command). */
function opensDialog(kind: TapKind, buttonName: string | RegExp, heading: string): TapControl {
  return control({
    kind,
    on: 'product',
    runBy: 'platform',
    target: { roles: ['button'], name: buttonName },
    action: TAP,
    expected: () => ({ heading }),
    effect: (expected, page) => (page.dialogWithHeading(expected.heading) ? 'done' : 'none'),
  });
}

export const TAP_CONTROLS: TapControl[] = [
  control({
    kind: 'menu',
    on: 'every route',
    runBy: 'platform',
    target: { roles: ['button'], name: /menu/i, within: 'header' },
    action: TAP,
    expected: nothingExpected,
    effect: (_expected, page) =>
      [...document.querySelectorAll('nav, [role="navigation"]')].some(
        (nav) => nav.getAttribute('aria-label') === 'Mobile' && page.isVisible(nav),
      )
        ? 'done'
        : 'none',
  }),
  control({
    kind: 'category',
    on: 'shop',
    runBy: 'platform',
    // A link now; a radio in a label before issue 33 (3847ad2), which the A/B may measure against.
    target: { roles: ['link', 'radio'], name: CATEGORY_TAPPED, within: SHOP_CONTROLS },
    action: TAP,
    expected: () => {
      const ids = getProductsInCategory(CATEGORY_TAPPED).map((product) => product.id);
      return { first: ids.slice(0, SHOP_FIRST_SCREEN_CARDS), all: ids };
    },
    // The grid's first screen shows the category's first designs, in order, and nothing of another category:
    // with today's catalog that is all of them; in a larger one, the rest of its page follows from its data.
    // Until then it stops at the first card shown of another category.
    effect: (expected, page) => {
      const shown: { id: number; box: DOMRect }[] = [];
      for (const card of document.querySelectorAll('li[data-product-id]')) {
        if (!page.isVisible(card)) continue;
        const id = Number(card.getAttribute('data-product-id'));
        if (!expected.all.includes(id)) return 'none';
        shown.push({ id, box: card.getBoundingClientRect() });
      }
      const first = shown
        .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
        .slice(0, expected.first.length)
        .map((card) => card.id);
      return first.join() === expected.first.join() ? 'done' : 'none';
    },
    drawn: cardsInViewDrawn,
  }),
  control({
    kind: 'sort',
    on: 'shop',
    runBy: 'platform',
    target: { roles: ['combobox'], name: 'Sort by', within: SHOP_CONTROLS },
    action: { kind: 'select', value: 'newest' },
    // Newest is highest id first; every price is the same, so the price sorts would show nothing.
    expected: (route) => ({ firstId: Math.max(...productsOn(route).map((product) => product.id)) }),
    // The card shown first: CSS orders the grid by the sort before React puts the DOM in that order. Of two
    // cards at one place (jsdom lays nothing out) the first in the document is first. Until the newest shows
    // first, it stops at the first card shown before it.
    effect: (expected, page) => {
      const newest = document.querySelector(`li[data-product-id="${expected.firstId}"]`);
      if (!newest || !page.isVisible(newest)) return 'none';
      const place = newest.getBoundingClientRect();
      let beforeInDocument = true;
      for (const card of document.querySelectorAll('li[data-product-id]')) {
        if (card === newest) {
          beforeInDocument = false;
          continue;
        }
        if (!page.isVisible(card)) continue;
        const box = card.getBoundingClientRect();
        const above = box.top - place.top || box.left - place.left;
        if (above < 0 || (above === 0 && beforeInDocument)) return 'none';
      }
      return 'done';
    },
    drawn: cardsInViewDrawn,
  }),
  control({
    kind: 'thumbnail',
    on: 'product',
    runBy: 'platform',
    target: { roles: ['button', 'radio'], name: /^Show image 2 of 4/ },
    action: TAP,
    // '/images/products/milk-bar/back.webp' → '/images/products/milk-bar/back', which every width's file starts with.
    expected: (route) => ({ image: (productOn(route).images[1] ?? '').replace(/\.\w+$/, '') }),
    effect: (expected, page) =>
      [...document.querySelectorAll('img[data-testid="gallery-main-image"]')].some(
        (image) =>
          image instanceof HTMLImageElement &&
          page.isVisible(image) &&
          [`${expected.image}.`, `${expected.image}-`].some((start) =>
            new URL(image.getAttribute('src') ?? '', location.href).pathname.startsWith(start),
          ),
      )
        ? 'done'
        : 'none',
  }),
  control({
    kind: 'size',
    on: 'product',
    runBy: 'platform',
    target: { roles: ['radio'], name: 'M' },
    action: TAP,
    expected: () => ({ name: 'M' }),
    effect: (expected) =>
      [...document.querySelectorAll('input[type="radio"]')].some(
        (radio) =>
          radio instanceof HTMLInputElement &&
          radio.checked &&
          (radio.getAttribute('aria-label') ?? radio.labels?.[0]?.textContent?.trim()) ===
            expected.name,
      )
        ? 'done'
        : 'none',
  }),
  control({
    kind: 'quantity',
    on: 'product',
    runBy: 'replay',
    target: { roles: ['button'], name: 'Increase quantity' },
    action: TAP,
    expected: () => ({ once: 2 }),
    effect: (expected) => {
      const shown = Number(
        document.querySelector('[data-testid="quantity-value"]')?.textContent?.trim(),
      );
      if (shown > expected.once) return 'twice';
      return shown === expected.once ? 'done' : 'none';
    },
  }),
  opensDialog('add-to-cart', /^Add to Cart - /, 'Out of Stock'),
  opensDialog('size-guide', 'Size Guide', 'Size Guide'),
  control({
    kind: 'share',
    on: 'product',
    runBy: 'replay',
    target: { roles: ['button'], name: 'Share' },
    action: TAP,
    expected: () => ({ toast: 'Link copied' }),
    // Counts the share sheet (where the browser has one; this headless Chromium has none, and it is answered
    // at once rather than opened) and the clipboard copy, so a share made twice shows.
    setup: () => {
      const calls: ShareCalls = { share: 0, copy: 0 };
      (window as ShareWindow).__shareCalls = calls;
      if (typeof navigator.share === 'function') {
        navigator.share = async () => {
          calls.share += 1;
        };
      }
      const clipboard = navigator.clipboard;
      if (clipboard) {
        const writeText = clipboard.writeText.bind(clipboard);
        clipboard.writeText = (text: string) => {
          calls.copy += 1;
          return writeText(text);
        };
      }
    },
    effect: (expected, page) => {
      const calls = (window as ShareWindow).__shareCalls ?? { share: 0, copy: 0 };
      if (calls.share + calls.copy > 1) return 'twice';
      const toast = [...document.querySelectorAll('[role="status"]')].some(
        (status) => status.textContent?.includes(expected.toast) && page.isVisible(status),
      );
      return toast || calls.share > 0 ? 'done' : 'none';
    },
  }),
];

/** The tap routes measured by default: every control kind at least once. */
export const DEFAULT_TAP_ROUTES = [PAGE_PATHS.home, PAGE_PATHS.shop, productPath('milk-bar')];

/** The controls on `route`, in table order. */
export function controlsOn(route: string): TapControl[] {
  return TAP_CONTROLS.filter(
    (entry) => entry.on === 'every route' || entry.on === routeKind(route),
  );
}
