/**
 * The content folder's files: where each kind of content lives, the schema it is checked against and how
 * messages name it. The build reads the folder by it (data/read-content.ts), the editor's form is made
 * from it (scripts/admin/cms-config.ts) and checks a page before saving it by it (scripts/admin/editor/).
 */
import {
  aboutSchema,
  homeSchema,
  reviewsSchema,
  sizeGuideSchema,
  type AboutContent,
  type HomeContent,
  type ReviewsContent,
  type SizeGuideContent,
} from './pages';
import type { z } from 'zod';

/** Where each kind of content lives in the folder. */
export const CONTENT_FILES = {
  designs: 'designs',
  home: 'pages/home.json',
  about: 'pages/about.json',
  sizeGuide: 'pages/size-guide.json',
  reviews: 'pages/reviews.json',
} as const;

interface PageFile<T> {
  /** The file, in the content folder. */
  file: string;
  schema: z.ZodType<T>;
  /** How a message names it: 'the home page'. */
  entry: string;
}

/** The pages' copy, one file each. */
export const PAGE_FILES: {
  home: PageFile<HomeContent>;
  about: PageFile<AboutContent>;
  sizeGuide: PageFile<SizeGuideContent>;
  reviews: PageFile<ReviewsContent>;
} = {
  home: { file: CONTENT_FILES.home, schema: homeSchema, entry: 'the home page' },
  about: { file: CONTENT_FILES.about, schema: aboutSchema, entry: 'the about page' },
  sizeGuide: { file: CONTENT_FILES.sizeGuide, schema: sizeGuideSchema, entry: 'the size guide' },
  reviews: { file: CONTENT_FILES.reviews, schema: reviewsSchema, entry: 'the reviews page' },
};
