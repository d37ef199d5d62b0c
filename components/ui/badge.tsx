import { cva } from 'class-variance-authority';
import { BADGES, type Badge as BadgeName } from '@/data/types';

/** Dark text on a light tint of each badge's color (all AA): Bestseller rose, New blue, Sale red, Premium purple, Limited orange, Trending green, any other gray. */
const badgeVariants = cva(
  'inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase',
  {
    variants: {
      badge: {
        Bestseller: 'bg-rose-100 text-rose-800',
        New: 'bg-blue-100 text-blue-800',
        Sale: 'bg-red-100 text-red-800',
        Premium: 'bg-purple-100 text-purple-800',
        Limited: 'bg-orange-100 text-orange-900',
        Trending: 'bg-green-100 text-green-800',
        other: 'bg-gray-100 text-gray-800',
      } satisfies Record<BadgeName | 'other', string>,
    },
  },
);

function isKnownBadge(badge: string): badge is BadgeName {
  return (BADGES as readonly string[]).includes(badge);
}

export function Badge({ badge, className }: { badge: string; className?: string }) {
  return (
    <span className={badgeVariants({ badge: isKnownBadge(badge) ? badge : 'other', className })}>
      {badge}
    </span>
  );
}
