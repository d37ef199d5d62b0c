/**
 * The icons the pages' content files may name (a benefit's or a value's `icon`), by key. Each is drawn by
 * components/ui/content-icons.ts, which must map every key (a missing one is a type error).
 */
export const CONTENT_ICON_NAMES = [
  'zip',
  'stretch',
  'shield',
  'coffee',
  'heart',
  'sparkles',
  'users',
  'badge',
] as const;

export type ContentIconName = (typeof CONTENT_ICON_NAMES)[number];
