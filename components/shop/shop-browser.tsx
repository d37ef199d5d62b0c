'use client';

import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChevronDown } from 'lucide';
import { LISTING_PAGE_SEGMENT, listingPagePath } from '@/data/routes';
import { SHOP_PAGE_SIZE } from '@/data/constants';
import type { ShopView, ShopViewKey } from '@/lib/catalog';
import { countText } from '@/lib/listing-page';
import {
  CHOICE_SCOPE_ATTRIBUTE,
  LINK_CHOICE_ATTRIBUTE,
  READING_FLOW_ATTRIBUTE,
  SELECT_CHOICE_ATTRIBUTE,
  chosenAttribute,
} from '@/lib/inline-loader/contract';
import { markPair } from '@/lib/inline-loader/choice-pair';
import { gridLists, listKey, type GridCard, type ShopCard, type ShopList } from '@/lib/shop-lists';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  isShopSort,
  parseSort,
  withSort,
  type ShopSort,
} from '@/lib/shop-query';
import { sortFromUrlScript } from '@/lib/shop-url-scripts';
import { Icon } from '@/components/ui/icon';
import { InlineScript, useExportedHtml } from '@/components/ui/inline-script';
import { CategoryChips } from './category-chips';
import { ListingPages } from './listing-pages';
import { ShopGridItem } from './shop-grid-item';
import { ShopHeader } from './shop-header';
import {
  COUNT_VIEW_ATTRIBUTE,
  ITEM_ATTRIBUTE,
  OWN_LIST_ATTRIBUTE,
  PAGES_VIEW_ATTRIBUTE,
  SORTS,
  SORT_SELECT,
  SORT_SELECT_ID,
} from './shop-markup';
import { useShopLists } from './use-shop-lists';

const SORT_FROM_URL = sortFromUrlScript(SORT_SELECT_ID);

/** What the grid shows: a view, from its first page shown to its last (more as she asks). */
interface Shown {
  view: ShopViewKey;
  pages: number[];
}

/** The view and page whose address `pathname` is ('/shop/humor/page/2', or as a host may spell it). */
function pageAt(
  views: readonly ShopView[],
  pathname: string,
): { view: ShopView; page: number } | undefined {
  const path = pathname.replace(/(\.html|\/)$/, '') || '/';
  for (const view of views) {
    if (path === view.href) return { view, page: 1 };
    const later = `${view.href}/${LISTING_PAGE_SEGMENT}/`;
    const page = path.startsWith(later) ? Number(path.slice(later.length)) : NaN;
    if (Number.isInteger(page) && page > 1 && page <= view.pageCount) return { view, page };
  }
  return undefined;
}

/**
 * Puts a view's page and the sort in the address (one history entry, none when it is there already),
 * keeping the rest of the query and the hash.
 *
 * The new entry keeps the router's state of this page (history.state), so Back and Forward to it are Next's
 * router's to restore, as to any other; and an entry of the router's own is one its pushState passes on
 * as it is. Any other it follows in a transition, and a Back made before that committed (a quick one, on a
 * slow phone) had the router write this address over the entry Back went to.
 */
function pushPage(view: ShopView, page: number, sort: ShopSort) {
  const { location, history } = window;
  const address = `${listingPagePath(view.href, page)}${withSort(location.search, sort)}`;
  if (address !== location.pathname + location.search)
    history.pushState(history.state, '', address + location.hash);
}

/** Runs `work` once the browser has painted the next frame. */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}

/** The first design (1 first) and the last that `pages` of a listing of `count` designs show. */
function shownRange(pages: readonly number[], count: number): [number, number] {
  const first = ((pages[0] ?? 1) - 1) * SHOP_PAGE_SIZE + 1;
  const last = Math.min(count, (pages[pages.length - 1] ?? 1) * SHOP_PAGE_SIZE);
  return [first, last];
}

/**
 * The shop's heading, category chips, sort select, grid and page links, on every listing page. The page's
 * HTML holds its own page of designs, and the first cards of every other view (and of its own in every other
 * sort); each card names the lists that show it in its classes, and CSS shows those of the view and the sort
 * chosen, in the order of its sort (lib/shop-list-css.ts), as this island's element names them: the view
 * whose chip is marked current, and the pair of it and the option chosen (lib/inline-loader/choice-pair.ts).
 * A chip is a link to its view's page, which the inline loader makes choose in the page instead, marking the
 * chip and this element (lib/inline-loader/link-choices.ts), and the loader marks the pair at a sort's change
 * too (the select's inline script before the loader arrives), so a chip or a sort shows its first cards in
 * the frame it is tapped, before and after hydration.
 *
 * Once live, this island follows: it puts the view, its page and the sort in the address (pushState, and Back
 * puts them back on the page), writes the view's heading, title and canonical URL, fetches the rest of the
 * list shown from its data file (`/shop-data/<view>/<sort>/<page>.json`) and renders it, in order, and adds
 * the next page below when asked (Show more). The last choice wins: a chip tapped while the one before is
 * still being followed replaces it.
 */
