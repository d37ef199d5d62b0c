/**
 * The home page's copy shaped for its components: hero, benefits, testimonials and the newsletter block. The
 * hero's rating and claims are the shop's constants. data/home.ts shapes the content file's copy with it; the
 * editor's preview (scripts/admin/editor/preview/) the copy she is typing.
 */
import type { ContentIconName } from '@/data/content-icon-names';
import { HERO_RATING, HERO_REVIEW_COUNT, RETURN_DAYS } from '@/data/constants';
import type { HomeContent } from '@/data/schema/pages';
import type { Testimonial } from '@/data/types';
import { avatarImagePath } from './image-paths';
import { PAGE_PATHS } from './routes';

interface LinkCopy {
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
interface IconCopy {
  title: string;
  text: string;
  icon: ContentIconName;
}

export interface NewsletterCopy {
  title: string;
  text: string;
  placeholder: string;
  inputLabel: string;
  buttonLabel: string;
}

export interface HomeCopy {
  hero: HeroCopy;
  benefits: IconCopy[];
  testimonials: Testimonial[];
  newsletter: NewsletterCopy;
}

/** The home page's copy as its components take it, from its content file (checked, or as she types it). */
export function homeCopy(copy: HomeContent): HomeCopy {
  const hero: HeroCopy = {
    eyebrow: copy.hero.eyebrow,
    headline: copy.hero.headline,
    subheadline: copy.hero.subheadline,
    primaryCta: { label: copy.hero.primaryCtaLabel, href: PAGE_PATHS.shop },
    secondaryCta: { label: copy.hero.secondaryCtaLabel, href: PAGE_PATHS.sizeGuide },
    rating: HERO_RATING,
    reviewCount: HERO_REVIEW_COUNT,
    claims: [`${RETURN_DAYS}-Day Returns`, 'Free Shipping', 'Organic Cotton'],
    imageAlt: copy.hero.imageAlt,
  };
  const benefits: IconCopy[] = copy.benefits;
  const testimonials: Testimonial[] = copy.testimonials.map((entry) => ({
    ...entry,
    image: avatarImagePath(entry.name),
  }));
  const newsletter: NewsletterCopy = copy.newsletter;
  return { hero, benefits, testimonials, newsletter };
}
