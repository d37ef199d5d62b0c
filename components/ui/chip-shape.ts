/**
 * What every chip shares: a pill with a border, at least 44 px tall, in bold. A radio chip
 * (components/ui/radio-chip.tsx) and a chip link (components/shop/chip-link.tsx) give it its
 * colors, and show their choice.
 */
export const CHIP_SHAPE =
  'relative inline-flex min-h-11 items-center rounded-full border-2 font-bold transition-colors';
