/** Playful: bouncy rounded letters in alternating inks, a motif on top and doodles all around. */
import { capHeight, textPathPosed } from '../fonts';
import type { Random } from '../prng';
import { el, heartPath, num, sparklePath } from '../svg';
import { type PrintContext, upper } from './context';
import { motif, motifFor } from './motifs';
import { stackLines } from './typography';

function doodles(random: Random, inks: string[], spots: Array<[number, number]>): string {
  let svg = '';
  spots.forEach(([x, y], i) => {
    const ink = inks[i % inks.length] as string;
    switch (i % 4) {
      case 0:
        svg += el('path', { d: sparklePath(x, y, random.range(9, 14)), fill: ink });
        break;
      case 1:
        svg += el('path', { d: heartPath(x, y, random.range(14, 20)), fill: ink });
        break;
      case 2:
        svg += el('path', {
          d: `M${num(x - 16)} ${num(y)}q4 -8 8 0t8 0t8 0t8 0`,
          fill: 'none',
          stroke: ink,
          'stroke-width': 3.5,
          'stroke-linecap': 'round',
        });
        break;
      default:
        svg +=
          el('circle', { cx: x, cy: y, r: 4, fill: ink }) +
          el('circle', { cx: x + 12, cy: y + 8, r: 2.6, fill: ink });
    }
  });
  return svg;
}

export function playfulPrint(c: PrintContext): string {
  const lines = c.lines.map(upper);
  const { rows, height } = stackLines(lines, 'rounded', 280, 190, 96, 0.2);
  const cap = capHeight('rounded');
  const top = -height / 2 + 40;
  let y = top;
  let svg = '';
  let letter = 0;
  rows.forEach((row) => {
    y += row.size * cap;
    const baseY = y;
    // Color and pose each glyph on its own: a seeded tilt and hop makes the line bounce.
    const glyphInks: string[] = [];
    const poses = [...row.text].map(() => {
      glyphInks.push(c.inks[letter++ % 3] as string);
      return { rotate: c.random.range(-9, 9), dy: c.random.range(-6, 6) };
    });
    const byInk = new Map<string, string>();
    const outline = textPathPosed(
      row.text,
      { font: 'rounded', size: row.size, x: 0, y: baseY, anchor: 'middle' },
      (i) => poses[i] ?? {},
    );
    c.inks.slice(0, 3).forEach((ink) => {
      const d = textPathPosed(
        row.text,
        { font: 'rounded', size: row.size, x: 0, y: baseY, anchor: 'middle' },
        (i) => (glyphInks[i] === ink ? (poses[i] ?? {}) : { skip: true }),
      );
      byInk.set(ink, d);
    });
    svg += el('path', {
      d: outline,
      fill: 'none',
      stroke: c.ground,
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    });
    for (const [ink, d] of byInk) svg += el('path', { d, fill: ink });
    y += row.size * 0.22;
  });
  const icon = motifFor(c.words, 'star');
  svg =
    `<g transform="translate(0 ${num(top - 52)}) scale(0.7)">${motif(icon, c.inks[1], c.inks[2], c.ground)}</g>` +
    svg;
  svg += doodles(
    c.random,
    [c.inks[2], c.inks[0], c.inks[1]],
    [
      [-118, top - 70],
      [112, top - 58],
      [-126, y + 4],
      [118, y - 4],
      [-88, top - 112],
      [86, top - 104],
      [0, y + 34],
      [-130, top + 30],
    ],
  );
  return svg;
}
