import Link from 'next/link';
import { ReviewDate } from '@/components/reviews/review-date';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Stars } from '@/components/ui/stars';
import type { FeaturedReview } from '@/data/types';
import { AVATAR_SIZE, AVATAR_WIDTHS } from '@/lib/images';

/** One featured review: rating, product, the quote, and who wrote it. `productHref` links the product when it is in the catalog. */
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
      className="flex h-full flex-col rounded-3xl border border-line bg-white p-6 shadow-sm"
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
      <footer className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        <ResponsiveImage
          path={review.image}
          widths={AVATAR_WIDTHS}
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          sizes="56px"
          alt=""
          className="size-14 shrink-0 rounded-full bg-blush"
        />
        <div className="min-w-0">
          <p className="font-bold text-ink">{review.name}</p>
          <p className="text-sm text-muted">
            {review.age}, {review.location}
          </p>
          {review.verified && (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-green-800">
              <Icon name="check" className="size-4" />
              Verified Buyer
            </p>
          )}
        </div>
      </footer>
    </article>
  );
}
