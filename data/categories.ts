/**
 * What each category's page says (`/shop/<category>`): its title, which is also its heading, and its
 * description, shown under the heading and given to search results and link previews. Written for each
 * category, in the shop's voice, from the designs it holds (data/content/designs/).
 */
import type { Category } from './types';

/** The chip that leads back to every design: the shop itself. */
export const ALL_CATEGORIES_LABEL = 'All';

/** What the shop says under its heading, above every design (on /shop, and on a category's page once All is chosen). */
export const ALL_CATEGORIES_INTRO =
  'Mama humor, vintage vibes and cozy comfort: zip-access nursing sweatshirts for feeding on demand and laughing anyway.';

export interface CategoryCopy {
  /** The page's heading and title (before ' | Milk & Mischief'): it names the category. */
  title: string;
  /** 50 to 160 characters (lib/seo/metadata.ts refuses anything else), its own. */
  description: string;
}

export const CATEGORY_COPY: Readonly<Record<Category, CategoryCopy>> = {
  Humor: {
    title: 'Humor: Funny Nursing Sweatshirts',
    description:
      'Puns, pie charts and a heavy-leaking world tour: funny nursing sweatshirts with hidden zips, for moms who feed on demand and laugh anyway.',
  },
  Vintage: {
    title: 'Vintage Nursing Sweatshirts',
    description:
      'Faded dairy-farm badges that look like twenty summers at the county fair, on cozy nursing sweatshirts with discreet side zips. Fresh milk daily.',
  },
  Modern: {
    title: 'Modern Nursing Sweatshirts',
    description:
      'Clean lines, bold color, zero apologies: modern nursing sweatshirts that look as good in the office pumping room as they do at soft play.',
  },
  Mystical: {
    title: 'Mystical Tarot Nursing Sweatshirts',
    description:
      'The cards have spoken: you will not sleep, and you will be amazing anyway. Tarot nursing sweatshirts in lavender and gold, with hidden zips.',
  },
  Community: {
    title: 'Community: Mom Club Nursing Sweatshirts',
    description:
      'No mom feeds alone. Nursing sweatshirts for the circle that holds you up, from the group chat to the Boy Mom Club, with easy side zips.',
  },
  Food: {
    title: 'Food Pun Nursing Sweatshirts',
    description:
      'The only bar in town with no closing time. Milk Bar and Breastaurant nursing sweatshirts: food puns for your hungriest regular, zips included.',
  },
  Cute: {
    title: 'Cute Nursing Sweatshirts',
    description:
      'Up all night and a little feral? Same. A cute nursing sweatshirt starring a raccoon who dropped out of sleep school, with zips for the night shift.',
  },
  Literary: {
    title: 'Literary: Book Club Nursing Sweatshirts',
    description:
      'Currently reading: the same board book for the 400th time. Book club nursing sweatshirts for the 3 a.m. meeting, with zips that keep a hand free.',
  },
  Support: {
    title: 'Support: Nursing Sweatshirts for the Hard Days',
    description:
      "For the overstimulated, hardly-functioning, counting-every-ounce days: soft nursing sweatshirts that say it kindly, so you don't have to.",
  },
  Retro: {
    title: 'Retro 70s Nursing Sweatshirts',
    description:
      'Our bestselling puns in their 70s Sunday best: sunset stripes, rounded letters and roadside-sign prints, on nursing sweatshirts with hidden zips.',
  },
  Feminine: {
    title: 'Feminine Girl Mama Nursing Sweatshirts',
    description:
      'Pink, proud and a little bit extra: Girl Mama nursing sweatshirts with bows and layered type, plus hidden zips for feeds between hair-bow talks.',
  },
  Floral: {
    title: 'Floral Nursing Sweatshirts',
    description:
      'Soft blue blooms around a hand-lettered Mama, as calm as the first quiet feed of the morning: a grown-up floral nursing sweatshirt with zips.',
  },
  Inspirational: {
    title: 'Inspirational Nursing Sweatshirts',
    description:
      'Bloom where you are planted, in words you can read upside down mid-feed. Bright, big-hearted nursing sweatshirts with zips for every season.',
  },
};
