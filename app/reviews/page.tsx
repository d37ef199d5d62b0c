import Link from 'next/link';
import { CallToAction } from '@/components/content/call-to-action';
import { FeaturedReviewCard } from '@/components/content/featured-review-card';
import { PageHero } from '@/components/content/page-hero';
import { ReviewStats } from '@/components/content/review-stats';
import { ContentSection } from '@/components/content/content-section';
import { buttonVariants } from '@/components/ui/button-variants';
import { REVIEW_STATS, SHOP_NAME } from '@/data/constants';
import { featuredReviews } from '@/data/reviews';
import { getAllProducts } from '@/lib/catalog';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { PAGE_PATHS, productPath } from '@/data/routes';

function reviewStat(label: (typeof REVIEW_STATS)[number]['label']): string {
  return REVIEW_STATS.find((stat) => stat.label === label)?.value ?? '';
}

export const metadata = contentPageMetadata('reviews', {
  description: `Real reviews from nursing moms who wear ${SHOP_NAME}: an average rating of ${reviewStat('Average Rating')}, ${reviewStat('Happy Customers')} happy customers and ${reviewStat('Repeat Customers')} who come back for more.`,
  imageAlt: `${SHOP_NAME} customer reviews: rated ${reviewStat('Average Rating')} by ${reviewStat('Happy Customers')} moms`,
});

function reviewedProductHref(productName: string): string | undefined {
  const product = getAllProducts().find((candidate) => candidate.name === productName);
  return product ? productPath(product.slug) : undefined;
}

export default function ReviewsPage() {
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
          {featuredReviews.map((review) => (
            <li key={review.name}>
              <FeaturedReviewCard
                review={review}
                productHref={reviewedProductHref(review.product)}
              />
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
