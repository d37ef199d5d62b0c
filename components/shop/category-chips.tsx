import { useId, useLayoutEffect, useRef } from 'react';
import type { CategoryLinkTarget } from '@/lib/catalog';
import { withSort, type ShopSort } from '@/lib/shop-query';
import { CategoryLink } from './category-link';

/**
 * What a chip followed hands to the page it leads to, whose chips replace this page's on a client-side
 * navigation: where the row was scrolled (on phones it scrolls sideways) and whether the chip had focus, so
 * the shopper's place and focus stay where they were.
 */
let chipHandoff: { href: string; rowScrollLeft: number; hadFocus: boolean } | null = null;

function handOffChip(href: string, row: HTMLElement | null, chip: HTMLElement) {
  chipHandoff = {
    href,
    rowScrollLeft: row?.scrollLeft ?? 0,
    hadFocus: document.activeElement === chip,
  };
}

/** The handoff of the chip that led to `href`, once. */
function takeChipHandoff(href: string) {
  const handoff = chipHandoff?.href === href ? chipHandoff : null;
  chipHandoff = null;
  return handoff;
}

/** Scrolls `row` sideways, and only sideways, so `chip` shows whole in it, centered. */
function revealInRow(row: HTMLElement, chip: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return;
  row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
}

/**
 * The shop's category chips: links to each category's page (All: the shop), the page shown marked as the
 * current one, so a category works from the first paint and without script, and Back walks the categories.
 * On phones they are one row that scrolls sideways: the current chip is brought into it once live. The
 * chosen sort goes along in each link.
 */
export function CategoryChips({
  categories,
  currentHref,
  sort,
}: {
  categories: CategoryLinkTarget[];
  currentHref: string;
  sort: ShopSort;
}) {
  const rowRef = useRef<HTMLUListElement>(null);
  const labelId = useId();

  useLayoutEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
    const handoff = takeChipHandoff(currentHref);
    if (!row || !chip) return;
    if (!handoff) {
      revealInRow(row, chip);
      return;
    }
    row.scrollLeft = handoff.rowScrollLeft;
    if (handoff.hadFocus) chip.focus({ preventScroll: true });
  }, [currentHref]);

  return (
    <nav aria-labelledby={labelId} className="min-w-0">
      <h2 id={labelId} className="sr-only">
        Categories
      </h2>
      <ul
        ref={rowRef}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {categories.map(({ label, href }) => (
          <li key={href} className="flex shrink-0">
            <CategoryLink
              href={`${href}${withSort('', sort)}`}
              current={href === currentHref}
              onClick={(event) => handOffChip(href, rowRef.current, event.currentTarget)}
            >
              {label}
            </CategoryLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
