/**
 * Color arithmetic on '#rrggbb' strings, for shading garments and picking readable inks, and WCAG's
 * contrast ratio, with which the e2e tests also judge the rendered pages (tests/e2e/support/colors.ts).
 */

/** An opaque sRGB color, channels 0–255. */
export type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h;
  const n = parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** '#ff8000' → [255, 128, 0]. */
export const hexToRgb = (hex: string): Rgb => parse(hex);

function format([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** `a` moved `amount` (0..1) of the way towards `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parse(a);
  const y = parse(b);
  const along = (i: 0 | 1 | 2) => x[i] + (y[i] - x[i]) * amount;
  return format([along(0), along(1), along(2)]);
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** WCAG 2.2 relative luminance, 0 (black) to 1 (white). */
function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const contrast = (a: string, b: string) => contrastRatio(parse(a), parse(b));

export const isDark = (hex: string) => relativeLuminance(parse(hex)) < 0.18;

/** `ink` if it reads on `ground` (contrast ≥ min), else a lighter or darker version of it that does. */
export function readableOn(ink: string, ground: string, min = 2.2): string {
  let candidate = ink;
  const towards = isDark(ground) ? '#ffffff' : '#000000';
  for (let step = 0; step < 10 && contrast(candidate, ground) < min; step++) {
    candidate = mix(candidate, towards, 0.15);
  }
  return candidate;
}
