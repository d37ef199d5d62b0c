import type { Locator, Page } from '@playwright/test';
import type { Rgb } from '../../../scripts/images/color';

/** An sRGB color with its alpha, 0–1. */
type Rgba = readonly [number, number, number, number];

/**
 * Any CSS colors (rgb, oklab, color-mix, system colors such as Highlight…) as sRGB with alpha, resolved by
 * painting each on a canvas in the page.
 */
export function resolveColors(page: Page, colors: readonly string[]): Promise<Rgba[]> {
  return page.evaluate((cssColors) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    return cssColors.map((css): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    });
  }, colors);
}

/** Translucent layers, front first, laid over each other until an opaque one, on white. */
export function composite(layers: readonly Rgba[]): Rgb {
  const front = layers.findIndex(([, , , alpha]) => alpha === 1);
  const seen = front === -1 ? layers : layers.slice(0, front + 1);
  let color: [number, number, number] = [255, 255, 255];
  for (const [r, g, b, a] of [...seen].reverse()) {
    color = [r * a + color[0] * (1 - a), g * a + color[1] * (1 - a), b * a + color[2] * (1 - a)];
  }
  return color.map(Math.round) as unknown as Rgb;
}

/** What the eye sees of an element: its text color, and its background over whatever is behind it. */
export interface SeenColors {
  text: Rgb;
  background: Rgb;
}

/**
 * Reads `locator`'s rendered colors once its transitions (a hover fades in) have finished; translucent
 * backgrounds are laid over their ancestors'.
 */
export async function seenColors(locator: Locator): Promise<SeenColors> {
  const page = locator.page();
  await page.waitForFunction(
    (element) => element!.getAnimations().length === 0,
    await locator.elementHandle(),
  );
  const { text, backgrounds } = await locator.evaluate((element) => {
    const backgrounds: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      backgrounds.push(getComputedStyle(node).backgroundColor);
    }
    return { text: getComputedStyle(element).color, backgrounds };
  });
  const [[r, g, b] = [0, 0, 0], ...layers] = await resolveColors(page, [text, ...backgrounds]);
  return { text: [r, g, b], background: composite(layers) };
}
