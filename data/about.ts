/**
 * /about copy: mission, Our Story, the four values and the team, from data/content/pages/about.json,
 * shaped by data/about-copy.ts.
 */
import { content } from '@/data/content';
import { aboutCopy } from './about-copy';

export const about = aboutCopy(content.about);
export const { values, team } = about;
