import type { Locator, Page } from '@playwright/test';

/** An opaque sRGB color, channels 0–255. */
export type Rgb = readonly [number, number, number];

/** WCAG 2.2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What the eye sees of an element: its text color, and its background over whatever is behind it. */
export interface SeenColors {
  text: Rgb;
  background: Rgb;
}

/**
 * Reads `locator`'s rendered colors once its transitions (a hover fades in) have finished. Any CSS color
 * (rgb, oklab, color-mix…) is resolved to sRGB by painting it on a canvas; translucent backgrounds are laid
 * over their ancestors' until an opaque one is reached.
 */
export async function seenColors(locator: Locator): Promise<SeenColors> {
  await locator
    .page()
    .waitForFunction(
      (element) => element!.getAnimations().length === 0,
      await locator.elementHandle(),
    );
  return locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: [number, number, number, number][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    let background: [number, number, number] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      background = [
        r * a + background[0] * (1 - a),
        g * a + background[1] * (1 - a),
        b * a + background[2] * (1 - a),
      ];
    }
    const [r, g, b] = rgba(getComputedStyle(element).color);
    return { text: [r, g, b] as const, background: background.map(Math.round) as unknown as Rgb };
  });
}

/** The computed value of a color token of app/globals.css's @theme, e.g. 'brand-dark'. */
export async function themeColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--color-${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}
