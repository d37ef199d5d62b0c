import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { ContentSection } from '@/components/content/content-section';
import { FeaturedReviewCard } from '@/components/content/featured-review-card';
import { PageHero } from '@/components/content/page-hero';
import { ReviewStats } from '@/components/content/review-stats';
import { buttonVariants } from '@/components/ui/button-variants';
import { REVIEW_STATS, SHOP_NAME } from '@/data/constants';
import type { ReviewsCopy } from '@/data/reviews-copy';
import { PAGE_PATHS } from '@/data/routes';

/**
 * The reviews page's sections, in order, from its copy: the page (app/reviews/page.tsx) and the editor's
 * preview of the copy she is typing (scripts/admin/editor/preview/) draw the same. `productHref`: the page
 * of the design a review names, which the page finds in the catalog; the preview, which has no catalog,
 * names the design without a link.
 */
export function ReviewsSections({
  copy,
  productHref,
}: {
  copy: ReviewsCopy;
  productHref?: (productName: string) => string | undefined;
}) {
  return (
    <>
      <PageHero
        eyebrow="Customer Reviews"
        title="Loved by Moms Who Feed on Demand"
        intro="Night feeds, first outings, family photos and toddler negotiations: here is how our sweatshirts hold up in real mom life, in our customers' own words."
      />
      <ReviewStats stats={REVIEW_STATS} />
      <ContentSection
        id="featured-reviews-title"
        title="Featured Reviews"
        lead={`A few of our favorite notes from the moms who wear ${SHOP_NAME} every day.`}
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {copy.featured.map((review, index) => (
            // A name she is typing may be another's for a moment: the index keeps each card its own.
            <li key={`${index}-${review.name}`}>
              <FeaturedReviewCard review={review} productHref={productHref?.(review.product)} />
            </li>
          ))}
        </ul>
      </ContentSection>
      <CallToAction
        id="reviews-cta-title"
        title="Ready to Write Your Own?"
        text="Join thousands of moms who nurse anywhere, stay cozy and get compliments on their shirt."
      >
        <Link href={PAGE_PATHS.shop} className={buttonVariants({ intent: 'inverse' })}>
          Shop Now
        </Link>
      </CallToAction>
    </>
  );
}
