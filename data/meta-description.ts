/**
 * How long a meta description may be: results pages cut what is longer than about 160 characters, and
 * less than 50 says too little. lib/seo/metadata.ts refuses anything else, so a bad description fails the
 * build; a design's search description is held to it by its schema (data/schema/design.ts), so the
 * owner's editor refuses it first.
 */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
