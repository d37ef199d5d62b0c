'use client';

import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import type { ShopView, ShopViewKey } from '@/lib/catalog';
import { currentLinkCss } from '@/lib/current-link-css';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  isShopSort,
  parseSort,
  placesInEverySort,
  sortProducts,
  withSort,
  type ShopListItem,
  type ShopSort,
} from '@/lib/shop-query';
import { sortFromUrlScript } from '@/lib/shop-url-scripts';
import { sortOrderCss, sortOrderProperty } from '@/lib/sort-order-css';
import { ChevronDown } from 'lucide';
import { HoistedStyle } from '@/components/ui/hoisted-style';
import { Icon } from '@/components/ui/icon';
import { InlineScript, useExportedHtml } from '@/components/ui/inline-script';
import { CategoryChips } from './category-chips';
import { ShopHeader } from './shop-header';

export interface ShopEntry extends ShopListItem {
  /** The view (a category's key) the product is in. */
  view: ShopViewKey;
  /** The product's card, rendered on the server. */
  card: ReactNode;
}

function countText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'product' : 'products'}`;
}

/** The sort select's id (one shop grid per page), which its CSS and its inline script find it by. */
const SORT_SELECT_ID = 'shop-sort';
/** The grid items' attribute, without `data-`, which the sort's CSS orders. */
const ITEM_ATTRIBUTE = 'product-id';
/** What the chips, the grid items and the count lines are matched by, without `data-`. */
const CHIP_VIEW_ATTRIBUTE = 'category-chip';
const ITEM_VIEW_ATTRIBUTE = 'category';
const COUNT_VIEW_ATTRIBUTE = 'count-for';
const SORT_ORDER_CSS = sortOrderCss({
  selectId: SORT_SELECT_ID,
  itemAttribute: ITEM_ATTRIBUTE,
  sorts: SORT_OPTIONS.map((option) => option.value),
});
const SORT_FROM_URL = sortFromUrlScript(SORT_SELECT_ID);

/** The view whose page `pathname` is ('/shop/humor', or as a host may spell it: '/shop/humor/', '/shop/humor.html'). */
function viewAt(views: readonly ShopView[], pathname: string): ShopView | undefined {
  const path = pathname.replace(/(\.html|\/)$/, '') || '/';
  return views.find((view) => view.href === path);
}

/** Puts `view` and `sort` in the address (one history entry), keeping the rest of the query and the hash. */
function pushView(view: ShopView, sort: ShopSort) {
  const { search, hash } = window.location;
  window.history.pushState(null, '', `${view.href}${withSort(search, sort)}${hash}`);
}

/** Runs `work` once the browser has painted the next frame. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}

/** The title and canonical URL of the page that shows `view`, as its own exported page has them. */
function showViewInHead(view: ShopView) {
  document.title = view.documentTitle;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(view.href, canonical.href).href;
}

/**
 * The shop's heading, category chips, sort select and grid, on /shop and on each category's page. Every
 * page holds every product's card (rendered on the server); which view shows is the chip marked current.
 *
 * A chip is a link to its view's own page (what crawlers follow, and shoppers with JavaScript off), and the
 * inline loader makes a tap on it mark it current and stay (lib/inline-loader/link-choices.ts), before and
 * after hydration: CSS then shows that category's cards and count in the frame of the tap
 * (lib/current-link-css.ts). The sort is the select's checked option, which CSS orders the grid by the moment
 * it is chosen (lib/sort-order-css.ts); a shared `?sort=…` is chosen by its inline script as the page is
 * read. This island only follows, once live: it puts the view and the sort in the address (pushState, so
 * Back restores them, and Back puts them back on the page), writes the view's heading, title and canonical
 * URL, puts the cards in the sort's order in the DOM too (the reading and Tab order), and carries the sort
 * into the chips' links.
 */
export function ShopBrowser({
  entries,
  views,
  ownView,
}: {
  entries: ShopEntry[];
  views: ShopView[];
  /** The view this page is the page of: what its HTML shows. */
  ownView: ShopViewKey;
}) {
  const exportedHtml = useExportedHtml();
  const own = views.find((view) => view.key === ownView) ?? views[0]!;
  // A client-side navigation renders the page here rather than reading its HTML: the URL is known.
  const [initialSort] = useState<ShopSort>(() =>
    exportedHtml ? DEFAULT_SORT : parseSort(window.location.search),
  );
  const [sort, setSort] = useState(initialSort);
  const [shown, setShown] = useState<ShopView>(() =>
    exportedHtml ? own : (viewAt(views, window.location.pathname) ?? own),
  );
  const selectRef = useRef<HTMLSelectElement>(null);
  const chipsRef = useRef<HTMLElement>(null);
  const places = useMemo(() => placesInEverySort(entries), [entries]);
  const viewCss = useMemo(() => {
    const keys = views.map((view) => view.key);
    return [
      currentLinkCss({
        linkAttribute: CHIP_VIEW_ATTRIBUTE,
        itemAttribute: ITEM_VIEW_ATTRIBUTE,
        values: keys.filter((key) => entries.some((entry) => entry.view === key)),
      }),
      currentLinkCss({
        linkAttribute: CHIP_VIEW_ATTRIBUTE,
        itemAttribute: COUNT_VIEW_ATTRIBUTE,
        values: keys,
      }),
    ].join('\n');
  }, [views, entries]);

  useEffect(() => {
    const select = selectRef.current;
    /**
     * The chip marked current and the select hold the view and the sort: the URL's, or what the shopper chose
     * before hydration, which the URL then follows, once Next's router watches the history (its own mount
     * effect runs after this one).
     */
    const chip = chipsRef.current?.querySelector(`[data-${CHIP_VIEW_ATTRIBUTE}][aria-current]`);
    const chosenView = views.find(
      (view) => view.key === chip?.getAttribute(`data-${CHIP_VIEW_ATTRIBUTE}`),
    );
    const chosenSort = select && isShopSort(select.value) ? select.value : DEFAULT_SORT;
    const { pathname, search } = window.location;
    const urlView = viewAt(views, pathname) ?? own;
    const nowShown = chosenView ?? urlView;
    setSort(chosenSort);
    if (nowShown !== urlView || chosenSort !== parseSort(search)) {
      // Once Next's router watches the history (its own mount effect runs after this one) and has claimed
      // the head's title and canonical link as its own, which the view then rewrites.
      setTimeout(() => {
        pushView(nowShown, chosenSort);
        startTransition(() => setShown(nowShown));
      });
    }
    const followHistory = () => {
      const fromUrl = parseSort(window.location.search);
      if (select) select.value = fromUrl;
      setSort(fromUrl);
      // In the same render as Next's router, which follows the history by a transition too.
      startTransition(() => setShown(viewAt(views, window.location.pathname) ?? own));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
    // The page's views never change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Next's router renders the page's own title and canonical link into the head whenever it follows the
  // address: the view rewrites them after each such render (its pathname changes with it).
  const routerPathname = usePathname();
  const firstShown = useRef(true);
  useEffect(() => {
    // The exported page's head is its own view's already.
    if (firstShown.current && shown === own) return;
    firstShown.current = false;
    showViewInHead(shown);
  }, [shown, own, routerPathname]);

  return (
    <div className="flex flex-col gap-8">
      <ShopHeader view={shown} />
      <div className="flex flex-col gap-6">
        <HoistedStyle css={SORT_ORDER_CSS} />
        <HoistedStyle css={viewCss} />
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <CategoryChips
            ref={chipsRef}
            views={views}
            shownView={shown.key}
            chipAttribute={CHIP_VIEW_ATTRIBUTE}
            sort={sort}
            onChoose={(view) => {
              // The loader has marked the chip current, which CSS shows in the next frame; the address (and
              // Next's router, which follows it) and the heading come after that frame, so no render of
              // React's runs before it.
              if (view.key === shown.key) return;
              afterNextPaint(() => {
                pushView(view, sort);
                startTransition(() => setShown(view));
              });
            }}
          />
          <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2">
            <label htmlFor={SORT_SELECT_ID} className="font-bold whitespace-nowrap text-ink">
              Sort by
            </label>
            {/* Drawn by the site, not the browser: WebKit draws a native select as a grey button whatever
              its background, so the arrow is ours too. */}
            <span className="relative">
              <select
                id={SORT_SELECT_ID}
                ref={selectRef}
                defaultValue={initialSort}
                onChange={(event) => {
                  const next = event.target.value;
                  if (!isShopSort(next)) return;
                  setSort(next);
                  pushView(shown, next);
                }}
                className="min-h-11 appearance-none rounded-full border-2 border-line bg-surface px-4 pr-10 font-bold text-ink hover:border-brand"
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <Icon
                icon={ChevronDown}
                className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink"
              />
            </span>
            <InlineScript code={SORT_FROM_URL} />
          </div>
        </div>

        {/* One line per view, the one whose chip is current shown by CSS (lib/current-link-css.ts). */}
        <p role="status" className="text-sm font-bold text-muted">
          {views.map((view) => (
            <span key={view.key} {...{ [`data-${COUNT_VIEW_ATTRIBUTE}`]: view.key }}>
              {countText(view.count)}
            </span>
          ))}
        </p>

        {/* Cards out of view skip layout and paint (content-visibility), so a new sort lays out only what
          shows: measured 110-135 → 50-80 ms on a 4× slowed phone. That also clips each item's painting
          at its edge, so the item reaches 8px past its card (padding, and a negative margin keeping the
          card where the grid puts it): room for the card's focus ring and hover shadow in every browser
          (overflow-clip-margin would do it too, but WebKit has none). Where the browser can, the reading
          and Tab order follow the order CSS gives the cards (reading-flow) before React has put them in
          that order. */}
        <ul className="grid grid-cols-1 gap-6 [reading-flow:grid-order] sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {inViewFirst(sortProducts(entries, sort), shown).map((entry) => (
            <li
              key={entry.id}
              {...{
                [`data-${ITEM_ATTRIBUTE}`]: entry.id,
                [`data-${ITEM_VIEW_ATTRIBUTE}`]: entry.view,
              }}
              style={orderStyle(places.get(entry.id))}
              className="-m-2 p-2 [contain-intrinsic-size:auto_576px] [content-visibility:auto]"
            >
              {entry.card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The cards in the order they go in the DOM: the view's own first, in the sort's order, then the others, which
 * CSS hides until their chip is chosen. So a category's page has its first card, its largest paint, right
 * after the chips in its HTML, not after every design before it in the catalog; and the reading and Tab order
 * is the order shown. (CSS orders what shows by the sort alone, so a view chosen before React moves the cards
 * shows in its order at once.)
 */
function inViewFirst(entries: readonly ShopEntry[], view: ShopView): ShopEntry[] {
  if (!view.category) return [...entries];
  const inView = entries.filter((entry) => entry.view === view.key);
  return [...inView, ...entries.filter((entry) => entry.view !== view.key)];
}

/** An item's place in every sort, as the custom properties lib/sort-order-css.ts orders by. */
function orderStyle(itemPlaces: Record<ShopSort, number> | undefined): CSSProperties {
  return Object.fromEntries(
    SORT_OPTIONS.map(({ value }) => [sortOrderProperty(value), itemPlaces?.[value] ?? 0]),
  );
}
