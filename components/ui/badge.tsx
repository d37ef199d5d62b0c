import type { Badge as BadgeName } from '@/data/types';

/** Spec colors: Bestseller rose, New blue, Sale red, Premium purple, Limited orange, Trending green, other gray. AA text on tint. */
const BADGE_CLASSES: Record<BadgeName, string> = {
  Bestseller: 'bg-rose-100 text-rose-800',
  New: 'bg-blue-100 text-blue-800',
  Sale: 'bg-red-100 text-red-800',
  Premium: 'bg-purple-100 text-purple-800',
  Limited: 'bg-orange-100 text-orange-900',
  Trending: 'bg-green-100 text-green-800',
};
const DEFAULT_BADGE_CLASSES = 'bg-gray-100 text-gray-800';

export function badgeClasses(badge: string): string {
  return BADGE_CLASSES[badge as BadgeName] ?? DEFAULT_BADGE_CLASSES;
}

export function Badge({ badge, className = '' }: { badge: string; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${badgeClasses(badge)} ${className}`}
    >
      {badge}
    </span>
  );
}
