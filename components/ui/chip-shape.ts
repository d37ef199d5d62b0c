/**
 * What every chip shares: a pill with a border, at least 44 px tall, in bold. A radio chip
 * (components/ui/radio-chip.tsx) and a chip link (components/shop/chip-link.tsx) give it its
 * colors, and show their choice. No color transition: a chip tapped is filled in the next frame, and a
 * category chip's tap, hydrated, dispatched 24 transition events through React's root listeners before
 * that frame (click to frame 19 → 15 ms at 26 designs, 28 → 20 at 260, 4× slowed phone, docs/performance.md).
 */
export const CHIP_SHAPE =
  'relative inline-flex min-h-11 items-center rounded-full border-2 font-bold';
