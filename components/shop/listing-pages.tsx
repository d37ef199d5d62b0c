import { useEffect, useRef } from 'react';
import { listingPagePath } from '@/data/routes';
import type { ShopView } from '@/lib/catalog';
import { pageLabel } from '@/lib/listing-page';
import { withSort, type ShopSort } from '@/lib/shop-query';
import { buttonVariants } from '@/components/ui/button-variants';
import { ChipLink } from './chip-link';

/**
 * Below a listing of more than one page: Show more, and a link to each of its pages. Every page is one plain
 * link away, so a crawler or a shopper without JavaScript reaches every design from the listing's first page
 * in two steps. Show more is a link to the next page too; once the island is live it adds that page's cards
 * below instead (`onShowMore`), and the focus goes to the first of them.
 */
export function ListingPages({
  view,
  pages,
  sort,
  viewAttribute,
  loading,
  failed,
  onRetry,
  onNearShowMore,
  onShowMore,
}: {
  view: ShopView;
  /** The pages shown, first to last. */
  pages: readonly number[];
  sort: ShopSort;
  /** The `data-*` attribute, without `data-`, naming the view these links are for (lib/chosen-choice-css.ts). */
  viewAttribute: string;
  /** The cards of a page shown are still on their way. */
  loading: boolean;
  /** They did not come. */
  failed: boolean;
  onRetry: () => void;
  /** Show more comes within a screen of the viewport: time to fetch `page`. */
  onNearShowMore: (page: number) => void;
  onShowMore: (page: number) => void;
}) {
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? first;
  const next = last < view.pageCount ? last + 1 : undefined;
  const showMoreRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = showMoreRef.current;
    if (!link || next === undefined || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearShowMore(next);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [next, onNearShowMore]);
  if (view.pageCount <= 1) return null;
  const href = (page: number) => `${listingPagePath(view.href, page)}${withSort('', sort)}`;
  return (
    <nav
      aria-label={`Pages of ${view.label === 'All' ? 'the collection' : view.label}`}
      className="flex flex-col items-center gap-4"
      {...{ [`data-${viewAttribute}`]: view.key }}
    >
      {loading && (
        <p role="status" className="text-sm font-bold text-muted">
          Loading more designs…
        </p>
      )}
      {failed && (
        <p role="alert" className="flex flex-wrap items-center justify-center gap-3 text-ink">
          These designs did not load.
          <button
            type="button"
            onClick={onRetry}
            className={buttonVariants({ intent: 'secondary', size: 'compact' })}
          >
            Try again
          </button>
        </p>
      )}
      {next !== undefined && (
        <a
          ref={showMoreRef}
          href={href(next)}
          onClick={(event) => {
            // A new tab or window (a modifier key, another button) is the browser's.
            if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            onShowMore(next);
          }}
          className={buttonVariants({ intent: 'secondary' })}
        >
          Show more designs
        </a>
      )}
      <ol className="flex flex-wrap justify-center gap-2">
        {Array.from({ length: view.pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page} className="flex">
            <ChipLink
              href={href(page)}
              current={page === first}
              aria-label={pageLabel(page)}
              className="min-w-11 justify-center"
            >
              {page}
            </ChipLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
