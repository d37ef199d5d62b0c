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
  /** The classes of the lists that show the card, space-separated (lib/shop-lists.ts, cardListClasses). */
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
      {...{ [`data-${itemAttribute}`]: card.id }}
      style={orderStyle}
      className={clsx(
        '-m-2 p-2 [content-visibility:auto]',
        // A card not yet drawn is guessed as tall as its picture (square, as wide as its column) and its
        // text, with the grid's columns at each width (shop-browser.tsx) in the grid's width (a size
        // container). Drawn, the text measured 221 px with the name on one line, 246 px on two, from 320 to
        // 1920 px wide; a row of several cards is as tall as its tallest, and narrower cards wrap more. One
        // guess of 576 px at every width made the page shrink by up to 220 px at once when a jump to its end
        // drew the cards there, and Show more moved away between a tap's press and its release.
        '[contain-intrinsic-size:auto_calc(100cqw+230px)]',
        'sm:[contain-intrinsic-size:auto_calc((100cqw-24px)/2+240px)]',
        'lg:[contain-intrinsic-size:auto_calc((100cqw-48px)/3+240px)]',
        'xl:[contain-intrinsic-size:auto_calc((100cqw-72px)/4+246px)]',
        listClasses,
      )}
    >
      <ProductCard card={card} imagePriority={imagePriority} noscriptImage={noscriptImage} />
    </li>
  );
});
