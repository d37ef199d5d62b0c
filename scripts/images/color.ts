/** Color arithmetic on '#rrggbb' strings, for shading garments and picking readable inks. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/(.)/g, '$1$1') : h;
  const n = parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

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
  return format(
    [0, 1, 2].map((i) => (x[i] as number) + ((y[i] as number) - (x[i] as number)) * amount) as Rgb,
  );
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const isDark = (hex: string) => luminance(hex) < 0.18;

/** `ink` if it reads on `ground` (contrast ≥ min), else a lighter or darker version of it that does. */
export function readableOn(ink: string, ground: string, min = 2.2): string {
  let candidate = ink;
  const towards = isDark(ground) ? '#ffffff' : '#000000';
  for (let step = 0; step < 10 && contrast(candidate, ground) < min; step++) {
    candidate = mix(candidate, towards, 0.15);
  }
  return candidate;
}
