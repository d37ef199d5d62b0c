/**
 * The six featured reviews on /reviews, from data/content/pages/reviews.json. `product` is a design's name
 * (data/read-content.ts checks).
 */
import { content } from '@/data/content';
import type { FeaturedReview } from '@/data/types';
import { avatarImagePath } from './image-paths';

export const featuredReviews: FeaturedReview[] = content.reviews.featured.map((entry) => ({
  ...entry,
  image: avatarImagePath(entry.name),
}));
