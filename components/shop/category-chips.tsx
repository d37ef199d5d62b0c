import { useId, useLayoutEffect, useRef, type Ref } from 'react';
import type { ShopView, ShopViewKey } from '@/lib/catalog';
import { LINK_CHOICE_ATTRIBUTE, LINK_CHOICES_ATTRIBUTE } from '@/lib/inline-loader/contract';
import { withSort, type ShopSort } from '@/lib/shop-query';
import { ChipLink } from './chip-link';

/** Scrolls `row` sideways, and only sideways, so `chip` shows whole in it, centered. */
function revealInRow(row: HTMLElement, chip: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
  row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
}

/**
 * The shop's category chips: links to each view's page (All: the shop), the view shown marked as the current
 * one. They choose rather than leave (LINK_CHOICES_ATTRIBUTE): a tap marks the chip current and the page
 * shows its category at once, before and after hydration (lib/inline-loader/link-choices.ts), then tells
 * `onChoose` once React is live; with JavaScript off a chip is the plain link to its page. On phones they are
 * one row that scrolls sideways: the current chip is brought into it, unless the shopper has scrolled the row
 * already. The chosen sort goes along in each link.
 */
export function CategoryChips<View extends ShopView>({
  ref,
  views,
  shownView,
  sort,
  onChoose,
}: {
  ref: Ref<HTMLElement>;
  views: readonly View[];
  shownView: ShopViewKey;
  sort: ShopSort;
  onChoose: (view: View) => void;
}) {
  const rowRef = useRef<HTMLUListElement>(null);
  const labelId = useId();

  const hydrated = useRef(false);
  useLayoutEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
    const first = !hydrated.current;
    hydrated.current = true;
    // A row the shopper scrolled before the scripts came stays where they put it, under their finger.
    if (!row || !chip || (first && row.scrollLeft !== 0)) return;
    revealInRow(row, chip);
  }, [shownView]);

  return (
    <nav
      ref={ref}
      aria-labelledby={labelId}
      className="min-w-0"
      {...{ [LINK_CHOICES_ATTRIBUTE]: '' }}
    >
      <h2 id={labelId} className="sr-only">
        Categories
      </h2>
      <ul
        ref={rowRef}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {views.map((view) => (
          <li key={view.key} className="flex shrink-0">
            <ChipLink
              href={`${view.href}${withSort('', sort)}`}
              current={view.key === shownView}
              {...{ [LINK_CHOICE_ATTRIBUTE]: view.key }}
              onClick={() => onChoose(view)}
            >
              {view.label}
            </ChipLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
