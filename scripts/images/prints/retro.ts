/** Retro: a 70s rainbow or striped sunset behind rounded, shadowed lettering. */
import { capHeight, fitSize, textPath, textPathPosed } from '../fonts';
import { el, num } from '../svg';
import { type PrintContext, upper } from './context';
import { stackLines } from './typography';

function rainbow(inks: string[], outer: number, band: number): string {
  let svg = '';
  inks.forEach((ink, i) => {
    const r = outer - i * band - band / 2;
    svg += el('path', {
      d: `M${num(-r)} 0A${num(r)} ${num(r)} 0 0 1 ${num(r)} 0`,
      fill: 'none',
      stroke: ink,
      'stroke-width': band - 4,
    });
  });
  return svg;
}

/** A half sun cut into bands that get thinner towards the horizon, each band in the next ink. */
function sunset(inks: string[], r: number, clipId: string): string {
  let bands = '';
  let top = -r;
  const heights = [46, 34, 24, 16];
  heights.forEach((h, i) => {
    bands += el('rect', { x: -r, y: top, width: 2 * r, height: h, fill: inks[i % inks.length] });
    top += h + 6;
  });
  return (
    el('clipPath', { id: clipId }, el('path', { d: `M${-r} 0A${r} ${r} 0 0 1 ${r} 0Z` })) +
    el('g', { 'clip-path': `url(#${clipId})` }, bands)
  );
}

/** The last line becomes the small sub-line when it is a phrase ("Open 24 Hours"); single words stay in the title. */
export function retroRoles(lines: string[]): { title: string[]; sub?: string } {
  const last = lines[lines.length - 1];
  if (lines.length >= 2 && last && last.includes(' '))
    return { title: lines.slice(0, -1), sub: last };
  return { title: lines };
}

export function retroPrint(c: PrintContext): string {
  const [main, second, third] = c.inks;
  const { title, sub } = retroRoles(c.lines);
  const stripeInks = [main, third, second];
  let svg =
    c.random.next() < 0.5
      ? rainbow(stripeInks, 146, 28)
      : sunset(stripeInks, 128, `${c.id}-sunset`);
  const { rows } = stackLines(title.map(upper), 'rounded', 276, sub ? 112 : 140, 80, 0.16);
  const cap = capHeight('rounded');
  let y = -18;
  for (const row of rows) {
    y += row.size * cap;
    // Each title line bows slightly, like a 70s sign.
    const bow = (_: number, cx: number, width: number) => {
      const t = (cx - width / 2) / (width / 2);
      return { dy: t * t * row.size * 0.12 };
    };
    const d = textPathPosed(
      row.text,
      { font: 'rounded', size: row.size, x: 0, y, anchor: 'middle', tracking: 0.01 },
      bow,
    );
    svg += el('path', {
      d,
      fill: 'none',
      stroke: c.ground,
      'stroke-width': 14,
      'stroke-linejoin': 'round',
    });
    svg += el('path', {
      d,
      fill: second,
      transform: `translate(${num(row.size * 0.06)} ${num(row.size * 0.07)})`,
    });
    svg += el('path', { d, fill: main });
    y += row.size * 0.16 + row.size * 0.12;
  }
  if (sub) {
    const text = upper(sub);
    const size = fitSize(text, 'rounded', 250, 30, 0.12);
    y += capHeight('rounded') * size + 6;
    svg += el('path', {
      d: textPath(text, { font: 'rounded', size, x: 0, y, anchor: 'middle', tracking: 0.12 }),
      fill: third,
    });
  }
  return svg;
}
