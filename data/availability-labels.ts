/**
 * The short state of a design's stock, in bold on its product page and on its card. Apart from what the product
 * page says after it (data/availability.ts), so that the shop's script, which draws the cards, carries no more.
 */
import type { Availability } from '@/data/types';

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  OutOfStock: 'Sold out for now',
  InStock: 'In stock',
};
