import type { Locator } from '@playwright/test';
import { contrastRatio, type Rgb } from '../../../scripts/images/color';
import { composite, resolveColors, seenColors } from './colors';

/**
 * What survives of a look in a contrast theme (Windows' High Contrast and contrast themes, which browsers
 * apply as `forced-colors: active`; Playwright emulates it with `forcedColors: 'active'`): the theme paints
 * text, borders and outlines in its own few colors and removes backgrounds and shadows (rings), except where
 * the page paints in the theme's own system colors (Canvas, Highlight…), which it keeps.
 */

/** WCAG 2.2 AA 1.4.11: a control's edge, or what marks its state, against what is next to it. */
export const NON_TEXT_AA = 3;

/** WCAG 2.2 AA 1.4.3, for normal-size text. */
const TEXT_AA = 4.5;

/** A line drawn around an element, as computed: its border, its outline, or a ::before/::after frame's border. */
interface DrawnLine {
  where: 'border' | 'outline' | '::before' | '::after';
  /** Top, right, bottom, left, in px; 0 where no line is drawn. */
  widths: number[];
  /** The outline's offset (how far outside, or inside when negative); '' for borders. */
  offset: string;
  color: string;
}

/** What `locator` draws besides its fill and text: lines around it, an underline, its type weight. */
function drawnMarks(locator: Locator) {
  return locator.evaluate((element) => {
    const sides = ['top', 'right', 'bottom', 'left'];
    const border = (where: DrawnLine['where'], style: CSSStyleDeclaration): DrawnLine => ({
      where,
      widths: sides.map((side) =>
        ['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`))
          ? 0
          : parseFloat(style.getPropertyValue(`border-${side}-width`)),
      ),
      offset: '',
      color: style.borderTopColor,
    });
    const own = getComputedStyle(element);
    const outlineWidth = own.outlineStyle === 'none' ? 0 : parseFloat(own.outlineWidth);
    const lines = [
      border('border', own),
      {
        where: 'outline',
        widths: sides.map(() => outlineWidth),
        offset: own.outlineOffset,
        color: own.outlineColor,
      } satisfies DrawnLine,
    ];
    for (const pseudo of ['::before', '::after'] as const) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none') lines.push(border(pseudo, style));
    }
    return {
      lines,
      underline: own.textDecorationLine.includes('underline')
        ? `${own.textDecorationThickness} at ${own.textUnderlineOffset}`
        : 'none',
      weight: own.fontWeight,
      backplated: own.forcedColorAdjust !== 'none',
    };
  });
}

/** An element's look as a contrast theme keeps it. */
export interface ThemeLook {
  /** Its lines (border, outline, a pseudo-element frame, underline: their widths) and its type weight. */
  shape: Record<string, string>;
  /** Its background as seen, over whatever is behind it. */
  fill: Rgb;
  /**
   * Its text's contrast where the theme puts it: on a backplate of the theme's Canvas color, which the
   * theme draws behind text whatever the background (unless the page opts out with forced-color-adjust).
   */
  textContrast: number;
}

/** Reads `locator`'s look (see ThemeLook). */
export async function themeLook(locator: Locator): Promise<ThemeLook> {
  const { lines, underline, weight, backplated } = await drawnMarks(locator);
  const shape = Object.fromEntries(
    lines.map((line) => [line.where, `${line.widths.join(' ')} ${line.offset}`.trim()]),
  );
  const seen = await seenColors(locator);
  const [canvas] = await resolveColors(locator.page(), ['Canvas']);
  const behindText = backplated ? composite([canvas!]) : seen.background;
  return {
    shape: { ...shape, underline, weight },
    fill: seen.background,
    textContrast: contrastRatio(seen.text, behindText),
  };
}

/** Whether a look's text reads (AA) where the theme puts it. */
export const textReads = (look: ThemeLook): boolean => look.textContrast >= TEXT_AA;

/**
 * Whether two looks tell apart by more than a hue, so a shopper sees which one is chosen whatever the
 * theme's colors: a line drawn (or thicker) on one and not the other, or one filled where the other is not.
 */
export function apartBeyondHue(a: ThemeLook, b: ThemeLook): boolean {
  const shapesDiffer = JSON.stringify(a.shape) !== JSON.stringify(b.shape);
  return shapesDiffer || contrastRatio(a.fill, b.fill) >= NON_TEXT_AA;
}

/** A line drawn all the way around an element, in the color it is seen in. */
export interface EdgeLine {
  where: DrawnLine['where'];
  width: number;
  color: Rgb;
  /** Its contrast with what surrounds the element. */
  contrast: number;
}

/** The lines drawn all the way around `locator`, each seen over what surrounds the element. */
export async function edgeLines(locator: Locator): Promise<EdgeLine[]> {
  const drawn = (await drawnMarks(locator)).lines
    .map((line) => ({ where: line.where, width: Math.min(...line.widths), color: line.color }))
    .filter((line) => line.width > 0);
  const around = (await seenColors(locator.locator('xpath=..'))).background;
  const colors = await resolveColors(
    locator.page(),
    drawn.map((line) => line.color),
  );
  return drawn.map((line, index) => {
    const color = composite([colors[index]!, [...around, 1]]);
    return { ...line, color, contrast: contrastRatio(color, around) };
  });
}