export function ShopBrowser({
  views,
  ownView,
  ownPage,
  ownTitle,
  cards,
  lists,
}: {
  views: ShopView[];
  /** The view and page this page is: what its HTML shows. */
  ownView: ShopViewKey;
  ownPage: number;
  /** This page's own `<title>`. */
  ownTitle: string;
  /** The designs the page holds, and the lists (whole, or their first cards) they make up. */
  cards: ShopCard[];
  lists: ShopList[];
}) {
  const exportedHtml = useExportedHtml();
  const own = views.find((view) => view.key === ownView) ?? views[0]!;
  const viewByKey = useMemo(() => new Map(views.map((view) => [view.key, view])), [views]);
  // A client-side navigation renders the page here rather than reading its HTML: the URL is known.
  const [initialSort] = useState<ShopSort>(() =>
    exportedHtml ? DEFAULT_SORT : parseSort(window.location.search),
  );
  const [sort, setSort] = useState(initialSort);
  const [shown, setShown] = useState<Shown>({ view: own.key, pages: [ownPage] });
  /** The view last asked for, which a tap compares with: React's `shown` may not have caught up yet. */
  const requested = useRef(own.key);
  /** The page whose first card gets the focus once it shows (Show more). */
  const focusPage = useRef<number | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const chipsRef = useRef<HTMLElement>(null);
  const scopeRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const shownView = viewByKey.get(shown.view) ?? own;

  /** The sort the select holds (what CSS shows): the shopper's latest choice, whatever React has rendered. */
  const chosenSort = () => {
    const value = selectRef.current?.value;
    return isShopSort(value) ? value : sort;
  };

  /** The page a view shows when chosen: this page's own for its view, the first for every other. */
  const basePage = useCallback(
    (view: Pick<ShopView, 'key'>) => (view.key === own.key ? ownPage : 1),
    [own.key, ownPage],
  );

  const pagesOf = useMemo(
    () =>
      new Map(
        views.map((view) => [view.key, view.key === shown.view ? shown.pages : [basePage(view)]]),
      ),
    [views, shown, basePage],
  );
  const { known, current, failed, retry, wantNext } = useShopLists(
    { cards, lists },
    { view: shown.view, sort, pages: shown.pages },
    shown.view !== own.key,
  );
  // A category's page holds its own cards in a list of their own, which a chip hides whole (gridLists).
  const ownListView = own.category ? own.key : undefined;
  // Made once per change of what is known or shown: the memoized cards compare each one's classes.
  const grid = useMemo(
    () => gridLists(known.store, known.cards, pagesOf, { view: shown.view, sort }, ownListView),
    [known, pagesOf, shown.view, sort, ownListView],
  );
  // The cards of this page's own view carry their picture for JavaScript off; the others only ever show at a tap.
  const ownIds = useMemo(
    () => new Set(lists.filter((list) => list.view === own.key).flatMap((list) => list.ids)),
    [lists, own.key],
  );
  const priorityId = lists.find((list) => list.view === own.key && list.sort === DEFAULT_SORT)
    ?.ids[0];

  useEffect(() => {
    const select = selectRef.current;
    /**
     * The chip marked current and the select hold the view and the sort: the URL's, or what the shopper chose
     * before hydration, which the URL then follows.
     */
    const chip = chipsRef.current?.querySelector(`[${LINK_CHOICE_ATTRIBUTE}][aria-current]`);
    const chosenView = viewByKey.get(chip?.getAttribute(LINK_CHOICE_ATTRIBUTE) ?? '');
    const chosenSort = select && isShopSort(select.value) ? select.value : DEFAULT_SORT;
    const { pathname, search } = window.location;
    const atUrl = pageAt(views, pathname) ?? { view: own, page: ownPage };
    const nowShown = chosenView && chosenView !== atUrl.view ? chosenView : atUrl.view;
    const page = nowShown === atUrl.view ? atUrl.page : basePage(nowShown);
    requested.current = nowShown.key;
    setSort(chosenSort);
    if (nowShown !== atUrl.view || chosenSort !== parseSort(search)) {
      // After Next's router's mount effects, which run after this one: an entry pushed before them looks to
      // the router like a Back or Forward it missed while the page loaded, and it would replay it.
      setTimeout(() => {
        pushPage(nowShown, page, chosenSort);
        startTransition(() => setShown({ view: nowShown.key, pages: [page] }));
      });
    }
    const followHistory = () => {
      const fromUrl = parseSort(window.location.search);
      if (select) select.value = fromUrl;
      // Set by script, the select sends no change: the pair follows it here, whatever React has rendered.
      if (scopeRef.current) markPair(scopeRef.current);
      setSort(fromUrl);
      const at = pageAt(views, window.location.pathname) ?? { view: own, page: ownPage };
      requested.current = at.view.key;
      // In the same render as Next's router, which restores the entry by a transition too.
      startTransition(() => setShown({ view: at.view.key, pages: [at.page] }));
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
    // The page's views never change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pair CSS shows (lib/shop-list-css.ts), marked from the chip current and the option chosen once React
  // has rendered a choice of its own: the view Back and Forward go to, and a page React renders itself,
  // whose HTML no inline script marked. Before the paint, so the cards shown never trail the controls.
  useLayoutEffect(() => {
    if (scopeRef.current) markPair(scopeRef.current);
  }, [shown.view, sort]);

  const shownPage = shown.pages[0] ?? 1;
  useEffect(() => {
    const isOwn = shownView === own && shownPage === ownPage;
    const title = isOwn ? ownTitle : shownView.documentTitle;
    const path = listingPagePath(shownView.href, shownPage);
    // Idempotent: on the page's own view the exported head is written already.
    const writeHead = () => {
      document.title = title;
      // React, hydrating Next's metadata after the view has rewritten the exported link, no longer finds it
      // and adds its own, last in the head: that one stays, as React removes it when the page goes.
      const links = document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
      links.forEach((link, index) => {
        if (index < links.length - 1) link.remove();
        else link.href = new URL(path, link.href).href;
      });
    };
    writeHead();
    // Next's metadata hydrates after this island and writes the page's own title again, in the render that
    // adds that link (above): the view's go back in before the next paint.
    const observer = new MutationObserver(writeHead);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [shownView, shownPage, own, ownPage, ownTitle]);

  // Show more: once the page asked for shows, its first card takes the focus, where she goes on reading.
  useEffect(() => {
    const page = focusPage.current;
    const list = page === null ? undefined : known.store.get(listKey(shown.view, sort, page));
    if (!list?.complete) return;
    focusPage.current = null;
    // The copy in the list that shows it: the view's own list, or the others' (a card of the own list may
    // have a copy there too, for All).
    const inList = `:is([data-${OWN_LIST_ATTRIBUTE}="${shown.view}"],ul:not([data-${OWN_LIST_ATTRIBUTE}]))`;
    gridRef.current
      ?.querySelector<HTMLElement>(`${inList} > [data-${ITEM_ATTRIBUTE}="${list.ids[0]}"] a`)
      ?.focus({ preventScroll: false });
  }, [known, shown, sort]);

  /** The items of one of the grid's lists; `shownAtLoad` the list the page's HTML shows its own cards in. */
  const gridItems = (gridCards: readonly GridCard[], shownAtLoad: boolean) =>
    gridCards.map(({ id, listClasses }) => {
      const card = known.cards.get(id);
      if (!card) return null;
      return (
        <ShopGridItem
          key={id}
          card={card}
          listClasses={listClasses}
          sorts={SORTS}
          itemAttribute={ITEM_ATTRIBUTE}
          imagePriority={shownAtLoad && id === priorityId}
          noscriptImage={shownAtLoad && ownIds.has(id)}
        />
      );
    });

  return (
    <div
      className="flex flex-col gap-8"
      ref={scopeRef}
      // The view shown, as CSS reads it: the loader moves it at a chip's tap, before React renders it. The
      // pair of view and sort is marked from the controls (the layout effect above), never from React's
      // state, which may trail what the loader marked since.
      {...{ [CHOICE_SCOPE_ATTRIBUTE]: '', [chosenAttribute(shown.view)]: '' }}
      suppressHydrationWarning
    >
      <ShopHeader view={shownView} page={shownPage} />
      <div className="flex flex-col gap-6">
        <div
          className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between"
          {...{ [`data-${SORT_SELECT.controlAttribute}`]: '' }}
        >
          <CategoryChips
            ref={chipsRef}
            views={views}
            shownView={shown.view}
            sort={sort}
            onChoose={(view) => {
              // The loader has marked the chip current, which CSS shows in the next frame; the address, the
              // heading and the rest of the list come after that frame, so no render of React's runs before
              // it. The last chip tapped wins.
              if (view.key === requested.current) return;
              requested.current = view.key;
              afterNextPaint(() => {
                if (requested.current !== view.key) return;
                const page = basePage(view);
                // The select holds the sort: one chosen since the tap goes along.
                pushPage(view, page, chosenSort());
                startTransition(() => setShown({ view: view.key, pages: [page] }));
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
                {...{ [SELECT_CHOICE_ATTRIBUTE]: '' }}
                ref={selectRef}
                defaultValue={initialSort}
                onChange={(event) => {
                  const next = event.target.value;
                  if (!isShopSort(next)) return;
                  // The select holds the sort, which CSS orders the cards by in the next frame; the
                  // address and React's render of the list come after that frame, as a chip's do, so no
                  // render of React's runs before it. The last sort chosen wins.
                  afterNextPaint(() => {
                    if (chosenSort() !== next) return;
                    // The view last asked for: a chip tapped just before may not be followed yet (it then
                    // takes this sort along). A sort shows the page she is on from its first card again,
                    // without the pages she added.
                    const view = viewByKey.get(requested.current) ?? own;
                    const page = view.key === shown.view ? shownPage : basePage(view);
                    pushPage(view, page, next);
                    startTransition(() => {
                      setSort(next);
                      if (view.key === shown.view) setShown({ view: view.key, pages: [page] });
                    });
                  });
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

        {/* One line per view, the one whose chip is current shown by CSS (lib/chosen-choice-css.ts). */}
        <p role="status" className="text-sm font-bold text-muted">
          {views.map((view) => (
            <span key={view.key} {...{ [`data-${COUNT_VIEW_ATTRIBUTE}`]: view.key }}>
              {countText(...shownRange(pagesOf.get(view.key) ?? [1], view.count), view.count)}
            </span>
          ))}
        </p>

        {/* Cards out of view skip layout and paint (content-visibility), so a new sort lays out only what
          shows: measured 110-135 → 50-80 ms on a 4× slowed phone. That also clips each item's painting
          at its edge, so the item reaches 8px past its card (padding, and a negative margin keeping the
          card where the grid puts it): room for the card's focus ring and hover shadow in every browser
          (overflow-clip-margin would do it too, but WebKit has none). Its rows are spaced by the cards'
          own bottom margins, not a row gap, so the cards a chip puts away, standing after the rest with
          no size, add no gaps (lib/shop-list-css.ts); the grid's negative bottom margin takes back the
          last row's. The grid is an inline-size container: a card not drawn yet guesses its height from
          the grid's width, with these column counts and this gap written again there
          (shop-grid-item.tsx). Where the browser can, the reading and Tab order follow the order CSS
          gives the cards (reading-flow) before React has put them in that order; the inline loader keeps
          Chromium's Tab order to it (lib/inline-loader/reading-flow-tab-order.ts). */}
        <div
          ref={gridRef}
          role="list"
          className="@container -mb-6 grid grid-cols-1 gap-x-6 [reading-flow:grid-order] sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          {...{ [READING_FLOW_ATTRIBUTE]: '' }}
        >
          {/* A category's own cards, in a list a chip hides whole (lib/shop-list-css.ts): a row of the grid
            as tall as they need, laid out in its columns (subgrid), before the others in the HTML (the
            first of them is the page's largest paint). The two lists read as one: each card is the grid's
            list item, the lists themselves none. */}
          {ownListView && (
            <ul
              role="none"
              className="col-span-full grid grid-cols-subgrid [reading-flow:grid-order]"
              {...{ [`data-${OWN_LIST_ATTRIBUTE}`]: ownListView, [READING_FLOW_ATTRIBUTE]: '' }}
            >
              {gridItems(grid.own, true)}
            </ul>
          )}
          <ul role="none" className="contents">
            {gridItems(grid.others, !ownListView)}
          </ul>
        </div>

        <ListingPages
          view={shownView}
          pages={shown.pages}
          sort={sort}
          viewAttribute={PAGES_VIEW_ATTRIBUTE}
          loading={!current.exact && !failed}
          failed={failed}
          onRetry={retry}
          onNearShowMore={wantNext}
          onShowMore={(page) => {
            focusPage.current = page;
            setShown({ view: shown.view, pages: [...shown.pages, page] });
          }}
        />
      </div>
    </div>
  );
}
