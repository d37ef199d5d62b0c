/** Home page copy: hero, benefits, testimonials and the newsletter block. */
import {
  HERO_RATING,
  HERO_REVIEW_COUNT,
  NEWSLETTER_DISCOUNT_PERCENT,
  RETURN_DAYS,
} from '@/data/constants';
import type { Testimonial } from '@/data/types';
import { avatarImagePath } from './image-paths';
import { PAGE_PATHS } from './routes';

export interface LinkCopy {
  label: string;
  href: string;
}

export interface HeroCopy {
  eyebrow: string;
  headline: string;
  subheadline: string;
  primaryCta: LinkCopy;
  secondaryCta: LinkCopy;
  rating: number;
  reviewCount: number;
  /** Short promises shown under the buttons. */
  claims: string[];
  imageAlt: string;
}

/** `icon` is a key of components/ui/content-icons.ts (data/ does not import components). */
export interface IconCopy {
  title: string;
  text: string;
  icon: string;
}

export interface NewsletterCopy {
  title: string;
  text: string;
  placeholder: string;
  inputLabel: string;
  buttonLabel: string;
}

export const hero: HeroCopy = {
  eyebrow: 'Zip-access nursing sweatshirts',
  headline: 'Feed the baby. Keep the sweatshirt on.',
  subheadline:
    'Cozy, funny, actually cute sweatshirts with hidden side zips, so you can nurse anywhere without hiking your top up to your chin. Made for moms who run on coffee and comebacks.',
  primaryCta: { label: 'Shop the Vibe', href: PAGE_PATHS.shop },
  secondaryCta: { label: 'Size Guide', href: PAGE_PATHS.sizeGuide },
  rating: HERO_RATING,
  reviewCount: HERO_REVIEW_COUNT,
  claims: [`${RETURN_DAYS}-Day Returns`, 'Free Shipping', 'Organic Cotton'],
  imageAlt:
    'Charcoal gray Milk & Mischief nursing sweatshirts with playful prints, one with its hidden side zip open',
};

export const benefits: IconCopy[] = [
  {
    title: 'Quick Access Zip',
    text: 'Hidden zips on both sides open in one pull, so a hungry baby never waits while you wrestle your clothes.',
    icon: 'zip',
  },
  {
    title: 'Soft & Stretchy',
    text: 'Brushed organic cotton fleece with just enough give for a changing body and a wriggly lap.',
    icon: 'stretch',
  },
  {
    title: 'Coverage',
    text: 'Only the zip opens, the rest stays put: no cold tummy, no cover, no flashing the coffee shop.',
    icon: 'shield',
  },
  {
    title: 'Mom-Life Ready',
    text: 'Made for spit-up, snack crumbs and weekly washing, and it still looks good at pickup.',
    icon: 'coffee',
  },
];

function testimonial(entry: Omit<Testimonial, 'image'>): Testimonial {
  return { ...entry, image: avatarImagePath(entry.name) };
}

export const testimonials: Testimonial[] = [
  testimonial({
    name: 'Sarah M.',
    age: 29,
    location: 'Austin, TX',
    rating: 5,
    text: 'I used to plan outings around where I could feed the baby. Now I just unzip and keep my latte hot. Plus strangers laugh at my shirt instead of staring.',
  }),
  testimonial({
    name: 'Jess T.',
    age: 33,
    location: 'Portland, OR',
    rating: 5,
    text: 'Second baby, first time nursing in public without a blanket over both of us. The zips are so discreet my dad asked where the baby went.',
  }),
  testimonial({
    name: 'Alicia R.',
    age: 31,
    location: 'Charlotte, NC',
    rating: 5,
    text: 'Softest sweatshirt I own, and I own too many. It has survived spit-up, a blowout and my toddler’s yogurt, and still gets compliments.',
  }),
];

export const newsletter: NewsletterCopy = {
  title: 'Join the Mischief List',
  text: `Get ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order, plus first dibs on new designs and the occasional nap-time giggle. No spam, just milk-drunk joy.`,
  placeholder: 'Enter your email',
  inputLabel: 'Email address',
  buttonLabel: `Get ${NEWSLETTER_DISCOUNT_PERCENT}% Off`,
};
