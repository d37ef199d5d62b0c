import { ReviewsSections } from '@/components/content/reviews-sections';
import { REVIEW_STATS, SHOP_NAME } from '@/data/constants';
import { reviews } from '@/data/reviews';
import { productPath } from '@/data/routes';
import { getAllProducts } from '@/lib/catalog';
import { contentPageMetadata } from '@/lib/seo/metadata';

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
  return <ReviewsSections copy={reviews} productHref={reviewedProductHref} />;
}
