/**
 * The schema of a design's content file (data/content/designs/<slug>.json): every field, typed, with the
 * rules the pages rely on. The rules that span designs (a slug, id or name used once) are in
 * data/read-content.ts. The editor's form (scripts/admin/cms-config.ts) is built from the same limits and
 * sentences.
 */
import * as z from 'zod';
import { COLOR_SWATCHES, RATING_OUT_OF } from '@/data/constants';
import { DESCRIPTION_LENGTH } from '@/data/meta-description';
import { INK_NAMES } from '@/data/inks';
import {
  BADGES,
  CATEGORIES,
  PRINT_STYLES,
  PRODUCT_VIEWS,
  SIZES,
  type ProductView,
} from '@/data/types';
import {
  fields,
  isoDay,
  listOf,
  money,
  number,
  oneOf,
  optional,
  text,
  textMatching,
  textOfLength,
  valuesInWords,
  wholeNumber,
  yesOrNo,
} from './fields';

/** Lower-case letters and digits in words joined by single hyphens: safe in a URL as it is. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The numbers the design rules use, shared with the editor's form. */
const DESIGN_LIMITS = {
  features: 5,
  rating: { min: 0, max: RATING_OUT_OF },
  reviewRating: { min: 1, max: RATING_OUT_OF },
  printLines: { min: 1, max: 4 },
  printLineLength: 30,
  inks: { min: 2, max: 3 },
  searchDescription: DESCRIPTION_LENGTH,
} as const;

const COLOR_NAMES = Object.keys(COLOR_SWATCHES) as [string, ...string[]];

const customerReview = fields(
  {
    name: text('A reviewer is named by a first name and an initial, such as Megan T.'),
    rating: wholeNumber(
      `A review's rating is a whole number of stars from ${DESIGN_LIMITS.reviewRating.min} to ${DESIGN_LIMITS.reviewRating.max}.`,
      DESIGN_LIMITS.reviewRating,
    ),
    text: text("A review's text: what the customer wrote."),
    verified: yesOrNo('Verified is yes or no: whether the reviewer bought the design from us.'),
    date: isoDay(
      'The day the review was published, as year-month-day (2026-11-06), a day on the calendar.',
    ),
  },
  'a customer review',
);

const PRINT_OR_PHOTOS = `A design needs a print to draw its pictures from, unless it has a photo for each of its ${PRODUCT_VIEWS.length} views (${PRODUCT_VIEWS.join(', ')}).`;

const print = fields(
  {
    style: oneOf(
      PRINT_STYLES,
      `A print's style is how the drawing sets its words: ${valuesInWords(PRINT_STYLES)}.`,
    ),
    lines: listOf(
      text(
        `A line of a print is a few words (at most ${DESIGN_LIMITS.printLineLength} characters).`,
        { max: DESIGN_LIMITS.printLineLength },
      ),
      `A print has ${DESIGN_LIMITS.printLines.min} to ${DESIGN_LIMITS.printLines.max} lines of words, top to bottom.`,
      DESIGN_LIMITS.printLines,
    ),
    inks: listOf(
      oneOf(INK_NAMES, `An ink is one of ${valuesInWords(INK_NAMES)}.`),
      `A print has ${DESIGN_LIMITS.inks.min} or ${DESIGN_LIMITS.inks.max} different inks, the main one first, each one of ${valuesInWords(INK_NAMES)}.`,
      { ...DESIGN_LIMITS.inks, unique: true },
    ),
  },
  'a print',
).describe(PRINT_OR_PHOTOS);

/** A photo's file name in the design's photo folder (data/photos/<slug>/), as the editor writes it. */
const photoFile = textMatching(
  "A photo is a file name in the design's photo folder, such as front.jpg (no folder in it).",
  /^[^/\\]+\.[A-Za-z0-9]+$/,
);

const photos = fields(
  Object.fromEntries(PRODUCT_VIEWS.map((view) => [view, optional(photoFile)])) as Record<
    ProductView,
    ReturnType<typeof optional<typeof photoFile>>
  >,
  'the photos',
).describe(
  "The owner's photos of the design, one per view, in its photo folder (data/photos/<slug>/): a view with a photo shows it, one without is drawn from the print.",
);

const PRICE_RULE =
  'A price is in dollars, 0 or more, to the cent (39.99), and not above the original price.';

