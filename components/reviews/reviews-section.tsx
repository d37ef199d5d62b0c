import type { CustomerReview } from '@/data/types';
import { Stars } from '@/components/ui/stars';
import { ReviewDate } from './review-date';

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

/** A product's customer reviews, each with its stars, verified mark and date. Server-rendered; reusable. */
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
              <article className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-5">
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
                      {review.verified && (
                        <span className="inline-flex items-center gap-1 text-sm font-bold text-green-800">
                          <svg
                            viewBox="0 0 20 20"
                            aria-hidden="true"
                            className="size-4"
                            fill="currentColor"
                          >
                            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zm4.1 6.4-4.8 5.3a1 1 0 0 1-1.4.1L5.8 11.4a1 1 0 1 1 1.3-1.5l1.4 1.2 4.1-4.5a1 1 0 1 1 1.5 1.3z" />
                          </svg>
                          Verified Purchase
                        </span>
                      )}
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
