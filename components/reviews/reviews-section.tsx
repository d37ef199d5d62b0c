import type { CustomerReview } from '@/data/types';
import { Stars } from '@/components/ui/stars';
import { ReviewDate } from './review-date';
import { VerifiedMark } from './verified-mark';

interface ReviewsSectionProps {
  /** Named in the summary line: 'Showing 3 of 3 reviews for {productName}'. */
  productName: string;
  reviews: CustomerReview[];
  /** Anchor for links such as the rating under the product name. */
  id?: string;
  title?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

export function ReviewsSection({
  productName,
  reviews,
  id = 'reviews',
  title = 'Customer Reviews',
}: ReviewsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-3xl text-ink">
        {title}
      </h2>
      <p className="mt-2 text-muted">
        {`Showing ${reviews.length} of ${reviews.length} reviews for ${productName}`}
      </p>
      {reviews.length > 0 && (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={`${review.name}-${review.date}`}>
              <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
                <header className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-dark"
                  >
                    {initials(review.name)}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 className="font-sans text-base font-bold text-ink">{review.name}</h3>
                      {review.verified && <VerifiedMark>Verified Purchase</VerifiedMark>}
                    </div>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                      <Stars rating={review.rating} />
                      <ReviewDate date={review.date} />
                    </div>
                  </div>
                </header>
                <p className="text-ink">{review.text}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