export const designSchema = fields(
  {
    id: wholeNumber(
      "The design's number, 1 or more, its own: Popular lists designs by it, Newest from the highest. A new design takes the next number.",
      { min: 1 },
    ),
    slug: textMatching(
      "The end of the design's address (/products/milk-bar), its own: lower-case letters and digits, words joined by single hyphens, such as milk-bar.",
      SLUG_PATTERN,
    ),
    name: text("The design's name, its own, as its page, its card and search results show it."),
    category: oneOf(CATEGORIES, `A category is one of ${valuesInWords(CATEGORIES)}.`),
    badge: optional(oneOf(BADGES, `A badge is none, or one of ${valuesInWords(BADGES)}.`)),
    price: money(PRICE_RULE),
    originalPrice: optional(
      money(
        'The original price is none, or the price before the sale in dollars to the cent (54.99), not below the price; the pages strike it through.',
      ),
    ),
    description: text('The description: the text under the name on the card and the page.'),
    searchDescription: textOfLength(
      `The search description is ${DESIGN_LIMITS.searchDescription.min} to ${DESIGN_LIMITS.searchDescription.max} characters: what search results and link previews show under the name.`,
      DESIGN_LIMITS.searchDescription,
    ),
    features: listOf(
      text('A feature is one sentence about the design.'),
      `A design has exactly ${DESIGN_LIMITS.features} features, shown as a list on its page.`,
      { min: DESIGN_LIMITS.features, max: DESIGN_LIMITS.features },
    ),
    colors: listOf(
      oneOf(COLOR_NAMES, `A color is one of ${valuesInWords(COLOR_NAMES)}.`),
      `A design comes in 1 or more different colors, each one of ${valuesInWords(COLOR_NAMES)}.`,
      { min: 1, unique: true },
    ),
    sizes: listOf(
      oneOf(SIZES, `A size is one of ${valuesInWords(SIZES)}.`),
      `A design comes in 1 or more different sizes, each one of ${valuesInWords(SIZES)}.`,
      { min: 1, unique: true },
    ),
    rating: number(
      `The rating is a number of stars from ${DESIGN_LIMITS.rating.min} to ${DESIGN_LIMITS.rating.max}, such as 4.8.`,
      DESIGN_LIMITS.rating,
    ),
    reviewCount: wholeNumber(
      'The review count is a whole number, 0 or more: how many reviews the rating comes from.',
      { min: 0 },
    ),
    customerReviews: listOf(customerReview, "The customer reviews shown on the design's page.", {}),
    print: optional(print),
    photos: optional(photos),
  },
  'a design',
).superRefine((design, context) => {
  if (design.originalPrice !== undefined && design.price > design.originalPrice) {
    context.addIssue({
      code: 'custom',
      path: ['price'],
      message: `${PRICE_RULE} The original price is ${design.originalPrice}.`,
      input: design.price,
    });
  }
  if (design.reviewCount > 0 && design.rating < DESIGN_LIMITS.reviewRating.min) {
    context.addIssue({
      code: 'custom',
      path: ['rating'],
      message: `A design with reviews is rated from ${DESIGN_LIMITS.reviewRating.min} to ${DESIGN_LIMITS.rating.max}, as its reviews are; 0 is for a design with none yet (a review count of 0).`,
      input: design.rating,
    });
  }
  const photographed = PRODUCT_VIEWS.flatMap((view) => {
    const file = design.photos?.[view];
    return file === undefined ? [] : [{ view, file }];
  });
  if (!design.print && photographed.length < PRODUCT_VIEWS.length) {
    context.addIssue({
      code: 'custom',
      path: ['print'],
      message: PRINT_OR_PHOTOS,
      input: undefined,
    });
  }
  const files = photographed.map(({ file }) => file.toLowerCase());
  photographed.forEach(({ view, file }, index) => {
    const lowerCase = files[index]!; // one per photographed view
    const stem = lowerCase.replace(/\.[^.]*$/, '');
    const clash =
      files.indexOf(lowerCase) !== index ||
      ((PRODUCT_VIEWS as readonly string[]).includes(stem) && stem !== view);
    if (clash) {
      context.addIssue({
        code: 'custom',
        path: ['photos', view],
        message:
          'Each view has a photo of its own, and a photo named after a view (back.jpg) is that view’s.',
        input: file,
      });
    }
  });
});

export type DesignContent = z.output<typeof designSchema>;
