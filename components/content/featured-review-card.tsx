import Link from 'next/link';
import { ReviewDate } from '@/components/reviews/review-date';
import { Reviewer } from '@/components/reviews/reviewer';
import { VerifiedMark } from '@/components/reviews/verified-mark';
import { Stars } from '@/components/ui/stars';
import type { FeaturedReview } from '@/data/types';

/** `productHref` links the reviewed product when it is in the catalog. */
export function FeaturedReviewCard({
  review,
  productHref,
}: {
  review: FeaturedReview;
  productHref?: string;
}) {
  return (
    <article
      aria-label={`Review by ${review.name}`}
      className="flex h-full flex-col rounded-3xl border border-line bg-surface p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} className="size-5" />
        <ReviewDate date={review.date} className="text-sm text-muted" />
      </div>
      <p className="mt-4 text-sm font-bold text-muted">
        <span className="sr-only">Product: </span>
        {productHref ? (
          <Link
            href={productHref}
            // The export publishes no prefetch files for product pages (NO_PREFETCH_PATH_PREFIXES in
            // data/routes.ts): a prefetch would ask for files that are not there. A tap loads the page.
            prefetch={false}
            className="inline-block py-1 text-brand-dark underline underline-offset-4 hover:text-brand"
          >
            {review.product}
          </Link>
        ) : (
          review.product
        )}
      </p>
      <blockquote className="mt-2 flex-1 text-lg text-ink">
        <p>“{review.text}”</p>
      </blockquote>
      <footer className="mt-6 border-t border-line pt-5">
        <Reviewer person={review} size="lg">
          {review.verified && <VerifiedMark className="mt-1">Verified Buyer</VerifiedMark>}
        </Reviewer>
      </footer>
    </article>
  );
}
