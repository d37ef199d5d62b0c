'use client';

import { clsx } from 'clsx';
import { memo, type CSSProperties } from 'react';
import type { ShopCard } from '@/lib/shop-lists';
import type { ShopSort } from '@/lib/shop-query';
import { sortOrderProperty } from '@/lib/sort-order-css';
import { ProductCard } from './product-card';

/**
 * One card of the shop grid: its `<li>` names the card (`data-<itemAttribute>`), carries a class for each
 * list that shows it and its place in every sort, as the grid's CSS reads them (lib/shop-list-css.ts,
 * lib/sort-order-css.ts).
 *
 * Memoized: the island renders again as soon as it has hydrated (useExportedHtml turns false: a synchronous
 * render in the task that ends hydration) and at every chip or sort, while most cards and their lists stay
 * the same. Left to render again, every card of the page (84 on a shop page of 260 designs) was rendered and
 * its props compared with the DOM's in that task (110–130 ms on the 4× slowed phone profile).
 */
export const ShopGridItem = memo(function ShopGridItem({
  card,
  listClasses,
  sorts,
  itemAttribute,
  imagePriority,
  noscriptImage,
}: {
  card: ShopCard;
  /** The classes of the lists that show the card, space-separated (lib/shop-lists.ts, gridLists). */
  listClasses: string;
  /** The sort select's values, whose places the card carries (lib/sort-order-css.ts). */
  sorts: readonly ShopSort[];
  itemAttribute: string;
  imagePriority: boolean;
  noscriptImage: boolean;
}) {
  const orderStyle: CSSProperties = Object.fromEntries(
    sorts.map((sort) => [sortOrderProperty(sort), card.places[sort]]),
  );
  return (
    <li
      // The grid's lists are none, so that their cards read as one list (shop-browser.tsx).
      role="listitem"
      {...{ [`data-${itemAttribute}`]: card.id }}
      style={orderStyle}
      // Its box (margins, padding, `content-visibility: auto`) is the grid's CSS, shown or put away
      // (lib/shop-list-css.ts).
      className={clsx(
        // Until it is drawn, a card stands at a guessed height: its picture, square and as wide as its
        // column, plus its text. The columns and the gap are the grid's at each width (shop-browser.tsx,
        // whose grid is an inline-size container for these `cqw`); in rem, so a larger default font grows
        // the guess with the text. The text measured 221 px (13.8rem) with the name on one line and 246 px
        // (15.4rem) on two: one column mostly keeps names on one line, four narrow columns mostly wrap, and a
        // row of several is as tall as its tallest card. One guess of 576 px at every width made the page
        // shrink by about 220 px at once when a jump to its end drew the cards there, and Show more moved
        // between a tap's press and its release.
        '[contain-intrinsic-size:auto_calc(100cqw+14.375rem)]',
        'sm:[contain-intrinsic-size:auto_calc((100cqw-1.5rem)/2+15rem)]',
        'lg:[contain-intrinsic-size:auto_calc((100cqw-3rem)/3+15rem)]',
        'xl:[contain-intrinsic-size:auto_calc((100cqw-4.5rem)/4+15.375rem)]',
        listClasses,
      )}
    >
      <ProductCard card={card} imagePriority={imagePriority} noscriptImage={noscriptImage} />
    </li>
  );
});
