import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { CHIP_SHAPE } from '@/components/ui/chip-shape';

/**
 * A chip link's look follows its `aria-current` mark, which the inline loader moves at a category chip's tap,
 * before React renders it. The current chip is filled. A contrast theme (forced colors) removes the fill: there a thick frame in
 * the theme's selection color (Highlight, which it keeps) marks it, drawn inside the border by ::after, so
 * the focus ring (the link's own outline) still shows around it. (Written out whole: Tailwind finds classes
 * by their text.)
 */
const CHIP_LINK = clsx(
  CHIP_SHAPE,
  'shrink-0 px-4 text-sm whitespace-nowrap',
  'aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-on-brand',
  'forced-colors:aria-[current=page]:after:absolute forced-colors:aria-[current=page]:after:inset-0 forced-colors:aria-[current=page]:after:rounded-full forced-colors:aria-[current=page]:after:border-4 forced-colors:aria-[current=page]:after:border-[Highlight]',
  'not-aria-[current=page]:border-line not-aria-[current=page]:bg-surface not-aria-[current=page]:text-ink not-aria-[current=page]:hover:border-brand not-aria-[current=page]:hover:text-brand-dark',
);

/**
 * A link drawn as a chip, filled while marked `aria-current="page"`: the shop's category chips (each a plain
 * link to its view's page, marked while its view shows) and a listing's page links. Its look follows the
 * mark, not React, so a chip tapped before hydration shows as chosen at once.
 */
export function ChipLink({
  current,
  className,
  ...link
}: ComponentPropsWithoutRef<'a'> & { current: boolean }) {
  return (
    <a
      {...link}
      aria-current={current ? 'page' : undefined}
      // A tap before hydration may have moved the mark (lib/inline-loader/link-choices.ts): the page keeps it,
      // and the island follows it once live.
      suppressHydrationWarning
      className={clsx(CHIP_LINK, className)}
    />
  );
}
