import { AVAILABILITY_COPY } from '@/data/availability';
import type { Availability } from '@/data/types';

/**
 * Whether the product can be bought now, shown under the price. The JSON-LD offer reads the same
 * `availability` field, so the page and the markup always agree. Sold out, it points at Add to Cart,
 * which opens the 'Out of Stock' dialog with the restock sign-up.
 */
export function ProductAvailability({ availability }: { availability: Availability }) {
  const copy = AVAILABILITY_COPY[availability];
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-brand-soft px-4 py-3 text-ink">
      <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand" />
      <span>
        <strong className="text-brand-dark">{copy.label}.</strong> {copy.detail}
      </span>
    </p>
  );
}
