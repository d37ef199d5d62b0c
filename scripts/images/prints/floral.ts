/** Floral: script lettering inside a wreath of blossoms, daisies, berries and leaves. */
import { mix } from '../color';
import { capHeight, fitSize, textPath } from '../fonts';
import { el, num } from '../svg';
import { type PrintContext, upper } from './context';
import { berries, blossom, daisy, leaf } from './flowers';
import { splitLine } from './vintage';

const LEAF = '#a9c79f';

export function floralPrint(c: PrintContext): string {
  const [main, second, third] = c.inks;
  const leafInk = mix(LEAF, third, 0.25);
  const rx = 136;
  const ry = 128;
  const start = c.random.range(0, 360);
  // The wreath's stem, then leaves all round it, then flowers at evenly spread angles.
  let svg = el('ellipse', { rx, ry, fill: 'none', stroke: leafInk, 'stroke-width': 3 });
  for (let i = 0; i < 22; i++) {
    const a = start + i * (360 / 22) + c.random.range(-5, 5);
    const rad = (a * Math.PI) / 180;
    const x = Math.cos(rad) * rx;
    const y = Math.sin(rad) * ry;
    svg += leaf(
      x,
      y,
      c.random.range(18, 28),
      a + 90 + (i % 2 === 0 ? 40 : -40) + 180 * (i % 2),
      leafInk,
    );
  }
  const flowers = 7;
  for (let i = 0; i < flowers; i++) {
    const a = start + 20 + i * (360 / flowers);
    const rad = (a * Math.PI) / 180;
    const x = Math.cos(rad) * rx;
    const y = Math.sin(rad) * ry;
    const kind = i % 3;
    if (kind === 0)
      svg += blossom(x, y, c.random.range(22, 28), main, second, c.random.range(0, 72));
    else if (kind === 1)
      svg += daisy(
        x,
        y,
        c.random.range(18, 24),
        second,
        mix(main, second, 0.4),
        c.random.range(0, 36),
      );
    else svg += blossom(x, y, c.random.range(16, 20), third, second, c.random.range(0, 72));
    svg += berries(x + Math.cos(rad + 0.5) * 26, y + Math.sin(rad + 0.5) * 26, 4, third);
  }
  // The lettering: the first line in script, the rest in small spaced capitals.
  const [title = '', ...rest] = c.lines;
  const subLines = rest.flatMap((line) => splitLine(upper(line), 14));
  const titleSize = fitSize(title, 'script', 196, 84);
  const subSize = subLines.length
    ? Math.min(...subLines.map((line) => fitSize(line, 'sans', 176, 20, 0.14)))
    : 0;
  const titleCap = capHeight('script') * titleSize;
  const subCap = capHeight('sans') * subSize;
  const blockH = titleCap + subLines.length * (subCap + 12);
  let y = -blockH / 2 + titleCap;
  svg += el('path', {
    d: textPath(title, { font: 'script', size: titleSize, x: -4, y, anchor: 'middle' }),
    fill: main,
  });
  y += 12;
  let d = '';
  for (const line of subLines) {
    y += subCap + 4;
    d += textPath(line, {
      font: 'sans',
      size: subSize,
      x: 0,
      y: y + 4,
      anchor: 'middle',
      tracking: 0.14,
    });
    y += 8;
  }
  if (d) svg += el('path', { d, fill: second });
  svg += el('path', {
    d: `M${num(-40)} ${num(-blockH / 2 - 14)}h80`,
    stroke: third,
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-dasharray': '1 6',
  });
  return svg;
}
