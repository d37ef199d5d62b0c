/** Script: handwritten-style lettering with a swash underline and a heart. */
import { mix } from '../color';
import { capHeight, fitSize, measureText, textPath } from '../fonts';
import { el, heartPath, num } from '../svg';
import { type PrintContext, upper } from './context';

/**
 * Which line is the big script word: usually the first; but a short lead-in followed by a single
 * word ("Boy" / "Mama") puts the lead-in in small capitals above and the second word in script.
 */
export function scriptRoles(lines: string[]): { script: string; above: string[]; below: string[] } {
  const [first = '', second, ...rest] = lines;
  if (second && !second.includes(' ') && first.length <= 4)
    return { script: second, above: [first], below: rest };
  return { script: first, above: [], below: second ? [second, ...rest] : [] };
}

export function scriptPrint(c: PrintContext): string {
  const [main, second, third] = c.inks;
  const { script, above, below } = scriptRoles(c.lines);
  const size = fitSize(script, 'script', 250, 118);
  const cap = capHeight('script') * size;
  const width = measureText(script, 'script', size);
  const smallSize = 22;
  const smallCap = capHeight('sans') * smallSize;
  const blockH = cap + (above.length + below.length) * (smallCap + 22) + 26;
  let y = -blockH / 2;
  let svg = '';
  let small = '';
  for (const line of above) {
    y += smallCap;
    small += textPath(upper(line), {
      font: 'sans',
      size: Math.min(smallSize, fitSize(upper(line), 'sans', 230, smallSize, 0.3)),
      x: 0,
      y,
      anchor: 'middle',
      tracking: 0.3,
    });
    y += 22;
  }
  y += cap;
  const ring = /circle|ring/.test(c.words);
  if (ring) {
    // A ring of small hearts around the lettering.
    let hearts = '';
    for (let i = 0; i < 18; i++) {
      const a = (i * Math.PI * 2) / 18 - Math.PI / 2;
      hearts += heartPath(Math.cos(a) * 138, Math.sin(a) * 132, i % 3 === 0 ? 20 : 13);
    }
    svg += el('path', { d: hearts, fill: third });
  } else {
    // A big soft heart behind the word, in a tint between the ink and the fabric.
    svg += el('path', {
      d: heartPath(0, y - cap * 0.45, Math.min(260, Math.max(width * 0.9, cap * 1.8))),
      fill: mix(third, c.ground, 0.4),
    });
  }
  svg += el('path', {
    d: textPath(script, { font: 'script', size, x: 0, y, anchor: 'middle' }),
    fill: main,
  });
  // A tapered swash under the word, ending in a small filled heart.
  const sx = -width / 2;
  const ex = width / 2 + 10;
  const sy = y + 16;
  svg += el('path', {
    d: `M${num(sx)} ${num(sy + 6)}C${num(sx + width * 0.3)} ${num(sy - 4)} ${num(ex - width * 0.3)} ${num(sy + 14)} ${num(ex)} ${num(sy)}C${num(ex - width * 0.3)} ${num(sy + 20)} ${num(sx + width * 0.3)} ${num(sy + 4)} ${num(sx)} ${num(sy + 6)}Z`,
    fill: second,
  });
  svg += el('path', { d: heartPath(ex + 14, sy - 6, 22), fill: third });
  y += 26;
  for (const line of below) {
    y += smallCap + 8;
    small += textPath(upper(line), {
      font: 'sans',
      size: Math.min(smallSize, fitSize(upper(line), 'sans', 230, smallSize, 0.3)),
      x: 0,
      y,
      anchor: 'middle',
      tracking: 0.3,
    });
    y += 14;
  }
  if (small) svg += el('path', { d: small, fill: second });
  return svg;
}
