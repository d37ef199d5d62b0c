/** What a page looks like to a phone set to dark at night: how light a color is, and what would glare. */
import type { Page } from '@playwright/test';
import { contrastRatio, type Rgb } from '../../../scripts/images/color';

/** WCAG 2.2 relative luminance of an sRGB color, 0 to 1. */
export const luminance = (color: Rgb) => (contrastRatio(color, [0, 0, 0]) - 1) / 20;

/** Darker than this is a night ground (the dark theme's page and cards are below 0.02). */
export const DARK_GROUND = 0.05;

/**
 * Every box on the page (or in `within`) painted in a light color and larger than a thumbnail: what would
 * glare on a dark phone at 3 a.m. A light button on a band (the dark theme's inverse buttons) is smaller.
 */
export async function brightBoxes(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgba = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
    };
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const found: string[] = [];
    for (const element of document.querySelector(selector)!.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width * box.height < 40_000) continue;
      const [r, g, b, a] = rgba(getComputedStyle(element).backgroundColor);
      const light = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      if (a >= 128 && light > 0.35) {
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ` +
            `${Math.round(box.width)}×${Math.round(box.height)} rgba(${r}, ${g}, ${b}, ${a})`,
        );
      }
    }
    return found;
  }, within);
}
