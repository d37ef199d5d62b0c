/** Typography: the words stacked in bold capitals, each line fitted to the same width in its own ink. */
import { capHeight, fitSize, textPath, type FontKey } from '../fonts';
import { el } from '../svg';
import { type PrintContext, upper } from './context';

const WIDTH = 272;
const MAX_HEIGHT = 272;

interface StackLine {
  text: string;
  size: number;
}

/** Sizes each line to fill `width` (capped at `maxSize`), then shrinks the stack to fit `maxHeight`. */
export function stackLines(
  lines: string[],
  font: FontKey,
  width: number,
  maxHeight: number,
  maxSize: number,
  gapRatio: number,
): { rows: StackLine[]; height: number } {
  let rows = lines.map((text) => ({ text, size: fitSize(text, font, width, maxSize, 0.02) }));
  const cap = capHeight(font);
  const heightOf = (r: StackLine[]) =>
    r.reduce((sum, row) => sum + row.size * cap, 0) +
    r.slice(1).reduce((sum, row) => sum + row.size * gapRatio, 0);
  const height = heightOf(rows);
  if (height > maxHeight) {
    const k = maxHeight / height;
    rows = rows.map((row) => ({ ...row, size: row.size * k }));
  }
  return { rows, height: Math.min(height, maxHeight) };
}

export function typographyPrint(c: PrintContext): string {
  const font: FontKey = c.random.next() < 0.5 ? 'rounded' : 'heavy';
  const shadowed = c.random.next() < 0.5;
  // Short phrases stack one word per line, so every word gets to be big.
  const words = c.lines.flatMap((line) => line.split(' '));
  const lines = words.length <= 5 ? words : c.lines;
  const { rows, height } = stackLines(lines.map(upper), font, WIDTH, MAX_HEIGHT, 110, 0.2);
  const cap = capHeight(font);
  // With three or more lines one of them is outlined, for rhythm.
  const outlined = rows.length >= 3 ? 1 + c.random.int(rows.length - 2) : -1;
  let y = -height / 2;
  let svg = '';
  rows.forEach((row, i) => {
    y += row.size * cap;
    const ink = c.inks[i % c.inks.length] as string;
    const shadowInk = c.inks[(i + 1) % c.inks.length] as string;
    const d = textPath(row.text, {
      font,
      size: row.size,
      x: 0,
      y,
      anchor: 'middle',
      tracking: 0.02,
    });
    if (i === outlined) {
      svg += el('path', {
        d,
        fill: 'none',
        stroke: ink,
        'stroke-width': Math.max(2.5, row.size * 0.05),
        'stroke-linejoin': 'round',
      });
    } else {
      const offset = Math.max(3, row.size * 0.05);
      if (shadowed)
        svg += el('path', { d, fill: shadowInk, transform: `translate(${offset} ${offset})` });
      svg += el('path', { d, fill: ink });
    }
    y += row.size * 0.2;
  });
  return svg;
}
