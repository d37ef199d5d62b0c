import { cva } from 'class-variance-authority';
import { BADGES, type Badge as BadgeName } from '@/data/types';

/**
 * Each badge's text on a tint of its hue, AA in both themes (the tokens are in app/globals.css): Bestseller
 * rose, New blue, Sale red, Premium purple, Limited orange, Trending green, any other gray.
 */
export const BADGE_HUES = {
  Bestseller: 'bg-badge-rose text-on-badge-rose',
  New: 'bg-badge-blue text-on-badge-blue',
  Sale: 'bg-badge-red text-on-badge-red',
  Premium: 'bg-badge-purple text-on-badge-purple',
  Limited: 'bg-badge-orange text-on-badge-orange',
  Trending: 'bg-badge-green text-on-badge-green',
  other: 'bg-badge-gray text-on-badge-gray',
} as const satisfies Record<BadgeName | 'other', string>;

const badgeVariants = cva(
  'inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase',
  { variants: { badge: BADGE_HUES } },
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
