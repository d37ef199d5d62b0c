/**
 * The reviews page's copy shaped for its components: the six featured reviews, each with its reviewer's
 * avatar. data/reviews.ts shapes the content file's copy with it; the editor's preview
 * (scripts/admin/editor/preview/) the copy she is typing.
 */
import type { ReviewsContent } from '@/data/schema/pages';
import type { FeaturedReview } from '@/data/types';
import { avatarImagePath } from './image-paths';

export interface ReviewsCopy {
  featured: FeaturedReview[];
}

/** The reviews page's copy as its components take it, from its content file (checked, or as she types it). */
export function reviewsCopy(copy: ReviewsContent): ReviewsCopy {
  return {
    featured: copy.featured.map((entry) => ({ ...entry, image: avatarImagePath(entry.name) })),
  };
}
