/**
 * The inks a design's print can use, by the name its content file gives (data/content/designs/*.json):
 * chosen to read well on charcoal gray (#3f4247). The artwork generator (scripts/images) draws with the
 * hex values; the editor offers the names.
 */
export const INKS = {
  cream: '#f6efe4',
  white: '#ffffff',
  blush: '#f4b6c2',
  pink: '#f59ab5',
  butter: '#f2d16b',
  gold: '#d9b26f',
  sage: '#a8c3a0',
  mint: '#9fe0c9',
  sky: '#9cc7e8',
  coral: '#f28c7a',
  lavender: '#c9b6e4',
  peach: '#f7c59f',
} as const;

export type InkName = keyof typeof INKS;

export const INK_NAMES = Object.keys(INKS) as [InkName, ...InkName[]];
