/**
 * The schemas of the pages' content files (data/content/pages/): the copy of the home, about, size-guide
 * and reviews pages. Each list has the length its page is laid out for, as the spec gives it.
 */
import * as z from 'zod';
import { CONTENT_ICON_NAMES } from '@/data/content-icon-names';
import { NEWSLETTER_DISCOUNT_PERCENT, RATING_OUT_OF } from '@/data/constants';
import { SIZES } from '@/data/types';
import {
  fields,
  isoDay,
  listOf,
  number,
  oneOf,
  text,
  valuesInWords,
  wholeNumber,
  yesOrNo,
} from './fields';

const icon = oneOf(CONTENT_ICON_NAMES, `An icon is one of ${valuesInWords(CONTENT_ICON_NAMES)}.`);
const stars = wholeNumber(`A rating is a whole number of stars from 1 to ${RATING_OUT_OF}.`, {
  min: 1,
  max: RATING_OUT_OF,
});
const age = wholeNumber('An age is a whole number of years, 18 or more.', { min: 18 });
const location = text('A location is a city and its state, such as Austin, TX.');
const person = text('A name: a first name and an initial, such as Sarah M.');

/** A titled paragraph: a benefit, a value, a fit or a measuring step. */
function titledText<T extends z.ZodRawShape>(what: string, extra: T) {
  return fields(
    { title: text(`The ${what}'s title.`), text: text(`The ${what}'s text.`), ...extra },
    `a ${what}`,
  );
}

function exactly<T extends z.ZodType>(count: number, item: T, what: string) {
  return listOf(item, `The page is laid out for exactly ${count} ${what}.`, {
    min: count,
    max: count,
  });
}

export const homeSchema = fields(
  {
    hero: fields(
      {
        eyebrow: text('The small line above the headline.'),
        headline: text('The headline: the first words of the shop.'),
        subheadline: text('The paragraph under the headline.'),
        primaryCtaLabel: text('The label of the button to the shop.'),
        secondaryCtaLabel: text('The label of the button to the size guide.'),
        imageAlt: text("What the hero's picture shows, for those who cannot see it."),
      },
      'the hero',
    ),
    benefits: exactly(4, titledText('benefit', { icon }), 'benefits'),
    testimonials: exactly(
      3,
      fields(
        { name: person, age, location, rating: stars, text: text("The testimonial's text.") },
        'a testimonial',
      ),
      'testimonials',
    ),
    newsletter: fields(
      {
        title: text("The newsletter block's title."),
        text: text('The offer, in a sentence or two.'),
        placeholder: text("The text in the empty email field, asking for the shopper's email."),
        inputLabel: text('The email field’s name, for screen readers.'),
        buttonLabel: text("The button's label."),
      },
      'the newsletter block',
    ),
  },
  'the home page',
).superRefine((page, context) => {
  const offer = `${NEWSLETTER_DISCOUNT_PERCENT}%`;
  for (const key of ['text', 'buttonLabel'] as const) {
    if (!page.newsletter[key].includes(offer)) {
      context.addIssue({
        code: 'custom',
        path: ['newsletter', key],
        message: `The newsletter offers ${offer} off a first order (the shop's offer, NEWSLETTER_DISCOUNT_PERCENT in data/constants.ts): its text and its button say ${offer}.`,
        input: page.newsletter[key],
      });
    }
  }
});

export const aboutSchema = fields(
  {
    mission: fields(
      { title: text("The mission's title."), text: text('The mission, in a paragraph.') },
      'the mission',
    ),
    story: fields(
      {
        title: text("The story's title."),
        paragraphs: listOf(
          text('A paragraph of the story.'),
          'The story has 1 or more paragraphs.',
          {
            min: 1,
          },
        ),
      },
      'the story',
    ),
    values: exactly(4, titledText('value', { icon }), 'values'),
    team: exactly(
      2,
      fields(
        {
          name: text(
            "A team member's full name; their photo in data/photos/team/ is named after it (lauren-hayes.jpg).",
          ),
          role: text("The team member's role."),
          bio: text("The team member's bio, in a few sentences."),
        },
        'a team member',
      ),
      'team members',
    ),
  },
  'the about page',
);

const inches = (what: string) =>
  fields(
    {
      min: number(`The smallest ${what} of the size, in inches.`, { min: 1 }),
      max: number(`The largest ${what} of the size, in inches.`, { min: 1 }),
    },
    `a ${what} range`,
  );

export const sizeGuideSchema = fields(
  {
    intro: fields(
      { title: text("The page's title."), text: text('The paragraph under the title.') },
      'the introduction',
    ),
    chart: listOf(
      fields(
        {
          size: oneOf(SIZES, `A size is one of ${valuesInWords(SIZES)}.`),
          us: text('The US dress sizes it fits, such as 4–6.'),
          bust: inches('bust'),
          waist: inches('waist'),
          hips: inches('hips'),
        },
        'a size chart row',
      ),
      `The chart has one row per size, in order: ${SIZES.join(', ')}.`,
      { min: SIZES.length, max: SIZES.length },
    ),
    howToMeasure: exactly(3, titledText('measuring step', {}), 'measuring steps'),
    proTips: listOf(text('A tip, in a sentence.'), 'The pro tips: 1 or more.', { min: 1 }),
    fitByStyle: exactly(3, titledText('fit', {}), 'fits by style (relaxed, regular, fitted)'),
    fitByNursingAccess: exactly(
      3,
      titledText('fit', {}),
      'fits by nursing access (zip, side, wrap)',
    ),
    specialConsiderations: exactly(
      2,
      titledText('consideration', {}),
      'considerations (pregnancy, postpartum)',
    ),
    help: fields(
      {
        title: text("The help block's title."),
        text: text("The help block's text."),
        emailLabel: text('The label of the button that emails the shop.'),
        shopLabel: text('The label of the button to the shop.'),
      },
      'the help block',
    ),
  },
  'the size guide',
).superRefine((page, context) => {
  page.chart.forEach((row, index) => {
    if (row.size !== SIZES[index]) {
      context.addIssue({
        code: 'custom',
        path: ['chart', index, 'size'],
        message: `The chart has one row per size, in order: ${SIZES.join(', ')}; row ${index + 1} is ${SIZES[index]}.`,
        input: row.size,
      });
    }
    for (const part of ['bust', 'waist', 'hips'] as const) {
      if (row[part].min > row[part].max) {
        context.addIssue({
          code: 'custom',
          path: ['chart', index, part, 'min'],
          message: `A range's smallest ${part} is not above its largest (${row[part].max}).`,
          input: row[part].min,
        });
      }
    }
  });
});

export const reviewsSchema = fields(
  {
    featured: exactly(
      6,
      fields(
        {
          name: person,
          age,
          location,
          rating: stars,
          product: text("The design reviewed, by its name, which a design's file gives."),
          text: text("The review's text."),
          verified: yesOrNo('Verified is yes or no: whether the reviewer bought from us.'),
          date: isoDay('The day the review was published, as year-month-day (2026-11-12).'),
        },
        'a featured review',
      ),
      'featured reviews',
    ),
  },
  'the reviews page',
);

export type HomeContent = z.output<typeof homeSchema>;
export type AboutContent = z.output<typeof aboutSchema>;
export type SizeGuideContent = z.output<typeof sizeGuideSchema>;
export type ReviewsContent = z.output<typeof reviewsSchema>;
