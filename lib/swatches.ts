import { COLOR_SWATCHES } from '@/data/constants';

/** Fallback fill for a color name that has no swatch yet (a neutral mid gray). */
const UNKNOWN_SWATCH = '#9ca3af';

/** The fill of a color's swatch dot. */
export function swatchColor(colorName: string): string {
  return COLOR_SWATCHES[colorName] ?? UNKNOWN_SWATCH;
}
