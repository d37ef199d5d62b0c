import { LineIcon } from './line-icon';

/** A small set of line icons, drawn inline (no icon font, no request). Decorative: always aria-hidden. */
const ICON_PATHS = {
  zip: 'M12 3v18M9 6h6M9 10h6M9 14h6M10 18h4v3h-4z',
  stretch: 'M4 12h16M7 9l-3 3 3 3M17 9l3 3-3 3M12 4v4M12 16v4',
  shield: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3z',
  coffee:
    'M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5V9zM16 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M11 3v3M14 3v3',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.2 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8L19 15z',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  badge:
    'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.9-2.4 1.7-.9 2.9-3-.1L12 21l-2.4-1.8-3 .1-.9-2.9-2.4-1.7 1-2.9-1-2.8 2.4-1.8.9-2.9 3 .2L12 3zM9 12l2 2 4-4',
  truck:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  return: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  ruler: 'M3 17L17 3l4 4L7 21l-4-4zM7 13l2 2M10 10l2 2M13 7l2 2',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string): name is IconName {
  return name in ICON_PATHS;
}

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <LineIcon d={ICON_PATHS[name]} className={className} />;
}
