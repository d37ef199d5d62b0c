/**
 * The six featured reviews on /reviews, from data/content/pages/reviews.json, shaped by
 * data/reviews-copy.ts. `product` is a design's name (data/read-content.ts checks).
 */
import { content } from '@/data/content';
import { reviewsCopy } from './reviews-copy';

export const reviews = reviewsCopy(content.reviews);
export const featuredReviews = reviews.featured;
