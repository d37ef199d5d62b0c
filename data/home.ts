/**
 * Home page copy: hero, benefits, testimonials and the newsletter block, from the home page's content file
 * (data/content/pages/home.json), shaped by data/home-copy.ts.
 */
import { content } from '@/data/content';
import { homeCopy } from './home-copy';

export const home = homeCopy(content.home);
export const { hero, benefits, testimonials, newsletter } = home;
