/**
 * What a product page says about stock, in the shop's voice. The page's line under the price
 * (components/product/product-availability) and the JSON-LD offer (lib/seo/json-ld) both read the product's
 * `availability` field, so what shoppers see and what search engines read cannot disagree.
 */
import { AVAILABILITY_LABELS } from '@/data/availability-labels';
import { SHIPS_WITHIN } from '@/data/constants';
import type { Availability } from '@/data/types';

/** Every design is sold out for now: Add to Cart opens 'Out of Stock', which offers 'Notify Me' (docs/product.md). */
export const CATALOG_AVAILABILITY: Availability = 'OutOfStock';

export interface AvailabilityCopy {
  /** The short state, shown in bold on the product page and on the cards. */
  label: string;
  /** What to do about it, shown after the label on the product page. */
  detail: string;
}

export const AVAILABILITY_COPY: Record<Availability, AvailabilityCopy> = {
  OutOfStock: {
    label: AVAILABILITY_LABELS.OutOfStock,
    detail:
      "The 3 a.m. shoppers beat you to it. Tap Add to Cart, leave your email, and we'll ping you the minute it's back.",
  },
  InStock: {
    label: AVAILABILITY_LABELS.InStock,
    detail: `Ships within ${SHIPS_WITHIN}.`,
  },
};
