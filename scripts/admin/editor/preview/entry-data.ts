/**
 * The form's data as the preview gets it from Decap, made whole enough for the shop's shaping functions
 * (data/product.ts and the pages' data/*-copy.ts): while she types, a field may be empty, a number a string, a list
 * not there yet. Only what is missing is filled in, with what a shopper would see of nothing (an empty
 * text, no feature, a price of 0); what she typed is taken as it is.
 */
import type { DesignContent } from '@/data/schema/design';
import type {
  AboutContent,
  HomeContent,
  ReviewsContent,
  SizeGuideContent,
} from '@/data/schema/pages';

/** An entry's data as Decap hands it over, any field possibly missing or half-typed. */
export type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const dataAt = (data: Data, key: string): Data => {
  const value = data[key];
  return isData(value) ? value : {};
};
const textAt = (data: Data, key: string): string => {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
/** A number typed into the form, or 0 while it holds none. */
const numberAt = (data: Data, key: string): number => {
  const value = Number(data[key]);
  return Number.isFinite(value) ? value : 0;
};
const listAt = (data: Data, key: string): unknown[] => {
  const value = data[key];
  return Array.isArray(value) ? value : [];
};
const textsAt = (data: Data, key: string): string[] =>
  listAt(data, key).map((item) => (typeof item === 'string' ? item : ''));
const recordsAt = (data: Data, key: string): Data[] => listAt(data, key).filter(isData);

/** A review's fields a design's reviews and the reviews page's share. */
const reviewOf = (review: Data) => ({
  name: textAt(review, 'name'),
  rating: numberAt(review, 'rating'),
  text: textAt(review, 'text'),
  verified: review.verified === true,
  date: textAt(review, 'date') as DesignContent['customerReviews'][number]['date'],
});

export function designFromEntry(data: Data): DesignContent {
  const print = isData(data.print) ? data.print : undefined;
  const originalPrice = data.originalPrice;
  return {
    id: numberAt(data, 'id'),
    slug: textAt(data, 'slug'),
    name: textAt(data, 'name'),
    category: textAt(data, 'category') as DesignContent['category'],
    ...(data.badge ? { badge: textAt(data, 'badge') as NonNullable<DesignContent['badge']> } : {}),
    price: numberAt(data, 'price'),
    ...(originalPrice === undefined || originalPrice === null || originalPrice === ''
      ? {}
      : { originalPrice: numberAt(data, 'originalPrice') }),
    description: textAt(data, 'description'),
    searchDescription: textAt(data, 'searchDescription'),
    features: textsAt(data, 'features').filter(Boolean),
    colors: textsAt(data, 'colors'),
    sizes: textsAt(data, 'sizes') as DesignContent['sizes'],
    rating: numberAt(data, 'rating'),
    reviewCount: numberAt(data, 'reviewCount'),
    customerReviews: recordsAt(data, 'customerReviews').map(reviewOf),
    ...(print
      ? {
          print: {
            style: textAt(print, 'style') as NonNullable<DesignContent['print']>['style'],
            lines: textsAt(print, 'lines'),
            // An ink not chosen yet has no color to draw with: left out.
            inks: textsAt(print, 'inks').filter(Boolean) as NonNullable<
              DesignContent['print']
            >['inks'],
          },
        }
      : {}),
    photos: dataAt(data, 'photos') as DesignContent['photos'],
  };
}

/** A titled paragraph (a measuring step, a fit, a consideration). */
const titledTexts = (data: Data, key: string) =>
  recordsAt(data, key).map((item) => ({
    title: textAt(item, 'title'),
    text: textAt(item, 'text'),
  }));

/** A titled paragraph with its icon (a benefit, a value). */
const iconCopies = (data: Data, key: string) =>
  recordsAt(data, key).map((item) => ({
    title: textAt(item, 'title'),
    text: textAt(item, 'text'),
    icon: textAt(item, 'icon') as HomeContent['benefits'][number]['icon'],
  }));

/** A titled text (a page's introduction, its mission), or the empty one while the form has none. */
const titledText = (data: Data, key: string) => {
  const item = dataAt(data, key);
  return { title: textAt(item, 'title'), text: textAt(item, 'text') };
};

export function homeFromEntry(data: Data): HomeContent {
  const hero = dataAt(data, 'hero');
  const newsletter = dataAt(data, 'newsletter');
  return {
    hero: {
      eyebrow: textAt(hero, 'eyebrow'),
      headline: textAt(hero, 'headline'),
      subheadline: textAt(hero, 'subheadline'),
      primaryCtaLabel: textAt(hero, 'primaryCtaLabel'),
      secondaryCtaLabel: textAt(hero, 'secondaryCtaLabel'),
      imageAlt: textAt(hero, 'imageAlt'),
    },
    benefits: iconCopies(data, 'benefits'),
    testimonials: recordsAt(data, 'testimonials').map((testimonial) => ({
      name: textAt(testimonial, 'name'),
      age: numberAt(testimonial, 'age'),
      location: textAt(testimonial, 'location'),
      rating: numberAt(testimonial, 'rating'),
      text: textAt(testimonial, 'text'),
    })),
    newsletter: {
      title: textAt(newsletter, 'title'),
      text: textAt(newsletter, 'text'),
      placeholder: textAt(newsletter, 'placeholder'),
      inputLabel: textAt(newsletter, 'inputLabel'),
      buttonLabel: textAt(newsletter, 'buttonLabel'),
    },
  };
}

export function aboutFromEntry(data: Data): AboutContent {
  const story = dataAt(data, 'story');
  return {
    mission: titledText(data, 'mission'),
    story: { title: textAt(story, 'title'), paragraphs: textsAt(story, 'paragraphs') },
    values: iconCopies(data, 'values'),
    team: recordsAt(data, 'team').map((member) => ({
      name: textAt(member, 'name'),
      role: textAt(member, 'role'),
      bio: textAt(member, 'bio'),
    })),
  };
}

const inchRange = (row: Data, key: string) => {
  const range = dataAt(row, key);
  return { min: numberAt(range, 'min'), max: numberAt(range, 'max') };
};

export function sizeGuideFromEntry(data: Data): SizeGuideContent {
  const help = dataAt(data, 'help');
  return {
    intro: titledText(data, 'intro'),
    chart: recordsAt(data, 'chart').map((row) => ({
      size: textAt(row, 'size') as SizeGuideContent['chart'][number]['size'],
      us: textAt(row, 'us'),
      bust: inchRange(row, 'bust'),
      waist: inchRange(row, 'waist'),
      hips: inchRange(row, 'hips'),
    })),
    howToMeasure: titledTexts(data, 'howToMeasure'),
    proTips: textsAt(data, 'proTips'),
    fitByStyle: titledTexts(data, 'fitByStyle'),
    fitByNursingAccess: titledTexts(data, 'fitByNursingAccess'),
    specialConsiderations: titledTexts(data, 'specialConsiderations'),
    help: {
      title: textAt(help, 'title'),
      text: textAt(help, 'text'),
      emailLabel: textAt(help, 'emailLabel'),
      shopLabel: textAt(help, 'shopLabel'),
    },
  };
}

export function reviewsFromEntry(data: Data): ReviewsContent {
  return {
    featured: recordsAt(data, 'featured').map((review) => ({
      ...reviewOf(review),
      age: numberAt(review, 'age'),
      location: textAt(review, 'location'),
      product: textAt(review, 'product'),
    })),
  };
}
