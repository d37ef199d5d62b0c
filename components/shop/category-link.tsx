import Link from 'next/link';
import { clsx } from 'clsx';
import type { MouseEventHandler, ReactNode } from 'react';
import { CHIP_SHAPE } from '@/components/ui/chip-shape';

const CATEGORY_LINK = clsx(CHIP_SHAPE, 'shrink-0 px-4 text-sm whitespace-nowrap');

/**
 * The current page's chip is filled. A contrast theme (forced colors) removes the fill: there a thick frame in
 * the theme's selection color (Highlight, which it keeps) marks it, drawn inside the border by ::after, so
 * the focus ring (the link's own outline) still shows around it.
 */
const CURRENT = clsx(
  'border-brand bg-brand text-on-brand',
  'forced-colors:after:absolute forced-colors:after:inset-0 forced-colors:after:rounded-full forced-colors:after:border-4 forced-colors:after:border-[Highlight]',
);
const NOT_CURRENT = 'border-line bg-surface text-ink hover:border-brand hover:text-brand-dark';

/**
 * One of the shop's category chips: a link to the category's page (All: the shop), marked
 * `aria-current="page"` on the page it leads to. Following it keeps the page where it is, the chips under
 * the finger, as a filter would. Not prefetched: the row in view would fetch all 14 pages.
 */
export function CategoryLink({
  href,
  current,
  onClick,
  children,
}: {
  href: string;
  current: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      className={clsx(CATEGORY_LINK, current ? CURRENT : NOT_CURRENT)}
    >
      {children}
    </Link>
  );
}
